/**
 * The open job openings, a page at a time (`?page=` of the page's address), each a card linking to
 * its opening's page with Apply Now (the careers page, spec §9); a card of its own while none is
 * open. The openings are read by the server with the page, so one opened or closed shows at the
 * next request.
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, HEADING_FIELD } from './section.ts';

export const OPENINGS_LIST = defineBlock({
  name: 'openings-list',
  label: 'Job openings',
  group: 'Lists',
  hydrate: 'none',
  anchor: 'anchor',
  // A page's `?page=` turns the pages of one list: a second list could not be paged apart.
  maxPerPage: 1,
  fields: [
    HEADING_FIELD,
    {
      kind: 'text',
      name: 'details',
      label: 'Link to an opening',
      max: 40,
      hint: 'Each card’s link to its opening’s page',
    },
    { kind: 'text', name: 'emptyTitle', label: 'When none is open: title', max: 120 },
    { kind: 'text', name: 'emptyText', label: 'When none is open: text', max: 400, multiline: true },
    BACKGROUND_FIELD,
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    heading: 'Open positions',
    details: 'Read more',
    emptyTitle: 'No open positions right now',
    emptyText: 'We are always glad to hear from people who love their craft.',
    background: 'muted',
  },
});
