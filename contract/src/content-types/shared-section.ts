/**
 * Shared sections (issue 35 item 2; docs/decisions/0062 step 10): a few blocks staff write once and
 * place on several pages with a shared-section block ("Our record", a call to action, the clients'
 * words); one edit shows on every page that has it. Written and published like pages (a draft
 * changes no page), never a page of their own: no address, sitemap entry, search hit or share tags.
 * A shared section holds content blocks only: no hero, no list read with the page, no form and no
 * other shared section (so it never contains itself).
 */
import { BLOCKS, type BlockName } from '../blocks/index.ts';
import { defineContentType } from './define.ts';

/**
 * The kinds a shared section may not hold: the page's own hero (either kind), what is read with the page (lists, a
 * form, the banner section), the enquiry form (its page answers its post) and another shared section.
 */
const NOT_IN_SECTIONS: ReadonlySet<BlockName> = new Set([
  'hero',
  'hero-slider',
  'banner-section',
  'post-list',
  'product-grid',
  'openings-list',
  'form',
  'contact-form',
  'shared-section',
]);

/** The most blocks one shared section may have. */
export const MAX_SHARED_SECTION_BLOCKS = 12;

export const SHARED_SECTION = defineContentType({
  name: 'shared-section',
  label: { one: 'shared section', many: 'shared sections' },
  table: 'shared_sections',
  titleField: 'title',
  workflow: 'publish',
  publicPath: null,
  sitemap: false,
  seo: false,
  fields: [
    { kind: 'text', name: 'title', label: 'Name', max: 120, listed: true, translated: true },
    {
      kind: 'blocks',
      name: 'body',
      label: 'Blocks',
      table: 'shared_section_blocks',
      of: BLOCKS.filter((b) => !NOT_IN_SECTIONS.has(b.name)),
      min: 1,
      max: MAX_SHARED_SECTION_BLOCKS,
      component: 'page-canvas',
      hint: 'Shown wherever a page has a shared-section block with this section’s URL name.',
      // Issue 36: its blocks' words per language; a page in another language shows its version.
      translated: true,
    },
  ],
  admin: { menu: 'Shared sections' },
});
