/**
 * Fields that most sections of a page share: an anchor (the heading's id), a short line above the
 * heading, the heading, a line under it and the background. One place, so every section block
 * names them alike and the web app renders them with one component (components/sections/Section).
 */
import { CONTENT_IMAGE_TYPES, UPLOAD_LIMITS } from '../constants.ts';

export const ANCHOR_FIELD = {
  kind: 'text',
  name: 'anchor',
  label: 'Anchor',
  max: 60,
  // An id, the same in every language (a link names it).
  translated: false,
  optional: true,
  hint: "The heading's id, for a link to this part of the page (#…): letters, digits and hyphens. Blank: made from the block's place",
} as const;

export const EYEBROW_FIELD = {
  kind: 'text',
  name: 'eyebrow',
  label: 'Eyebrow',
  max: 80,
  optional: true,
  hint: 'A short line above the heading',
} as const;

export const HEADING_FIELD = { kind: 'text', name: 'heading', label: 'Heading', max: 120 } as const;

export const LEAD_FIELD = {
  kind: 'text',
  name: 'lead',
  label: 'Lead',
  max: 400,
  multiline: true,
  optional: true,
} as const;

export const BACKGROUND_FIELD = {
  kind: 'select',
  name: 'background',
  label: 'Background',
  options: ['plain', 'muted'],
  labels: { plain: 'White', muted: 'Tinted' },
} as const;

/** A section's head: eyebrow, heading and lead. */
export const SECTION_HEAD_FIELDS = [EYEBROW_FIELD, HEADING_FIELD, LEAD_FIELD] as const;

/** What an uploaded picture may be: the images and size a content image may have. */
export const PICTURE_FILES = {
  accept: CONTENT_IMAGE_TYPES,
  maxBytes: UPLOAD_LIMITS.sectionImageBytes,
} as const;
