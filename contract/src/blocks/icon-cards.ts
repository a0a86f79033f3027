/**
 * Reasons or promises as cards in a grid of three, each a tinted icon, a title and a line (the home
 * page's "Exclusive Services").
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

/** The icons a card may have (the web app draws each; a new one is added there too). */
export const CARD_ICONS = ['industry', 'support', 'recognition', 'leaders', 'research', 'projects'] as const;
export type CardIcon = (typeof CARD_ICONS)[number];

export const ICON_CARDS = defineBlock({
  name: 'icon-cards',
  label: 'Icon cards',
  group: 'Lists',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    BACKGROUND_FIELD,
    {
      kind: 'items',
      name: 'cards',
      label: 'Cards',
      itemLabel: 'Card {n}',
      min: 1,
      max: 12,
      of: [
        {
          kind: 'select',
          name: 'icon',
          label: 'Icon',
          options: CARD_ICONS,
          labels: {
            industry: 'Buildings (industry)',
            support: 'Headset (support)',
            recognition: 'Ribbon (recognition)',
            leaders: 'People (team)',
            research: 'Flask (research)',
            projects: 'Rocket (projects)',
          },
        },
        { kind: 'text', name: 'title', label: 'Title', max: 80 },
        { kind: 'text', name: 'text', label: 'Text', max: 300, multiline: true },
      ],
    },
    ANCHOR_FIELD,
  ],
  example: {
    eyebrow: 'Why clients choose us',
    heading: 'What every engagement gets',
    lead: '',
    background: 'muted',
    cards: [
      {
        icon: 'support',
        title: 'A named contact',
        text: 'Someone who knows your project answers your questions.',
      },
      {
        icon: 'projects',
        title: 'Delivery you can plan on',
        text: 'Short cycles, visible progress and honest dates.',
      },
    ],
    anchor: '',
  },
});
