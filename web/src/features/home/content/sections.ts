import type { PickerIcon } from '@vyoma/contract/blocks';

/**
 * Copy of the home page below the hero (spec §2.3) as typed data. Only the lazy below-the-fold chunk
 * imports it, which keeps the home route inside its first-load budget.
 */

/** Names shown in the looping technology strip; `mark` picks the logo drawn for each. */
export const TECH_LOGOS = [
  { name: 'AWS', mark: 'aws' },
  { name: 'React', mark: 'react' },
  { name: 'Node', mark: 'node' },
  { name: 'Android', mark: 'android' },
  { name: 'Back Office', mark: 'backOffice' },
  { name: 'Next', mark: 'next' },
] as const;

/** Shown when the editable Service Expertise section cannot be loaded. */
export const SERVICE_EXPERTISE_FALLBACK = {
  title: 'Service expertise that covers the whole journey',
  para: 'From the first workshop to the day your product goes live and beyond, one team owns the outcome. Strategy, design, engineering, marketing and back-office operations work from the same plan, so nothing is lost between hand-offs.',
} as const;

export type ExclusiveIcon = 'industry' | 'support' | 'recognition' | 'leaders' | 'research' | 'projects';

export interface ExclusiveService {
  icon: ExclusiveIcon;
  title: string;
  text: string;
}

export const EXCLUSIVE_SERVICES: readonly ExclusiveService[] = [
  {
    icon: 'industry',
    title: 'Industry expertise',
    text: 'We learn how your sector works before we write a line of code, so the solution fits your customers, rules and workflows.',
  },
  {
    icon: 'support',
    title: 'Personalised client support 24*7',
    text: 'A named contact who knows your project, and a support desk that answers around the clock, every day of the year.',
  },
  {
    icon: 'recognition',
    title: 'Recognition',
    text: 'Our reputation is built on repeat clients and referrals. We earn it again on every project with honest estimates and on-time delivery.',
  },
  {
    icon: 'leaders',
    title: 'Leaders with 120+ executives',
    text: 'More than 120 executives and specialists across engineering, design, marketing and operations, led by people who have shipped at scale.',
  },
  {
    icon: 'research',
    title: 'Research and development',
    text: 'Our R&D practice tests new frameworks and AI models early, so you get proven technology, not experiments on your budget.',
  },
  {
    icon: 'projects',
    title: 'IT expertise, 1200+ projects',
    text: 'Over 1200 projects delivered: websites, mobile apps, integrations and automation for businesses of every size.',
  },
];

export const SERVICE_PICKER: readonly {
  icon: PickerIcon;
  title: string;
  /** One line under the card title. */
  teaser: string;
  /** Shown on the laptop screen and used as the page's meta description when picked. */
  description: string;
}[] = [
  {
    icon: 'web',
    title: 'Web Development',
    teaser: 'Sites and web apps that load fast and convert.',
    description:
      'Custom websites, portals and web applications built for speed, search and conversion, on a stack your team can maintain.',
  },
  {
    icon: 'iot',
    title: 'IOT Solutions',
    teaser: 'Connected devices with dashboards that make sense.',
    description:
      'Sensors, gateways and cloud dashboards that track assets, energy and equipment in real time, with alerts before problems grow.',
  },
  {
    icon: 'ai',
    title: 'Artificial Intelligence',
    teaser: 'Models that save hours, not slides that promise them.',
    description:
      'Chat assistants, document processing, forecasting and recommendations, trained on your data and measured against clear goals.',
  },
  {
    icon: 'marketing',
    title: 'Digital Marketing',
    teaser: 'Search, social and ads tied to real revenue.',
    description:
      'SEO, paid campaigns, social media and content planned around your sales goals, with reports that show what every rupee returns.',
  },
  {
    icon: 'backOffice',
    title: 'Back Office Services',
    teaser: 'Accurate operations so your team can sell.',
    description:
      'Data entry, order and catalogue management, bookkeeping support and customer care, handled by trained staff with quality checks.',
  },
  {
    icon: 'mobile',
    title: 'Mobile App design and Development',
    teaser: 'iOS and Android apps people keep using.',
    description:
      'Native and cross-platform apps designed around your users, built with tested code and launched on the App Store and Google Play.',
  },
];

export const CORPORATE_PROFILE = {
  eyebrow: 'Corporate profile',
  title: 'An agency built around your results',
  paragraphs: [
    '{siteName} is an IT and business-services company working with clients around the world. We bring software engineering, AI, digital marketing and back-office operations together, so one partner can take an idea from plan to launch and keep it growing.',
    'Our teams work in short, visible cycles. You see progress every week, talk to the people doing the work, and pay for outcomes you can measure.',
  ],
  highlights: ['Support 24*7', '120+ executives', '1200+ projects delivered', 'In-house R&D'],
} as const;

export const HOME_CTA = {
  title: 'Have a project in mind?',
  text: 'Tell us what you want to achieve. We will come back with a clear plan and an honest estimate.',
} as const;
