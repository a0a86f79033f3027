/**
 * A video from the media library, played in the page with the browser's own controls (no player
 * script, nothing from another site), with a still shown until it plays, a caption and a transcript
 * for those who cannot hear or watch it. Chosen from the library like any picture; until one is
 * chosen the page shows the section without a player, and the editor says what is missing.
 */
import { CONTENT_IMAGE_TYPES, UPLOAD_LIMITS, VIDEO_TYPES } from '../constants.ts';
import { emptyDoc } from '../rich-text.ts';
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

export const VIDEO = defineBlock({
  name: 'video',
  label: 'Video',
  group: 'Media',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    {
      kind: 'media',
      name: 'video',
      label: 'Video',
      optional: true,
      accept: VIDEO_TYPES,
      maxBytes: UPLOAD_LIMITS.libraryFileBytes,
      hint: 'MP4 or WebM from the media library. It plays only when a visitor starts it, without sound until they turn it up.',
    },
    {
      kind: 'media',
      name: 'poster',
      label: 'Still image',
      optional: true,
      accept: CONTENT_IMAGE_TYPES,
      maxBytes: UPLOAD_LIMITS.sectionImageBytes,
      hint: 'Shown until the video plays; without one the video’s first frame is fetched to show it',
    },
    { kind: 'text', name: 'caption', label: 'Caption', max: 200, optional: true },
    {
      kind: 'richText',
      name: 'transcript',
      label: 'Transcript',
      optional: true,
      search: 'C',
      hint: 'What is said and shown, for visitors who cannot hear or watch it (and for search)',
    },
    BACKGROUND_FIELD,
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: '',
    heading: 'See it in two minutes',
    lead: '',
    video: null,
    poster: null,
    caption: '',
    transcript: emptyDoc(),
    background: 'plain',
  },
});
