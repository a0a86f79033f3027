/**
 * The home page's service picker (spec §2.3): cards of services beside a laptop whose screen shows
 * the picked one's icon, title, text and a button; picking a card also makes it the page's title and
 * description, as the spec asks. Its code runs in the browser (an island); the server renders the
 * first card picked, so the section reads without script.
 */
import { BUTTON_LABELS_HINT, defineBlock } from './define.ts';
import { ANCHOR_FIELD, EYEBROW_FIELD, HEADING_FIELD } from './section.ts';

/** The icons a card may have (the web app draws each; a new one is added there too). */
export const PICKER_ICONS = ['web', 'iot', 'ai', 'marketing', 'backOffice', 'mobile'] as const;
export type PickerIcon = (typeof PICKER_ICONS)[number];

export const SERVICE_PICKER = defineBlock({
  name: 'service-picker',
  label: 'Service picker',
  group: 'Lists',
  // Picking a card runs in the browser.
  hydrate: 'load',
  anchor: 'anchor',
  fields: [
    EYEBROW_FIELD,
    HEADING_FIELD,
    {
      kind: 'items',
      name: 'cards',
      label: 'Services',
      itemLabel: 'Service {n}',
      min: 2,
      max: 8,
      of: [
        {
          kind: 'select',
          name: 'icon',
          label: 'Icon',
          options: PICKER_ICONS,
          labels: {
            web: 'Globe (web)',
            iot: 'Signal (IoT)',
            ai: 'Brain (AI)',
            marketing: 'Megaphone (marketing)',
            backOffice: 'Clipboard (back office)',
            mobile: 'Phone (apps)',
          },
        },
        { kind: 'text', name: 'title', label: 'Title', max: 80 },
        { kind: 'text', name: 'teaser', label: 'One line on its card', max: 120 },
        {
          kind: 'text',
          name: 'description',
          label: 'Text on the screen',
          max: 300,
          multiline: true,
          hint: 'Also the page’s description for search engines while this service is picked',
        },
      ],
    },
    { kind: 'link', name: 'button', label: 'Button on the screen', maxText: 40, hint: BUTTON_LABELS_HINT },
    ANCHOR_FIELD,
  ],
  example: {
    eyebrow: 'What we do',
    heading: 'Pick a service to see how we help',
    cards: [
      {
        icon: 'web',
        title: 'Web Development',
        teaser: 'Sites and web apps that load fast and convert.',
        description: 'Custom websites, portals and web applications built for speed, search and conversion.',
      },
      {
        icon: 'mobile',
        title: 'Mobile Apps',
        teaser: 'iOS and Android apps people keep using.',
        description: 'Native and cross-platform apps designed around your users and launched on both stores.',
      },
    ],
    button: { text: 'Discuss your project', to: { kind: 'url', target: '/contactUs' } },
    anchor: '',
  },
});
