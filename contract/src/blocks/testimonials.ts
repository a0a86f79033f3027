/**
 * What clients said, in their words, each with their name and role. Shown as written: the editor
 * asks for real words from a real client, never made-up praise.
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

export const TESTIMONIALS = defineBlock({
  name: 'testimonials',
  label: 'Testimonials',
  group: 'Content',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    BACKGROUND_FIELD,
    {
      kind: 'items',
      name: 'quotes',
      label: 'Quotes',
      itemLabel: 'Quote {n}',
      min: 1,
      max: 9,
      hint: 'A client’s own words, with their permission to show them.',
      of: [
        { kind: 'text', name: 'quote', label: 'Quote', max: 600, multiline: true },
        { kind: 'text', name: 'name', label: 'Name', max: 80 },
        { kind: 'text', name: 'role', label: 'Role and company', max: 120, optional: true },
      ],
    },
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: 'Clients',
    heading: 'In our clients’ words',
    lead: '',
    background: 'muted',
    quotes: [
      {
        quote: 'Write here what the client said, in their words.',
        name: 'The client’s name',
        role: 'Their role and company',
      },
    ],
  },
});
