/**
 * Careers (/careers and /careers/{slug}): the page copy. The openings themselves are records managed
 * in the admin (issue 19; the demo content has spec §9's 16). A WhatsApp Apply Now messages the
 * number of the site settings, so no phone number or agency name lives here ("{siteName}" is filled in).
 */

/** How pages and the admin name the schema.org employment types (the opening's declaration has them too). */
export { EMPLOYMENT_TYPE_LABELS } from '@vyoma/contract';

/** Prefilled messaging text for one position. */
export function applyMessage(title: string, siteName: string): string {
  return `Hello ${siteName}, I am interested in the ${title} position.`;
}

/** The page of one opening. */
export const OPENING_PAGE = {
  eyebrow: 'Careers',
  aboutHeading: 'About the role',
  detailsHeading: 'At a glance',
  labels: {
    department: 'Department',
    location: 'Location',
    type: 'Type',
    experience: 'Experience',
    closes: 'Apply by',
  },
  remote: 'Remote',
  noClosingDate: 'Open until filled',
  closed: {
    title: 'This opening is closed',
    text: 'It no longer takes applications. Have a look at the positions that are open now.',
  },
  notFound: 'We could not find this opening.',
  loadFailed: 'We could not load this opening. Please try again in a moment.',
  backToCareers: 'See all open positions',
  /** The opening's own way to apply, beside the application form (issue 29). */
  otherWay: {
    whatsapp: 'Prefer WhatsApp? Message us',
    email: 'Prefer e-mail? Write to us',
    url: 'Or apply on our application page',
  },
} as const;

/** The e-mail subject of an application. */
export const applySubject = (title: string): string => `Application: ${title}`;
