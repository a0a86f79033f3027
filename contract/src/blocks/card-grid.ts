/** A grid of cards, each a picture, a title, a line of text and a link (the service overviews). */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, PICTURE_FILES, SECTION_HEAD_FIELDS } from './section.ts';

export const CARD_GRID = defineBlock({
  name: 'card-grid',
  label: 'Card grid',
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
        // The card's title says what it is: its picture only decorates it.
        {
          kind: 'visual',
          name: 'picture',
          label: 'Picture',
          optional: true,
          alt: 'decorative',
          ...PICTURE_FILES,
        },
        { kind: 'text', name: 'title', label: 'Title', max: 80 },
        { kind: 'text', name: 'text', label: 'Text', max: 300, multiline: true },
        { kind: 'link', name: 'link', label: 'Link', maxText: 40, optional: true },
      ],
    },
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: '',
    heading: 'What we do',
    lead: 'Pick what you need today and add the rest as you grow.',
    background: 'muted',
    cards: [
      {
        picture: { drawing: { kind: 'browser', screen: 'dashboard' }, label: '' },
        title: 'Websites',
        text: 'Fast, secure websites your team can update.',
        link: { text: 'Read More', to: { kind: 'url', target: '/webdevelopment' } },
      },
      {
        picture: { drawing: { kind: 'phones', screen: 'list' }, label: '' },
        title: 'Apps',
        text: 'Apps for iPhone and Android, designed and published for you.',
        link: { text: 'Read More', to: { kind: 'url', target: '/appdevelopment' } },
      },
    ],
  },
});
