/**
 * A heading and a few paragraphs with a picture beside them, and an optional list of short points
 * (the first section of a service page): ticked lines under the text, or, when they have titles,
 * cards beside it (the blog-fed service pages').
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, HEADING_FIELD, PICTURE_FILES } from './section.ts';

export const INTRO = defineBlock({
  name: 'intro',
  label: 'Introduction',
  group: 'Content',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    HEADING_FIELD,
    {
      kind: 'text',
      name: 'text',
      label: 'Text',
      max: 2000,
      multiline: true,
      hint: 'A blank line starts a new paragraph',
    },
    {
      kind: 'items',
      name: 'points',
      label: 'Points',
      itemLabel: 'Point {n}',
      min: 0,
      max: 8,
      of: [
        {
          kind: 'text',
          name: 'title',
          label: 'Title',
          max: 60,
          optional: true,
          hint: 'Points with titles are cards beside the text',
        },
        { kind: 'text', name: 'text', label: 'Text', max: 120 },
      ],
    },
    // Beside the text that says it all: it only decorates.
    {
      kind: 'visual',
      name: 'picture',
      label: 'Picture',
      optional: true,
      alt: 'decorative',
      ...PICTURE_FILES,
    },
    BACKGROUND_FIELD,
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    heading: 'Your listing is your shop window',
    text: 'Shoppers compare dozens of products in seconds.\n\nWe write every listing to match how buyers search.',
    points: [{ title: '', text: 'Listings written for shoppers and search' }],
    picture: { drawing: { kind: 'parcel' }, label: '' },
    background: 'plain',
  },
});
