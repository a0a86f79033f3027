/** Head text of service blogs (see ./index.ts). */
import { PAGE } from '../routes.ts';
import type { PageText } from './index.ts';

/** The two blog-fed service pages. */
export const BACK_OFFICE_TEXT: PageText = {
  path: PAGE.backOffice,
  title: 'Back Office Services',
  description:
    'Outsource data entry, bookkeeping support, order processing and customer email to a trained back-office team in India. Accurate, secure and on time.',
  keywords: 'back office outsourcing, data entry services, order processing, bookkeeping support India',
};

export const DIGITAL_MARKETING_TEXT: PageText = {
  path: PAGE.digitalMarketing,
  title: 'Digital Marketing Services',
  description:
    'Search, social and paid campaigns that bring measurable enquiries. {siteName} plans, runs and reports on digital marketing for growing businesses.',
  keywords: 'digital marketing agency India, SEO services, social media marketing, PPC management',
};
