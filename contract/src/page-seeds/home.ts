/**
 * The home page (/, spec §2.3): the site's name over the slider of its services, the technologies it
 * works with, the banner section staff edit in Manage Content, the reasons clients choose it, the
 * service picker, the corporate profile and a call to get in touch; the page the code had, as a seed.
 * It is the site's front page: shown at /, whatever URL name staff give it (server contentAt).
 */
import { MESSAGES } from '../messages.ts';
import { contact, cta } from './build.ts';
import type { PageSeed } from './index.ts';

export const HOME_SEED: PageSeed = {
  key: 'home',
  title: 'Home',
  slug: 'home',
  seo: {
    title: 'IT, AI, App Development and Back Office Services | {siteName}',
    description:
      '{siteName} builds web and mobile apps, AI and IoT solutions, and runs digital marketing, back-office support and Amazon listings for businesses worldwide.',
  },
  keywords:
    'IT services India, web development, mobile app development, AI and machine learning, IoT solutions, digital marketing, back office support, Amazon listing services',
  structuredData: 'organization',
  // Deleted, it could never be edited again (a seed is made once): unpublished, / shows these words.
  keep: 'it is the site’s front page, shown at /',
  body: [
    {
      type: 'hero-slider',
      props: {
        label: 'Our services',
        slides: [
          {
            title: 'IT Solutions and Services',
            description:
              'One accountable team for the software, cloud and support your business runs on. We plan it, build it and keep it running.',
            art: 'it-solutions',
            image: null,
          },
          {
            title: 'AI and Machine Learning',
            description:
              'Put your data to work. We build models that forecast demand, sort documents and answer customers, and we ship them into the tools you already use.',
            art: 'ai-ml',
            image: null,
          },
          {
            title: 'Web and Mobile App Development',
            description:
              'Fast websites and apps your customers enjoy using. Native and cross-platform, designed, built, tested and launched by one team.',
            art: 'web-mobile',
            image: null,
          },
          {
            title: 'Digital Transformation',
            description:
              'Replace spreadsheets and manual steps with connected systems. Clear milestones, measurable results and no big-bang risk.',
            art: 'digital-transformation',
            image: null,
          },
          {
            title: 'Back Office Support',
            description:
              'Data entry, order processing, bookkeeping support and customer care, handled accurately by trained people, 24*7.',
            art: 'back-office',
            image: null,
          },
        ],
        button: contact(MESSAGES.buttons.requestConsultation),
      },
    },
    {
      type: 'logo-strip',
      props: {
        anchor: 'tech-strip-title',
        heading: 'What we work with',
        logos: [
          { name: 'AWS', mark: 'aws' },
          { name: 'React', mark: 'react' },
          { name: 'Node', mark: 'node' },
          { name: 'Android', mark: 'android' },
          { name: 'Back Office', mark: 'backOffice' },
          { name: 'Next', mark: 'next' },
        ],
      },
    },
    {
      type: 'banner-section',
      props: {
        anchor: 'expertise-title',
        eyebrow: 'Service Expertise',
        heading: 'Service expertise that covers the whole journey',
        text: 'From the first workshop to the day your product goes live and beyond, one team owns the outcome. Strategy, design, engineering, marketing and back-office operations work from the same plan, so nothing is lost between hand-offs.',
      },
    },
    {
      type: 'icon-cards',
      props: {
        anchor: 'exclusive-title',
        eyebrow: 'Why clients choose us',
        heading: 'Exclusive Services',
        lead: 'What you get with every engagement, whatever its size.',
        background: 'muted',
        cards: [
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
        ],
      },
    },
    {
      type: 'service-picker',
      props: {
        anchor: 'picker-title',
        eyebrow: 'What we do',
        heading: 'Pick a service to see how we help',
        cards: [
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
        ],
        button: contact('Discuss your project'),
      },
    },
    {
      type: 'profile-band',
      props: {
        anchor: 'profile-title',
        eyebrow: 'Corporate profile',
        heading: 'An agency built around your results',
        text: '{siteName} is an IT and business-services company working with clients around the world. We bring software engineering, AI, digital marketing and back-office operations together, so one partner can take an idea from plan to launch and keep it growing.\n\nOur teams work in short, visible cycles. You see progress every week, talk to the people doing the work, and pay for outcomes you can measure.',
        highlights: [
          { text: 'Support 24*7' },
          { text: '120+ executives' },
          { text: '1200+ projects delivered' },
          { text: 'In-house R&D' },
        ],
      },
    },
    cta(
      'Have a project in mind?',
      'Tell us what you want to achieve. We will come back with a clear plan and an honest estimate.',
      'Contact Us',
    ),
  ],
};
