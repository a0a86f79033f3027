/**
 * Copy of the home page's first screen (spec §2.3): hero slides and metadata, as typed data. Imported
 * only by the home feature. The copy below the fold lives in features/home/content/sections.ts so it
 * ships in the lazy below-the-fold chunk, not in the home route's first-load JavaScript.
 */

import type { HeroSlide } from '~/components/sections/HeroSlider.tsx';

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'IT Solutions and Services',
    description:
      'One accountable team for the software, cloud and support your business runs on. We plan it, build it and keep it running.',
    image: '/hero/it-solutions.svg',
    imageAlt: 'Illustration of connected servers, a cloud and a dashboard',
  },
  {
    title: 'AI and Machine Learning',
    description:
      'Put your data to work. We build models that forecast demand, sort documents and answer customers, and we ship them into the tools you already use.',
    image: '/hero/ai-ml.svg',
    imageAlt: 'Illustration of a neural network with glowing nodes',
  },
  {
    title: 'Web and Mobile App Development',
    description:
      'Fast websites and apps your customers enjoy using. Native and cross-platform, designed, built, tested and launched by one team.',
    image: '/hero/web-mobile.svg',
    imageAlt: 'Illustration of a browser window next to a phone showing the same app',
  },
  {
    title: 'Digital Transformation',
    description:
      'Replace spreadsheets and manual steps with connected systems. Clear milestones, measurable results and no big-bang risk.',
    image: '/hero/digital-transformation.svg',
    imageAlt: 'Illustration of paper documents turning into connected digital blocks',
  },
  {
    title: 'Back Office Support',
    description:
      'Data entry, order processing, bookkeeping support and customer care, handled accurately by trained people, 24*7.',
    image: '/hero/back-office.svg',
    imageAlt: 'Illustration of a support headset, a checklist and a calendar',
  },
];

export const HOME_SEO = {
  title: 'IT, AI, App Development and Back Office Services',
  description:
    '{siteName} builds web and mobile apps, AI and IoT solutions, and runs digital marketing, back-office support and Amazon listings for businesses worldwide.',
  keywords:
    'IT services India, web development, mobile app development, AI and machine learning, IoT solutions, digital marketing, back office support, Amazon listing services',
} as const;
