/** Short words in a row of pills: the tools a service uses, the places it covers. */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

export const TAG_LIST = defineBlock({
  name: 'tag-list',
  label: 'Tags',
  group: 'Lists',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    BACKGROUND_FIELD,
    {
      kind: 'items',
      name: 'tags',
      label: 'Tags',
      itemLabel: 'Tag {n}',
      min: 1,
      max: 40,
      of: [{ kind: 'text', name: 'text', label: 'Text', max: 40 }],
    },
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: 'Technologies',
    heading: 'Proven tools we use',
    lead: '',
    background: 'muted',
    tags: [{ text: 'React' }, { text: 'Node.js' }, { text: 'PostgreSQL' }],
  },
});
