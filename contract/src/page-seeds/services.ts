/** "What we Offer" (/services): the six service cards (spec §2.2), as a seed. */
import { PAGE } from '../routes.ts';
import { BUTTONS, cta, hero, type SeedBlock, url } from './build.ts';
import type { PageSeed } from './index.ts';

/** The spec's "Service card" records: a drawing, a title, a paragraph, and the page each opens. */
const CARDS = [
  {
    drawing: { kind: 'browser', screen: 'dashboard' },
    title: 'Web Development',
    text: 'Fast, secure websites and web applications, from company sites and online stores to enterprise portals that replace spreadsheets.',
    to: PAGE.webDevelopment,
  },
  {
    drawing: { kind: 'phones', screen: 'list' },
    title: 'App Development',
    text: 'Native and cross-platform apps for iPhone, Android, wearables and TV screens, designed, built and published for you.',
    to: PAGE.appDevelopment,
  },
  {
    drawing: { kind: 'neural' },
    title: 'AI & Machine Learning',
    text: 'Forecasting, document automation and assistants that turn your data into decisions and free your team from repetitive work.',
    to: PAGE.ai,
  },
  {
    drawing: { kind: 'chart' },
    title: 'Digital Marketing',
    text: 'SEO, paid campaigns and social media that bring the right visitors and report results in plain numbers you can check.',
    to: PAGE.digitalMarketing,
  },
  {
    drawing: { kind: 'docs' },
    title: 'Back Office Support',
    text: 'Data entry, bookkeeping support, order processing and customer email handled accurately, so your team can focus on clients.',
    to: PAGE.backOffice,
  },
  {
    drawing: { kind: 'parcel' },
    title: 'Amazon Listing Services',
    text: 'Listings that rank and convert: keyword research, clear copy, A+ content and catalogue upkeep for your Amazon store.',
    to: PAGE.amazon,
  },
];

const BODY: SeedBlock[] = [
  hero(
    'Services',
    'What we Offer',
    'Six services, one team. Pick what you need today and add the rest as you grow.',
  ),
  {
    type: 'card-grid',
    props: {
      anchor: 'services-grid-heading',
      heading: 'How we can help',
      lead: 'Every engagement starts with your goal and ends with something you can measure.',
      background: 'muted',
      cards: CARDS.map(({ drawing, title, text, to }) => ({
        picture: { drawing, label: '' },
        title,
        text,
        link: url('Learn more', to),
      })),
    },
  },
  cta(
    'Not sure where to start?',
    'Tell us what you want to achieve. We will suggest the shortest path and send a clear quote.',
    BUTTONS.bookConsultation,
  ),
];

export const SERVICES_SEED: PageSeed = {
  key: 'services',
  title: 'Our Services',
  slug: 'services',
  seo: {
    title: null,
    description:
      'Web and app development, AI and machine learning, digital marketing, back-office support and Amazon listing services from one accountable team in India.',
  },
  keywords:
    'IT services India, web development, app development, AI solutions, digital marketing, back office support, Amazon listing services',
  structuredData: 'none',
  body: BODY,
};
