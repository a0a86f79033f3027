/**
 * The home page's first screen (spec §2.3): the site's name as the page's one heading, and slides
 * that turn every few seconds (paused on hover, on focus, by its button and with reduced motion; dots,
 * arrow keys and swipes change them), each a title, a line, a picture and the same button. Its code
 * runs in the browser (an island); the server renders the first slide, so it reads without script.
 */
import { CONTENT_IMAGE_TYPES, UPLOAD_LIMITS } from '../constants.ts';
import { BUTTON_LABELS_HINT, defineBlock } from './define.ts';

/** The site's own slide pictures (web/public/hero), each drawn for a 560×440 slot, with its description. */
export const HERO_ARTS = {
  'it-solutions': 'Illustration of connected servers, a cloud and a dashboard',
  'ai-ml': 'Illustration of a neural network with glowing nodes',
  'web-mobile': 'Illustration of a browser window next to a phone showing the same app',
  'digital-transformation': 'Illustration of paper documents turning into connected digital blocks',
  'back-office': 'Illustration of a support headset, a checklist and a calendar',
} as const;
export type HeroArt = keyof typeof HERO_ARTS;
const ART_NAMES = Object.keys(HERO_ARTS) as HeroArt[];

export const HERO_SLIDER = defineBlock({
  name: 'hero-slider',
  label: 'Hero slider',
  group: 'Heroes',
  // Turning, pausing and swiping run in the browser.
  hydrate: 'load',
  maxPerPage: 1,
  fields: [
    {
      kind: 'text',
      name: 'label',
      label: 'What the slides show',
      max: 60,
      hint: 'Read out by screen readers before the slides (“Our services”)',
    },
    {
      kind: 'items',
      name: 'slides',
      label: 'Slides',
      itemLabel: 'Slide {n}',
      min: 1,
      max: 8,
      of: [
        { kind: 'text', name: 'title', label: 'Title', max: 120 },
        { kind: 'text', name: 'description', label: 'Text', max: 300, multiline: true },
        {
          kind: 'select',
          name: 'art',
          label: 'Picture',
          options: ART_NAMES,
          labels: {
            'it-solutions': 'Servers, cloud and dashboard',
            'ai-ml': 'Neural network',
            'web-mobile': 'Browser and phone',
            'digital-transformation': 'Papers becoming blocks',
            'back-office': 'Headset, checklist and calendar',
          },
        },
        {
          kind: 'media',
          name: 'image',
          label: 'Or a picture from the library',
          optional: true,
          accept: CONTENT_IMAGE_TYPES,
          maxBytes: UPLOAD_LIMITS.sectionImageBytes,
          hint: 'Shown instead of the picture above, at 560×440; its alt text is the library’s',
        },
      ],
    },
    { kind: 'link', name: 'button', label: 'Button', maxText: 40, hint: BUTTON_LABELS_HINT },
  ],
  example: {
    label: 'Our services',
    slides: [
      {
        title: 'IT Solutions and Services',
        description: 'One accountable team for the software, cloud and support your business runs on.',
        art: 'it-solutions',
        image: null,
      },
      {
        title: 'Back Office Support',
        description: 'Data entry, order processing and customer care, handled accurately by trained people.',
        art: 'back-office',
        image: null,
      },
    ],
    button: { text: 'REQUEST CONSULTATION', to: { kind: 'url', target: '/contactUs' } },
  },
});
