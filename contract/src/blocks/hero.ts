/** The top of a page: its one heading, a line under it, an image and up to two links. */
import { CONTENT_IMAGE_TYPES, UPLOAD_LIMITS } from '../constants.ts';
import { defineBlock } from './define.ts';

export const HERO = defineBlock({
  name: 'hero',
  label: 'Hero',
  group: 'Heroes',
  hydrate: 'none',
  maxPerPage: 1,
  fields: [
    { kind: 'text', name: 'heading', label: 'Heading', max: 120 },
    { kind: 'text', name: 'lead', label: 'Lead', max: 400, multiline: true, optional: true },
    {
      kind: 'media',
      name: 'image',
      label: 'Image',
      optional: true,
      accept: CONTENT_IMAGE_TYPES,
      maxBytes: UPLOAD_LIMITS.sectionImageBytes,
    },
    { kind: 'link', name: 'primary', label: 'Main link', maxText: 40, optional: true },
    { kind: 'link', name: 'secondary', label: 'Second link', maxText: 40, optional: true },
  ],
  example: {
    heading: 'Software that earns its keep',
    lead: 'Websites, apps and the back office behind them, built by a small team in Pune.',
    image: null,
    primary: { text: 'Tell us what you need', to: { kind: 'url', target: '/contactUs' } },
    secondary: null,
  },
});
