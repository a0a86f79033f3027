/** A few figures that say what the agency has done or promises: a large value and what it counts. */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

export const STATISTICS = defineBlock({
  name: 'statistics',
  label: 'Statistics',
  group: 'Content',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    BACKGROUND_FIELD,
    {
      kind: 'items',
      name: 'figures',
      label: 'Figures',
      itemLabel: 'Figure {n}',
      min: 1,
      max: 8,
      hint: 'Only figures you can stand behind: a visitor may ask where each comes from.',
      of: [
        { kind: 'text', name: 'value', label: 'Value', max: 12, hint: 'Short: 120+, 24×7, 4.9/5' },
        { kind: 'text', name: 'label', label: 'What it counts', max: 60 },
        { kind: 'text', name: 'detail', label: 'Detail', max: 160, optional: true, multiline: true },
      ],
    },
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: 'In numbers',
    heading: 'What you can count on',
    lead: '',
    background: 'plain',
    figures: [
      { value: '24×7', label: 'Support after launch', detail: '' },
      { value: '1', label: 'Team for design, build and care', detail: '' },
      { value: '2', label: 'Working days to a written quote', detail: '' },
    ],
  },
});
