/**
 * A strip of the technologies the agency works with, looping sideways (spec §2.3: the home page's),
 * each a mark and its name; with reduced motion, one still row that wraps. CSS moves it: no script.
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD } from './section.ts';

/** The marks a strip can show: four brands' own marks, and line icons for AWS and back office. */
export const TECH_MARKS = ['aws', 'react', 'node', 'android', 'backOffice', 'next'] as const;
export type TechMark = (typeof TECH_MARKS)[number];

export const LOGO_STRIP = defineBlock({
  name: 'logo-strip',
  label: 'Logo strip',
  group: 'Media',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    { kind: 'text', name: 'heading', label: 'Heading', max: 80 },
    {
      kind: 'items',
      name: 'logos',
      label: 'Logos',
      itemLabel: 'Logo {n}',
      min: 2,
      max: 16,
      of: [
        { kind: 'text', name: 'name', label: 'Name', max: 40 },
        {
          kind: 'select',
          name: 'mark',
          label: 'Mark',
          options: TECH_MARKS,
          labels: {
            aws: 'Cloud (AWS)',
            react: 'React',
            node: 'Node.js',
            android: 'Android',
            backOffice: 'Headset (back office)',
            next: 'Next.js',
          },
        },
      ],
    },
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    heading: 'What we work with',
    logos: [
      { name: 'React', mark: 'react' },
      { name: 'Node', mark: 'node' },
      { name: 'AWS', mark: 'aws' },
    ],
  },
});
