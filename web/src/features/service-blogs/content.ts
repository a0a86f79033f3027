/** Static copy of the two blog-fed service pages (spec §2.4), one record per category. */

import type { BlogCategory } from '@vyoma/contract';
import { BACK_OFFICE_TEXT, DIGITAL_MARKETING_TEXT } from '@vyoma/contract/page-text/service-blogs';

export type ServiceBlogCategory = Extract<BlogCategory, 'backOffice' | 'digitalMarketing'>;

export interface ServiceBlogContent {
  path: string;
  seo: { title: string; description: string; keywords: string };
  hero: { eyebrow: string; title: string; lead: string };
  intro: { heading: string; paragraphs: string[]; points: { title: string; text: string }[] };
  list: { heading: string; lead: string };
  cta: { title: string; text: string };
}

export const SERVICE_BLOG_CONTENT: Record<ServiceBlogCategory, ServiceBlogContent> = {
  backOffice: {
    path: '/backOfficeServices',
    seo: BACK_OFFICE_TEXT,
    hero: {
      eyebrow: 'Back Office Services',
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
  },
  digitalMarketing: {
    path: '/digitalMarketingServices',
    seo: DIGITAL_MARKETING_TEXT,
    hero: {
      eyebrow: 'Digital Marketing Services',
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
  },
};
