/**
 * Menus (issue 35, docs/decisions/0062 §1.5): the header's menu and the footer's columns, a fixed
 * pair named by key, public as saved, every save a revision. Each entry is a block of one of two
 * kinds: a link (to a page, a post, a category or an address; in the header it may open a dropdown of
 * a category's newest posts, spec §2.1) or a group of links (a header dropdown with no page of its
 * own; a footer column). A link to a page follows the page when it moves, and a link to anything not
 * public is left out of the menu, so a deleted page never leaves a menu pointing at a 404.
 */
import { defineBlock } from '../blocks/define.ts';
import { defineContentType } from './define.ts';

export const MENU_KEYS = ['header', 'footer'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** The categories whose newest posts a header link may list (spec §2.1). */
export const MENU_POST_SOURCES = ['none', 'digitalMarketing', 'backOffice'] as const;
export type MenuPostSource = (typeof MENU_POST_SOURCES)[number];

/** The most links a group holds, and the most entries a menu has. */
export const MENU_GROUP_MAX = 12;
export const MENU_ENTRIES_MAX = 12;

export const MENU_LINK = defineBlock({
  name: 'menu-link',
  label: 'Link',
  group: 'Menu',
  hydrate: 'none',
  fields: [
    { kind: 'link', name: 'link', label: 'Link', maxText: 40 },
    {
      kind: 'select',
      name: 'postsFrom',
      label: 'Dropdown',
      options: MENU_POST_SOURCES,
      labels: {
        none: 'None',
        digitalMarketing: 'Newest digital marketing posts',
        backOffice: 'Newest back office posts',
      },
      hint: 'In the header, a dropdown of the category’s newest posts, shown when it has some.',
    },
  ],
  example: { link: { text: 'Contact Us', to: { kind: 'url', target: '/contactUs' } }, postsFrom: 'none' },
});

export const MENU_GROUP = defineBlock({
  name: 'menu-group',
  label: 'Group of links',
  group: 'Menu',
  hydrate: 'none',
  fields: [
    { kind: 'text', name: 'label', label: 'Name', max: 40 },
    {
      kind: 'items',
      name: 'links',
      label: 'Links',
      itemLabel: 'Link {n}',
      of: [{ kind: 'link', name: 'link', label: 'Link', maxText: 40 }],
      min: 1,
      max: MENU_GROUP_MAX,
    },
  ],
  example: {
    label: 'Development',
    links: [{ link: { text: 'Web Development', to: { kind: 'url', target: '/webdevelopment' } } }],
  },
});

export const MENU = defineContentType({
  name: 'menu',
  label: { one: 'menu', many: 'menus' },
  table: 'menus',
  titleField: 'title',
  workflow: 'always',
  key: { column: 'key', values: MENU_KEYS },
  slug: false,
  publicPath: null,
  sitemap: false,
  fields: [
    { kind: 'text', name: 'title', label: 'Name', max: 60, listed: true, translated: true },
    {
      kind: 'blocks',
      name: 'items',
      label: 'Entries',
      table: 'menu_items',
      of: [MENU_LINK, MENU_GROUP],
      min: 0,
      max: MENU_ENTRIES_MAX,
      noun: { one: 'entry', many: 'entries' },
      // Issue 36: an entry's words (a link's, a group's name) per language, its targets shared; an
      // entry without them, or whose target has no version there, is left out of that language's menu.
      translated: true,
      hint: 'The header shows each entry in a row, a group as a dropdown; the footer shows each group as a column.',
    },
  ],
  permissions: { write: 'menus', publish: 'menus' },
  admin: { menu: 'Menus', columns: ['updatedAt'] },
  audit: 'menu',
});
