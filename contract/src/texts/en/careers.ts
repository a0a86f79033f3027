/**
 * A job opening's page's texts in English (web/src/features/marketing/pages/CareerOpeningPage.tsx,
 * with its summary line and other way to apply from web/src/components/careers/ApplyLink.tsx, which
 * the careers list's cards use in English). The opening's own words are the opening's; its
 * application form is not here yet.
 */
import { EMPLOYMENT_TYPE_LABELS } from '../../constants.ts';
import { PAGE_MESSAGES } from '../../page-messages.ts';
import type { Area } from '../format.ts';

export const CAREERS = {
  // The hero's eyebrow, the missing opening's page title and the breadcrumb's name of the list.
  careers: 'Careers',
  // The page's title: {title} is the opening's.
  seoTitle: '{title} · Careers',
  aboutHeading: 'About the role',
  detailsHeading: 'At a glance',
  department: 'Department',
  location: 'Location',
  type: 'Type',
  experience: 'Experience',
  closes: 'Apply by',
  remote: 'Remote',
  noClosingDate: 'Open until filled',
  // The employment types by their schema.org codes, as the admin names them (EMPLOYMENT_TYPE_LABELS).
  FULL_TIME: EMPLOYMENT_TYPE_LABELS.FULL_TIME,
  PART_TIME: EMPLOYMENT_TYPE_LABELS.PART_TIME,
  CONTRACTOR: EMPLOYMENT_TYPE_LABELS.CONTRACTOR,
  INTERN: EMPLOYMENT_TYPE_LABELS.INTERN,
  TEMPORARY: EMPLOYMENT_TYPE_LABELS.TEMPORARY,
  // The spec's button (MESSAGES.careers, verbatim).
  apply: PAGE_MESSAGES.careers.apply,
  // The opening's own way to apply, beside the application form.
  otherWayWhatsapp: 'Prefer WhatsApp? Message us',
  otherWayEmail: 'Prefer e-mail? Write to us',
  otherWayUrl: 'Or apply on our application page',
  // What Apply by WhatsApp writes for the visitor ({siteName}: the settings'), and an e-mail's subject.
  applyMessage: 'Hello {siteName}, I am interested in the {title} position.',
  applySubject: 'Application: {title}',
  // Read out after Apply Now on a card (ApplyLink.tsx), by the way it applies; and after a card's
  // link to its opening's page.
  applyByWhatsapp: '(opens WhatsApp in a new tab)',
  applyByEmail: '(by e-mail)',
  applyByUrl: '(opens the application page in a new tab)',
  aboutRole: 'about the {title} role',
  // A closed or expired opening (410), an unknown one (404), one that could not be loaded.
  closedTitle: 'This opening is closed',
  closedText: 'It no longer takes applications. Have a look at the positions that are open now.',
  notFound: 'We could not find this opening.',
  loadFailed: 'We could not load this opening. Please try again in a moment.',
  backToCareers: 'See all open positions',
} as const satisfies Area;
