/** Head text of services (see ./index.ts). */
import { PAGE } from '../routes.ts';
import type { PageText } from './index.ts';

export const SERVICES_TEXT: PageText = {
  path: PAGE.services,
  title: 'Our Services',
  description:
    'Web and app development, AI and machine learning, digital marketing, back-office support and Amazon listing services from one accountable team in India.',
  keywords:
    'IT services India, web development, app development, AI solutions, digital marketing, back office support, Amazon listing services',
};
