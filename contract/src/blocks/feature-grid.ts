/**
 * Points of a service in a grid, each an icon, a title and a line of text, in one of three looks:
 * cards with the icon on top, large icons without cards, or cards with a small icon beside the text.
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

/** The icons a feature may have (the web app draws each; a new one is added there too). */
export const FEATURE_ICONS = [
  'check',
  'circle-check',
  'file-text',
  'search',
  'layout-template',
  'image',
  'boxes',
  'refresh-cw',
  'shield-check',
  'megaphone',
] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

export const FEATURE_GRID = defineBlock({
  name: 'feature-grid',
  label: 'Feature grid',
  group: 'Lists',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    BACKGROUND_FIELD,
    {
      kind: 'select',
      name: 'look',
      label: 'Look',
      options: ['cards', 'ticks', 'checklist'],
      labels: {
        cards: 'Cards, the icon on top',
        ticks: 'Large icons, no cards',
        checklist: 'Cards, a small icon beside the text',
      },
    },
    {
      kind: 'items',
      name: 'features',
      label: 'Features',
      itemLabel: 'Feature {n}',
      min: 1,
      max: 12,
      of: [
        {
          kind: 'select',
          name: 'icon',
          label: 'Icon',
          options: FEATURE_ICONS,
          labels: {
            check: 'Tick',
            'circle-check': 'Tick in a circle',
            'file-text': 'Page of text',
            search: 'Magnifying glass',
            'layout-template': 'Page layout',
            image: 'Picture',
            boxes: 'Boxes',
            'refresh-cw': 'Arrows in a circle',
            'shield-check': 'Shield',
            megaphone: 'Megaphone',
          },
        },
        { kind: 'text', name: 'title', label: 'Title', max: 80 },
        { kind: 'text', name: 'text', label: 'Text', max: 300, multiline: true },
      ],
    },
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: '',
    heading: 'Why clients build with us',
    lead: '',
    background: 'plain',
    look: 'ticks',
    features: [
      {
        icon: 'circle-check',
        title: 'Speed that visitors feel',
        text: 'Pages that load quickly on mid-range phones.',
      },
      {
        icon: 'circle-check',
        title: 'A team that stays',
        text: 'Support after launch from the people who built it.',
      },
    ],
  },
});
