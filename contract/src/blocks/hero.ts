/**
 * The top of a page: its one heading, a short line above it, a line under it, an image, up to two
 * links and, on a page below another, the trail of pages above it.
 *
 * A link's words are free text, not a choice of the spec's button labels (MESSAGES.buttons): they are
 * copy like any other, a page made later may need its own, and the seeded pages keep the spec's
 * words because they are seeded with them. The hint names them, so staff can reuse them as written.
 */
import { CONTENT_IMAGE_TYPES, UPLOAD_LIMITS } from '../constants.ts';
import { BUTTON_LABELS_HINT, defineBlock } from './define.ts';

export const HERO = defineBlock({
  name: 'hero',
  label: 'Hero',
  group: 'Heroes',
  hydrate: 'none',
  maxPerPage: 1,
  fields: [
    { kind: 'text', name: 'heading', label: 'Heading', max: 120 },
    {
      kind: 'text',
      name: 'eyebrow',
      label: 'Eyebrow',
      max: 80,
      optional: true,
      hint: 'A short line above the heading',
    },
    { kind: 'text', name: 'lead', label: 'Lead', max: 400, multiline: true, optional: true },
    {
      kind: 'media',
      name: 'image',
      label: 'Image',
      optional: true,
      accept: CONTENT_IMAGE_TYPES,
      maxBytes: UPLOAD_LIMITS.sectionImageBytes,
    },
    {
      kind: 'link',
      name: 'primary',
      label: 'Main link',
      maxText: 40,
      optional: true,
      hint: BUTTON_LABELS_HINT,
    },
    { kind: 'link', name: 'secondary', label: 'Second link', maxText: 40, optional: true },
    {
      kind: 'select',
      name: 'trail',
      label: 'Breadcrumb trail',
      options: ['parents'],
      labels: { parents: 'The pages above this one' },
      optional: true,
      hint: 'Links to the pages this one is under, above the heading (not the home page)',
    },
  ],
  example: {
    heading: 'Software that earns its keep',
    lead: 'Websites, apps and the back office behind them, built by a small team in Pune.',
    image: null,
    primary: { text: 'Tell us what you need', to: { kind: 'url', target: '/contactUs' } },
    secondary: null,
  },
});
