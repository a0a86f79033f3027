/**
 * A dark band with a short profile of the company and its highlights (the home page's "Corporate
 * profile"), rising into place once when scrolled to (spec §2.3), still with reduced motion.
 * `{siteName}` in its text is the site's name.
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, EYEBROW_FIELD, HEADING_FIELD } from './section.ts';

export const PROFILE_BAND = defineBlock({
  name: 'profile-band',
  label: 'Profile band',
  group: 'Content',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    EYEBROW_FIELD,
    HEADING_FIELD,
    {
      kind: 'text',
      name: 'text',
      label: 'Text',
      max: 1500,
      multiline: true,
      hint: 'A blank line starts a new paragraph; {siteName} is the site’s name',
    },
    {
      kind: 'items',
      name: 'highlights',
      label: 'Highlights',
      itemLabel: 'Highlight {n}',
      min: 1,
      max: 8,
      of: [{ kind: 'text', name: 'text', label: 'Text', max: 60 }],
    },
    ANCHOR_FIELD,
  ],
  example: {
    eyebrow: 'Who we are',
    heading: 'An agency built around your results',
    text: '{siteName} brings engineering, marketing and operations together, so one partner takes an idea from plan to launch.',
    highlights: [{ text: 'Support 24*7' }, { text: 'In-house R&D' }],
    anchor: '',
  },
});
