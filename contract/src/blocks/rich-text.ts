/** Text as staff write it: paragraphs, headings, lists, quotes and links. */
import { defineBlock } from './define.ts';

export const RICH_TEXT = defineBlock({
  name: 'rich-text',
  label: 'Rich text',
  group: 'Content',
  hydrate: 'none',
  fields: [{ kind: 'richText', name: 'body', label: 'Text', search: 'C' }],
  example: {
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Write here.' }] }],
    },
  },
});
