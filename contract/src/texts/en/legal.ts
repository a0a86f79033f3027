/**
 * The legal pages' own texts in English (web/src/features/marketing/pages/LegalPage.tsx): the frame
 * around the document staff saved, whose words are the document's.
 */
import type { Area } from '../format.ts';

export const LEGAL = {
  eyebrow: 'Legal',
  // Before the day the document was last saved (written in the page's locale).
  lastUpdated: 'Last updated: ',
  // The table of contents' heading, and the name of the box with the site's contact details.
  onThisPage: 'On this page',
  contactDetails: 'Contact details',
} as const satisfies Area;
