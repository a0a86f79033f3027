/** How the work goes, as numbered steps (a service's process). */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

export const STEPS = defineBlock({
  name: 'steps',
  label: 'Steps',
  group: 'Lists',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    BACKGROUND_FIELD,
    {
      kind: 'items',
      name: 'steps',
      label: 'Steps',
      itemLabel: 'Step {n}',
      min: 1,
      max: 12,
      of: [
        { kind: 'text', name: 'title', label: 'Title', max: 80 },
        { kind: 'text', name: 'text', label: 'Text', max: 300, multiline: true },
      ],
    },
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: 'How we work',
    heading: 'A clear process with no surprises',
    lead: '',
    background: 'plain',
    steps: [
      { title: 'Discover', text: 'We learn your goals and agree what success looks like.' },
      { title: 'Build', text: 'You see working software every week or two.' },
      { title: 'Launch', text: 'We deploy, monitor and improve.' },
    ],
  },
});
