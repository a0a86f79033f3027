/**
 * The section staff edit in Manage Content → Banner section (the spec's "second section": a title, a
 * paragraph and an image, spec §2.3), placed on a page: the home page's "Service Expertise". Until
 * one is saved there (or while it cannot be read), the block shows its own heading and text beside
 * the site's drawing.
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, EYEBROW_FIELD } from './section.ts';

export const BANNER_SECTION = defineBlock({
  name: 'banner-section',
  label: 'Banner section',
  group: 'Content',
  hydrate: 'none',
  // One section to show: a second copy would say the same.
  maxPerPage: 1,
  anchor: 'anchor',
  fields: [
    EYEBROW_FIELD,
    {
      kind: 'text',
      name: 'heading',
      label: 'Heading until one is saved',
      max: 120,
      hint: 'Manage Content → Banner section gives the heading, text and image; these show until it does',
    },
    { kind: 'text', name: 'text', label: 'Text until one is saved', max: 1500, multiline: true },
    ANCHOR_FIELD,
  ],
  example: {
    eyebrow: 'Service Expertise',
    heading: 'Service expertise that covers the whole journey',
    text: 'From the first workshop to the day your product goes live, one team owns the outcome.',
    anchor: '',
  },
});
