/**
 * The two blog-fed service pages (spec §2.4, /backOfficeServices and /digitalMarketingServices): the
 * pages the code had, as seeds. Each lists its category's posts (the post-list block), with the
 * spec's empty message while there are none.
 */
import type { BlogCategory } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { BUTTONS, cta, hero, type SeedBlock } from './build.ts';
import type { PageSeed } from './index.ts';

interface ServiceBlogCopy {
  key: string;
  slug: string;
  category: BlogCategory;
  /** The service's name: the page's title, its hero's eyebrow and what its posts are about. */
  name: string;
  seo: { description: string; keywords: string };
  hero: { title: string; lead: string };
  intro: { heading: string; paragraphs: string[]; points: { title: string; text: string }[] };
  list: { heading: string; lead: string };
  cta: { title: string; text: string };
}

const body = (copy: ServiceBlogCopy): SeedBlock[] => [
  hero(copy.name, copy.hero.title, copy.hero.lead, BUTTONS.getAQuote),
  {
    type: 'intro',
    props: {
      anchor: 'blog-service-intro',
      heading: copy.intro.heading,
      text: copy.intro.paragraphs.join('\n\n'),
      points: copy.intro.points,
      picture: null,
      background: 'plain',
    },
  },
  {
    type: 'post-list',
    props: {
      anchor: 'blog-service-list',
      heading: copy.list.heading,
      lead: copy.list.lead,
      category: copy.category,
      subject: copy.name,
      empty: MESSAGES.blog.emptyServiceList,
      background: 'muted',
    },
  },
  cta(copy.cta.title, copy.cta.text, BUTTONS.getAQuote),
];

const seed = (copy: ServiceBlogCopy): PageSeed => ({
  key: copy.key,
  title: copy.name,
  slug: copy.slug,
  seo: { title: null, description: copy.seo.description },
  keywords: copy.seo.keywords,
  structuredData: 'service',
  body: body(copy),
});

export const BACK_OFFICE_SEED = seed({
  key: 'back-office',
  slug: 'backOfficeServices',
  category: 'backOffice',
  name: 'Back Office Services',
  seo: {
    description:
      'Outsource data entry, bookkeeping support, order processing and customer email to a trained back-office team in India. Accurate, secure and on time.',
    keywords: 'back office outsourcing, data entry services, order processing, bookkeeping support India',
  },
  hero: {
    title: 'Back-office support that keeps your business running',
    lead: 'Hand over the routine work. Our trained team handles it accurately and on schedule, so your people can focus on customers and growth.',
  },
  intro: {
    heading: 'Reliable hands for the work behind the scenes',
    paragraphs: [
      'Data entry, order processing, invoicing and inbox management take hours every week. We take them off your plate with documented processes, daily check-ins and clear turnaround times.',
      'You get a dedicated team lead, secure access controls and a simple weekly report. Scale up in busy months and down when things are quiet.',
    ],
    points: [
      { title: 'Accurate', text: 'Two-step checks on every batch of records.' },
      { title: 'Secure', text: 'Role-based access and signed confidentiality agreements.' },
      { title: 'Flexible', text: 'Support 24*7 for ongoing clients, sized to your workload.' },
    ],
  },
  list: {
    heading: 'What we handle',
    lead: 'A closer look at the back-office services our clients rely on.',
  },
  cta: {
    title: 'Free up your team this month',
    text: 'Tell us which tasks slow you down. We will propose a trial batch and a clear monthly price.',
  },
});

export const DIGITAL_MARKETING_SEED = seed({
  key: 'digital-marketing',
  slug: 'digitalMarketingServices',
  category: 'digitalMarketing',
  name: 'Digital Marketing Services',
  seo: {
    description:
      'Search, social and paid campaigns that bring measurable enquiries. {siteName} plans, runs and reports on digital marketing for growing businesses.',
    keywords: 'digital marketing agency India, SEO services, social media marketing, PPC management',
  },
  hero: {
    title: 'Marketing that brings you customers, not just clicks',
    lead: 'We plan, run and measure campaigns across search, social and email, and report on the numbers that matter: enquiries and sales.',
  },
  intro: {
    heading: 'A plan built around your goals',
    paragraphs: [
      'We start with your customers and your numbers. Then we choose the channels that reach those customers at the lowest cost per enquiry.',
      'Every month you see what we did, what it delivered and what we will change next. No vanity metrics, no long lock-in contracts.',
    ],
    points: [
      { title: 'Search', text: 'Technical SEO, content and local listings that rank.' },
      { title: 'Social', text: 'Consistent posting and ads that reach the right people.' },
      { title: 'Measured', text: 'Clear monthly reports on leads, sales and spend.' },
    ],
  },
  list: {
    heading: 'Our marketing services',
    lead: 'How each part of our digital marketing works, in plain language.',
  },
  cta: {
    title: 'Ready for more enquiries?',
    text: 'Get a free review of your website and channels, with three changes you can make right away.',
  },
});
