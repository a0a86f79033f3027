/**
 * Header menu data (spec §2.1); the footer's link lists are in components/layout/footer-links.ts so
 * they load with the lazy footer, not with every page's first-load JavaScript.
 */
import type { BlogCategory } from '@vyoma/contract';

export interface NavLinkItem {
  label: string;
  to: string;
}

/**
 * One visitor menu entry: a plain link, a link whose dropdown lists the blog titles of `blogCategory`
 * (only when there are some, spec §2.1), or a fixed group of links with no page of its own.
 */
export type NavEntry =
  | (NavLinkItem & { blogCategory?: Exclude<BlogCategory, 'others'> })
  | { label: string; children: readonly NavLinkItem[] };

export const DEVELOPMENT_LINKS: readonly NavLinkItem[] = [
  { label: 'Web Development', to: '/webdevelopment' },
  { label: 'App Development', to: '/appdevelopment' },
  { label: 'Machine Learning & AI', to: '/machine-learning-and-ai-solutions' },
];

export const VISITOR_NAV: readonly NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Digital Marketing Services', to: '/digitalMarketingServices', blogCategory: 'digitalMarketing' },
  { label: 'Back Office Services', to: '/backOfficeServices', blogCategory: 'backOffice' },
  { label: 'Amazon Services', to: '/amazonServices' },
  { label: 'Development', children: DEVELOPMENT_LINKS },
  { label: 'Products', to: '/products' },
  { label: 'Contact Us', to: '/contactUs' },
];
