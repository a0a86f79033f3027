/**
 * Pages built from blocks (issue 35; docs/decisions/0062): a title, a parent page, a body of blocks
 * of every kind the site has. A page's address is its path (`publicPath: '{path}'`): its parent's
 * path and its URL name, unique ignoring case, never an address the site answers already (its code's
 * pages, the API, another type's pages); every path a page had before answers 301 to where it is now.
 * Written and published like posts: an author writes drafts of their own, an editor publishes.
 */
import { BLOCKS, MAX_BLOCKS_PER_PAGE } from '../blocks/index.ts';
import { defineContentType } from './define.ts';

export const PAGE_DOC = defineContentType({
  name: 'page',
  label: { one: 'page', many: 'pages' },
  table: 'pages',
  titleField: 'title',
  workflow: 'publish',
  publicPath: '{path}',
  // /sitemaps/pages.xml lists the pages of the site's code.
  sitemapPart: 'site-pages',
  fields: [
    { kind: 'text', name: 'title', label: 'Title', max: 200, search: 'A', listed: true, translated: true },
    {
      kind: 'relation',
      name: 'parent',
      label: 'Parent page',
      column: 'parent_id',
      to: 'page',
      optional: true,
      listed: true,
      // /services/web/cms/headless at most: deeper, an address is no longer one a person reads.
      maxDepth: 4,
      hint: 'The page this one sits under: its address starts with that page’s address.',
    },
    {
      kind: 'blocks',
      name: 'body',
      label: 'Blocks',
      table: 'page_blocks',
      of: BLOCKS,
      min: 0,
      max: MAX_BLOCKS_PER_PAGE,
      search: 'C',
      translated: true,
      // Edited on the page itself too (the admin's canvas, issue 35 item 3).
      component: 'page-canvas',
    },
    // The head's two parts the code's service pages have and the SEO panel does not.
    {
      kind: 'text',
      name: 'keywords',
      label: 'Search keywords',
      max: 255,
      optional: true,
      hint: 'Words for the page’s keywords meta tag, separated by commas.',
      translated: true,
    },
    {
      kind: 'select',
      name: 'structuredData',
      label: 'Structured data',
      options: ['none', 'service', 'organization'],
      labels: {
        none: 'Only the breadcrumb and questions',
        service: 'A service the agency offers',
        organization: 'The agency itself, from the settings (the home page)',
      },
      default: 'none',
      // Site search calls it what the code's service pages are.
      searchKinds: { service: 'service' },
      hint: 'What search engines are told this page is, besides its place and its questions.',
    },
  ],
});
