/**
 * Careers (/careers): the 16 openings of spec §9. Each Apply Now button messages the WhatsApp number
 * of the site settings, so no phone number or agency name lives here ("{siteName}" is filled in).
 */

import { CAREERS_TEXT } from '@vyoma/contract/page-text/careers';
export interface JobOpening {
  title: string;
  description: string;
}

export const CAREERS_PAGE = {
  seo: CAREERS_TEXT,
  eyebrow: 'Careers',
  subtitle:
    'Build software and services that clients depend on, learn from experienced colleagues and grow your skills with every project. Found a role that fits? Message us in one tap.',
  gridHeading: 'Open positions',
  cta: {
    title: 'Don’t see your role?',
    text: 'We are always glad to meet talented people. Tell us what you do best and we will keep you in mind.',
  },
} as const;

/** Prefilled messaging text for one position. */
export function applyMessage(title: string, siteName: string): string {
  return `Hello ${siteName}, I am interested in the ${title} position.`;
}

export const JOB_OPENINGS: JobOpening[] = [
  {
    title: 'iOS Developer',
    description:
      'Build polished iPhone and iPad apps in Swift and SwiftUI, from first screen to App Store release, with a team that reviews code carefully.',
  },
  {
    title: 'Android Developer',
    description:
      'Create fast, reliable Android apps in Kotlin and Jetpack Compose that work well on everything from budget phones to foldables.',
  },
  {
    title: 'PHP Developer',
    description:
      'Develop and maintain web applications and CMS sites in PHP and Laravel, with clean code, tests and sensible database design.',
  },
  {
    title: 'Python/Django Developer',
    description:
      'Design APIs and back-end services with Python and Django, and help bring data and machine learning features into production.',
  },
  {
    title: 'Senior Team Lead PHP Developer',
    description:
      'Lead a small PHP team: plan sprints, review code, guide architecture decisions and be the technical voice clients trust.',
  },
  {
    title: 'Business Development Executive',
    description:
      'Understand client needs, prepare clear proposals and build long-term relationships with businesses in India and abroad.',
  },
  {
    title: 'Content Writer',
    description:
      'Write clear web pages, blog posts and product listings that explain technical services in plain, persuasive language.',
  },
  {
    title: 'Internship in Digital Marketing',
    description:
      'Learn SEO, social media and paid campaigns hands-on, working on real client accounts with a mentor who reviews your work.',
  },
  {
    title: 'Back Office Support',
    description:
      'Handle data entry, order processing and customer emails accurately and on time for clients who rely on our support.',
  },
  {
    title: 'Frontend Developer',
    description:
      'Turn designs into fast, accessible interfaces with HTML, CSS and TypeScript that work on every screen size.',
  },
  {
    title: 'Backend Developer',
    description:
      'Build secure APIs, data models and integrations with Node.js or Python, and keep them fast and well monitored.',
  },
  {
    title: 'Full Stack Developer',
    description:
      'Own features from database to browser: design the API, build the interface and ship it with tests.',
  },
  {
    title: 'React Developer',
    description:
      'Create React applications with clean components, solid state management and attention to performance and accessibility.',
  },
  {
    title: 'UI/UX Designer',
    description:
      'Research user needs, sketch flows and design interfaces in Figma that developers can build and users enjoy.',
  },
  {
    title: 'DevOps Engineer',
    description:
      'Automate builds, deployments and monitoring on the cloud, and keep client systems secure, backed up and running.',
  },
  {
    title: 'Digital Marketing Specialist',
    description:
      'Plan and run SEO, social and paid campaigns for clients, and report results in numbers they understand.',
  },
];
