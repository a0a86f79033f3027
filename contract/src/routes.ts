/**
 * The site's page paths, written once: the web route table, the content records, the sitemap and
 * the tests all derive from these lists.
 */
import type { LegalKey } from './constants.ts';
import { PAGE } from './page-shell.ts';

// Written in page-shell.ts (what every public page's first script needs), exported here too.
export { ADMIN_HOME, FEEDS, PAGE, SEARCH_PARAMS } from './page-shell.ts';

/** The five web-development detail pages (spec §2.2), one template. */
export const WEB_DEVELOPMENT_SLUGS = [
  'enterprise-web-app-development',
  'cms',
  'ecommerce-development-services',
  'third-party-API-integration',
  'web-design-services',
] as const;
export type WebDevelopmentSlug = (typeof WEB_DEVELOPMENT_SLUGS)[number];

/** The nine app service pages (spec §2.2); with the AI page they share one template (spec §2.4). */
export const APP_SERVICE_SLUGS = [
  'iphone-app-development',
  'android-app-development',
  'react-native-app-development',
  'ionic-app-development',
  'flutter-app-development',
  'wearable-app-development',
  'ar-vr-app-development',
  'ui-ux-design-development',
  'chrome-cast-app-development',
] as const;
export type AppServiceSlug = (typeof APP_SERVICE_SLUGS)[number];

/**
 * Where an opening's application form posts without JavaScript (multipart; issue 29). Not a page: a
 * visit of it is sent on to the opening's form.
 */
export const careerApplyPath = (slug: string) => `${PAGE.careerOpening(slug)}/apply`;

/** The public page of each legal text (issue 19): its key is its path. */
export const LEGAL_PAGE_PATHS = {
  'privacy-policy': PAGE.privacy,
  'terms-and-conditions': PAGE.terms,
  'refund-policy': PAGE.refund,
} as const satisfies Record<LegalKey, string>;

/** The catalogue filters in the /products URL (/products?keyword=seo&page=2), by filter name. */
export const PRODUCT_FILTER_PARAMS = {
  keyword: 'keyword',
  page: 'page',
  priceGte: 'minPrice',
  priceLte: 'maxPrice',
  ratingsGte: 'rating',
} as const;

/** /cart?quote=1 (Buy Now) opens the quote request at once. */
export const CART_QUOTE_PARAM = 'quote';

/**
 * Every query parameter a public page reads. The server's page cache keys on these alone, so the
 * tracking parameters of ad clicks and campaigns (fbclid, gclid, utm_*) all share one cached page.
 * A page that starts reading another parameter must add it here.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [
  ...Object.values(PRODUCT_FILTER_PARAMS),
  CART_QUOTE_PARAM,
];

/**
 * Pages whose content follows free text in their URL (a search): the page cache would hold one entry
 * per made-up query, so they are rendered for every request (within the render limit) and never
 * cached. Their parameters are not in PAGE_QUERY_PARAMS for that reason.
 */
export const UNCACHED_PAGES: readonly string[] = [PAGE.search];

/**
 * The public pages the code renders that have no id: the sitemap's fixed entries, and addresses no
 * page staff make may take (reserved-paths.ts).
 */
export const CODE_PAGE_PATHS = [PAGE.home, PAGE.products, PAGE.privacy, PAGE.terms, PAGE.refund] as const;

/**
 * The site's own pages that were code and are page documents now (issue 35 step 6: contract
 * page-seeds makes them), at the addresses the code had: in the pages' sitemap file, editable.
 */
export const SEEDED_PAGE_PATHS = [
  PAGE.services,
  PAGE.digitalMarketing,
  PAGE.backOffice,
  PAGE.amazon,
  PAGE.webDevelopment,
  ...WEB_DEVELOPMENT_SLUGS.map(PAGE.webDevelopmentDetail),
  PAGE.appDevelopment,
  ...APP_SERVICE_SLUGS.map(PAGE.appService),
  PAGE.ai,
  PAGE.careers,
  PAGE.contact,
] as const;

/** Every public page that has no id, code or seeded: for the tests that visit every public page. */
export const PUBLIC_STATIC_PATHS = [...CODE_PAGE_PATHS, ...SEEDED_PAGE_PATHS] as const;

/** The post categories that have a page of their posts (spec §2.4), by category name. */
export const CATEGORY_PAGES = {
  backOffice: PAGE.backOffice,
  digitalMarketing: PAGE.digitalMarketing,
} as const;

/** What the sitemap's files list: the pages without an id, then posts, products and openings. */
export const SITEMAP_PARTS = ['pages', 'posts', 'products', 'careers'] as const;
/** A file's part: one of these, or another content type's (its plural, e.g. `case-studies`). */
export type SitemapPart = (typeof SITEMAP_PARTS)[number] | (string & {});

/**
 * The sitemap (issue 26): /sitemap.xml is an index naming its files, each of at most
 * SITEMAP_FILE_URLS URLs: /sitemaps/pages.xml, then /sitemaps/posts-1.xml, posts-2 … (and products,
 * careers), so a site of any size is read a bounded page at a time.
 */
export const SITEMAP = {
  index: '/sitemap.xml',
  /** The folder of its files (no page lives under it). */
  dir: '/sitemaps',
  file: (part: SitemapPart, n = 1) =>
    part === 'pages' ? '/sitemaps/pages.xml' : `/sitemaps/${part}-${n}.xml`,
} as const;
