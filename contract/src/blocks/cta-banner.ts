/** A band that asks for one thing: a heading, a line and a button. */
import { BUTTON_LABELS_HINT, defineBlock } from './define.ts';

export const CTA_BANNER = defineBlock({
  name: 'cta-banner',
  label: 'Call-to-action banner',
  group: 'Calls to action',
  hydrate: 'none',
  fields: [
    { kind: 'text', name: 'heading', label: 'Heading', max: 120 },
    { kind: 'text', name: 'text', label: 'Text', max: 300, multiline: true, optional: true },
    { kind: 'link', name: 'button', label: 'Button', maxText: 40, hint: BUTTON_LABELS_HINT },
    {
      kind: 'select',
      name: 'tone',
      label: 'Colour',
      options: ['brand', 'light'],
      labels: { brand: 'Brand colour', light: 'Light' },
    },
  ],
  example: {
    heading: 'Have a project in mind?',
    text: 'Tell us about it. We answer every message within one working day.',
    button: { text: 'Get in touch', to: { kind: 'url', target: '/contactUs' } },
    tone: 'brand',
  },
});
