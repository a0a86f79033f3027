/** Head text of amazon (see ./index.ts). */
import { PAGE } from '../routes.ts';
import type { PageText } from './index.ts';

export const AMAZON_TEXT: PageText = {
  path: PAGE.amazon,
  title: 'Amazon Product Listing Services',
  description:
    'Amazon listing creation, keyword research, A+ content, catalogue cleanup and account health support from {siteName}. Listings that rank and convert.',
  keywords:
    'Amazon product listing services, Amazon listing optimisation, A+ content, Amazon keyword research, Amazon catalogue management, Amazon seller support India',
};
