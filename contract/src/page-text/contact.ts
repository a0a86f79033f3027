/** Head text of contact (see ./index.ts). */
import { PAGE } from '../routes.ts';
import type { PageText } from './index.ts';

/** The contact page adds the site's phone and email to its description, and its name to the keywords. */
export const CONTACT_TEXT: PageText = {
  path: PAGE.contact,
  title: 'Contact Us',
  description: 'Talk to {siteName} about your website, app, AI, marketing or back-office project.',
  keywords: 'IT services quote, web development India, app development consultation',
};
