/**
 * The six cards of "What we Offer" (/services), as spec "Service card" records {id, image, title,
 * paragraph}, plus the route each card opens. Also the shared card type used by the web and app
 * development overviews.
 */
import { SERVICES_TEXT } from '@vyoma/contract/page-text/services';
import type { IllustrationSpec } from '../components/illustrations/types.ts';

export interface ServiceCard {
  id: string;
  image: IllustrationSpec;
  title: string;
  paragraph: string;
  /** Path of the page the card opens. */
  to: string;
}

export const SERVICES_PAGE = {
  seo: SERVICES_TEXT,
  eyebrow: 'Services',
  title: 'What we Offer',
  lead: 'Six services, one team. Pick what you need today and add the rest as you grow.',
  gridHeading: 'How we can help',
  gridLead: 'Every engagement starts with your goal and ends with something you can measure.',
  cta: {
    title: 'Not sure where to start?',
    text: 'Tell us what you want to achieve. We will suggest the shortest path and send a clear quote.',
  },
} as const;

export const SERVICE_CARDS: ServiceCard[] = [
  {
    id: 'web-development',
    image: { kind: 'browser', screen: 'dashboard' },
    title: 'Web Development',
    paragraph:
      'Fast, secure websites and web applications, from company sites and online stores to enterprise portals that replace spreadsheets.',
    to: '/webdevelopment',
  },
  {
    id: 'app-development',
    image: { kind: 'phones', screen: 'list' },
    title: 'App Development',
    paragraph:
      'Native and cross-platform apps for iPhone, Android, wearables and TV screens, designed, built and published for you.',
    to: '/appdevelopment',
  },
  {
    id: 'ai-machine-learning',
    image: { kind: 'neural' },
    title: 'AI & Machine Learning',
    paragraph:
      'Forecasting, document automation and assistants that turn your data into decisions and free your team from repetitive work.',
    to: '/machine-learning-and-ai-solutions',
  },
  {
    id: 'digital-marketing',
    image: { kind: 'chart' },
    title: 'Digital Marketing',
    paragraph:
      'SEO, paid campaigns and social media that bring the right visitors and report results in plain numbers you can check.',
    to: '/digitalMarketingServices',
  },
  {
    id: 'back-office-support',
    image: { kind: 'docs' },
    title: 'Back Office Support',
    paragraph:
      'Data entry, bookkeeping support, order processing and customer email handled accurately, so your team can focus on clients.',
    to: '/backOfficeServices',
  },
  {
    id: 'amazon-listing-services',
    image: { kind: 'parcel' },
    title: 'Amazon Listing Services',
    paragraph:
      'Listings that rank and convert: keyword research, clear copy, A+ content and catalogue upkeep for your Amazon store.',
    to: '/amazonServices',
  },
];
