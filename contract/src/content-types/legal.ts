/**
 * Legal pages (issue 19): the privacy policy, terms and conditions and refund policy. A fixed set,
 * each named by its key (which is also its public path, /privacy-policy …), public as saved, every
 * save a revision kept for ever. Their API keeps its own shapes (modules/legal): `key` and `text`
 * rather than `_id` and `bodyText`, placeholders filled from the site settings in public reads.
 */
import { ROUTES } from '../api.ts';
import { LEGAL_KEYS } from '../constants.ts';
import { defineContentType } from './define.ts';

export const LEGAL = defineContentType({
  name: 'legal',
  // "Someone saved this page at …" (the 409 of a stale save).
  label: { one: 'page', many: 'legal pages' },
  table: 'legal_pages',
  titleField: 'title',
  workflow: 'always',
  key: { column: 'key', values: LEGAL_KEYS },
  slug: false,
  // The key is the path; the pages are not in the sitemap's item files.
  publicPath: '/{slug}',
  sitemap: false,
  pruneRevisions: false,
  fields: [
    // Issue 36: a legal page has a version per language, public as saved like the page itself.
    { kind: 'text', name: 'title', label: 'Title', max: 120, listed: true, translated: true },
    {
      kind: 'richText',
      name: 'body',
      label: 'Text',
      translated: true,
      hint: 'Write {siteName}, {email}, {phone} or {address} where the agency’s details belong: the page fills them in from the site settings, so saving the settings updates this text too. Each h2 heading becomes an entry of the page’s table of contents; the text before the first heading is its summary.',
    },
  ],
  permissions: { write: 'legal', publish: 'legal' },
  api: {
    list: ROUTES.adminLegalList,
    one: ROUTES.legal,
    update: ROUTES.adminLegal,
    revisions: ROUTES.adminLegalRevisions,
    revision: ROUTES.adminLegalRevision,
    revisionRestore: ROUTES.adminLegalRevisionRestore,
  },
  // ADMIN_PAGE.legal and editLegal (literal here, as products' are: admin-pages.ts stays out of
  // public pages). The history is on the edit screen (the same address); the list shows when each
  // page was last saved and by whom.
  admin: {
    list: '/admin/legal',
    edit: '/admin/legal/{id}',
    history: '/admin/legal/{id}',
    menu: 'Legal pages',
    columns: ['updatedAt'],
  },
  messages: { notFound: 'Legal page not found' },
  audit: 'legal',
});
