/**
 * Contact Us (/contactUs, spec §2.5): its hero and the contact section (the site settings' details
 * beside the enquiry form); the page the code had, as a seed. Its description ends with how to reach
 * the agency, made from the settings where the head shows it (`{reachUs}`), as the code's page did.
 */
import { hero } from './build.ts';
import type { PageSeed } from './index.ts';

export const CONTACT_SEED: PageSeed = {
  key: 'contact',
  title: 'Contact Us',
  slug: 'contactUs',
  seo: {
    title: null,
    description:
      'Talk to {siteName} about your website, app, AI, marketing or back-office project. {reachUs}',
  },
  keywords: 'contact {siteName}, IT services quote, web development India, app development consultation',
  // Its ContactPage structured data comes with its contact-form block.
  structuredData: 'none',
  keep: 'the site’s “Contact Us” buttons lead to it and its enquiry form posts to it',
  body: [
    hero(
      'Contact Us',
      "Let's talk about your project",
      'Tell us what you want to build or improve. We reply within one business day with clear next steps and an honest estimate.',
    ),
    {
      type: 'contact-form',
      props: {
        detailsHeading: 'Reach us directly',
        detailsLead:
          'Prefer a call or a chat? Our team answers personally, and support runs 24*7 for ongoing clients.',
        formHeading: 'Send us a message',
        formLead: 'All fields are required.',
      },
    },
  ],
};
