/** The product list's texts in English (web/src/features/products: the page, its filters, quantities). */
import type { Area } from '../format.ts';

export const PRODUCTS = {
  seoTitle: 'Our Products',
  // {siteName} is the page head's to fill (components/seo/Seo.tsx).
  seoDescription:
    'Fixed-price packages from {siteName}: business websites, app prototypes, SEO audits, Amazon listing packs, workspace setup and IoT kits. Prices in rupees.',
  keywords:
    'IT service packages, business website price India, SEO audit, IoT starter kit, Amazon listing optimisation',
  eyebrow: 'Catalogue',
  title: 'Our Products',
  lead: 'Ready-to-order packages and kits with clear scope and a fixed price. Pick one, or ask us to tailor it.',
  matching: 'Matching products',
  all: 'All products',
  count: { one: '{count} product', other: '{count} products' },
  pageOf: ' · page {page} of {pages}',
  loadFailed: 'Could not load products. Please try again.',
  tryAgain: 'Try again',
  noMatch: 'No products match your filters.',
  resetFilters: 'Reset filters',
  pages: 'Product pages',
  filter: 'Filter products',
  keyword: 'Search products',
  keywordExample: 'e.g. website, SEO, IoT',
  minPrice: 'Min price (₹)',
  maxPrice: 'Max price (₹)',
  minRating: 'Minimum rating',
  anyRating: 'Any rating',
  starsUp: '{stars} stars & up',
  search: 'Search',
  reset: 'Reset',
} as const satisfies Area;
