/**
 * Pictures with a heading and text beside each, the picture's side alternating (a service page's
 * highlights).
 */
import { defineBlock } from './define.ts';
import { BACKGROUND_FIELD, PICTURE_FILES } from './section.ts';

export const IMAGE_TEXT = defineBlock({
  name: 'image-text',
  label: 'Pictures and text',
  group: 'Content',
  hydrate: 'none',
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: 'Name',
      max: 120,
      optional: true,
      hint: 'What screen readers call this part of the page ("iPhone app highlights")',
    },
    {
      kind: 'select',
      name: 'first',
      label: 'First picture',
      options: ['left', 'right'],
      labels: { left: 'On the left, then alternating', right: 'On the right, then alternating' },
    },
    {
      kind: 'items',
      name: 'items',
      label: 'Items',
      itemLabel: 'Item {n}',
      min: 1,
      max: 12,
      of: [
        // The picture tells part of the story: a drawing needs its description.
        { kind: 'visual', name: 'picture', label: 'Picture', alt: 'required', ...PICTURE_FILES },
        { kind: 'text', name: 'heading', label: 'Heading', max: 120 },
        { kind: 'text', name: 'text', label: 'Text', max: 1000, multiline: true },
      ],
    },
    BACKGROUND_FIELD,
  ],
  example: {
    name: '',
    first: 'left',
    background: 'plain',
    items: [
      {
        picture: {
          drawing: { kind: 'phone', screen: 'dashboard', platform: 'ios' },
          label: 'A phone showing an app dashboard with charts',
        },
        heading: 'Native performance, polished details',
        text: 'Smooth scrolling, quick launches and full access to the phone’s features.',
      },
      {
        picture: {
          drawing: { kind: 'devices', alt: true },
          label: 'A phone, a tablet and a laptop side by side',
        },
        heading: 'One app on every screen',
        text: 'The same app on phones and tablets, built once and tested on each.',
      },
    ],
  },
});
