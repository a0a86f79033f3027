/**
 * One category's posts, newest first, a page at a time (`?page=` of the page's address), each with
 * its picture, title, description and Read More, pictures left and right in turn (spec §2.4's
 * service pages); the empty message when the category has none yet. The posts are read by the
 * server with the page, so a post published or withdrawn shows at the next request.
 */
import { BLOG_CATEGORIES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, HEADING_FIELD, LEAD_FIELD } from './section.ts';

export const POST_LIST = defineBlock({
  name: 'post-list',
  label: 'Post list',
  group: 'Lists',
  hydrate: 'none',
  anchor: 'anchor',
  // A page's `?page=` turns the pages of one list: a second list could not be paged apart.
  maxPerPage: 1,
  fields: [
    HEADING_FIELD,
    LEAD_FIELD,
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      options: BLOG_CATEGORIES,
      labels: { backOffice: 'Back office', digitalMarketing: 'Digital marketing', others: 'Others' },
    },
    {
      kind: 'text',
      name: 'subject',
      label: 'What the posts are about',
      max: 80,
      hint: 'Read out with the page numbers: “Pages of … posts”',
    },
    {
      kind: 'text',
      name: 'empty',
      label: 'When there are none',
      max: 200,
      hint: 'Shown while the category has no published post',
    },
    BACKGROUND_FIELD,
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    heading: 'From our blog',
    lead: 'Notes from the work we do for clients.',
    category: 'backOffice',
    subject: 'Back Office Services',
    empty: MESSAGES.blog.emptyServiceList,
    background: 'muted',
  },
});
