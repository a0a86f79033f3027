/**
 * The careers page (/careers, spec §9): "Join Our Team", the open openings (records staff manage,
 * a page at a time) and a call to get in touch; the page the code had, as a seed.
 */
import { MESSAGES } from '../messages.ts';
import { cta, hero } from './build.ts';
import type { PageSeed } from './index.ts';

export const CAREERS_SEED: PageSeed = {
  key: 'careers',
  title: 'Careers',
  slug: 'careers',
  seo: {
    title: null,
    description:
      'Join {siteName}. Openings for developers, designers, marketers, content writers and back-office specialists. Apply in one message.',
  },
  keywords:
    'IT jobs Indore, developer jobs, React developer job, PHP developer job, digital marketing internship, back office jobs',
  structuredData: 'none',
  body: [
    hero(
      'Careers',
      MESSAGES.careers.heading,
      'Build software and services that clients depend on, learn from experienced colleagues and grow your skills with every project. Found a role that fits? Message us in one tap.',
    ),
    {
      type: 'openings-list',
      props: {
        anchor: 'careers-grid-heading',
        heading: 'Open positions',
        details: 'Read more',
        emptyTitle: 'No open positions right now',
        emptyText:
          'We are not hiring for a particular role at the moment, but we are always glad to hear from people who love their craft.',
        background: 'muted',
      },
    },
    cta(
      'Don’t see your role?',
      'We are always glad to meet talented people. Tell us what you do best and we will keep you in mind.',
      'Contact Us',
    ),
  ],
};
