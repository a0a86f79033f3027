/** Head text of careers (see ./index.ts). */
import { PAGE } from '../routes.ts';
import type { PageText } from './index.ts';

export const CAREERS_TEXT: PageText = {
  path: PAGE.careers,
  title: 'Careers',
  description:
    'Join {siteName}. Openings for developers, designers, marketers, content writers and back-office specialists. Apply in one message.',
  keywords:
    'IT jobs Indore, developer jobs, React developer job, PHP developer job, digital marketing internship, back office jobs',
};
