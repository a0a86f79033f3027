/**
 * What every public page's first script needs from the contract: the page paths, the feeds, where
 * staff land, the search box's bounds and the 404 page's texts. A module of its own because the
 * bundler places a module whole, with every statement any screen uses: kept in routes.ts,
 * constants.ts and messages.ts (which export these too), they brought those modules' admin lists,
 * limits and texts to every visitor (testkit/measured-pages.ts).
 */
import type { AppServiceSlug, WebDevelopmentSlug } from './routes.ts';

/** Paths of the public pages (spec §2.2). */
export const PAGE = {
  home: '/',
  contact: '/contactUs',
  services: '/services',
  products: '/products',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  cart: '/cart',
  backOffice: '/backOfficeServices',
  amazon: '/amazonServices',
  digitalMarketing: '/digitalMarketingServices',
  blog: (id: string) => `/blog/${encodeURIComponent(id)}`,
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  refund: '/refund-policy',
  webDevelopment: '/webdevelopment',
  webDevelopmentDetail: (slug: WebDevelopmentSlug) => `/webdevelopment/${slug}`,
  appDevelopment: '/appdevelopment',
  appService: (slug: AppServiceSlug) => `/appdevelopment/${slug}`,
  ai: '/machine-learning-and-ai-solutions',
  careers: '/careers',
  /** One job opening (issue 19); a closed or expired one answers 410. */
  careerOpening: (slug: string) => `/careers/${encodeURIComponent(slug)}`,
  /** A form staff built (issue 29): its own page, and where it posts without JavaScript. */
  form: (slug: string) => `/forms/${encodeURIComponent(slug)}`,
  /** Site search results (?q=…&page=…), rendered for every request: never kept in the page cache. */
  search: '/search',
  login: '/wp-admin',
  /** A preview link (issue 18): the item's latest save, for someone without an account; never public. */
  preview: (token: string) => `/preview/${encodeURIComponent(token)}`,
  /**
   * The page editor's frame (issue 35): a page of blocks as the editor holds it, unsaved, drawn by
   * the public components; staff only, framed by the admin alone, never cached (as a preview).
   */
  canvas: '/preview/canvas',
} as const;

/**
 * The post feeds, served by the server and linked from every page's head (rel="alternate"); `type`
 * is both the link's type and the answer's media type.
 */
export const FEEDS = {
  rss: { path: '/rss.xml', type: 'application/rss+xml', title: 'RSS' },
  json: { path: '/feed.json', type: 'application/feed+json', title: 'JSON Feed' },
} as const;

/**
 * Where a signed-in admin lands. A constant of its own: the public layout sends staff here, and a
 * public page's first load must not carry the ADMIN_PAGE table (admin-pages.ts), which grows with
 * every admin screen (web/test/bundle-budget.test.ts).
 */
export const ADMIN_HOME = '/admin/products';

/** The /search page's parameters. */
export const SEARCH_PARAMS = { q: 'q', page: 'page' } as const;

/** Site search: the longest query the box and the API take. */
export const SEARCH_QUERY_MAX = 100;

/** The 404 page sends the visitor home after this long (spec §2.2). */
export const NOT_FOUND_REDIRECT_MS = 5000;

/** The size of a page's share image (og:image). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The texts a public page may show before any other code loads (spec §2.2, §2.7), verbatim. */
export const SHELL_MESSAGES = {
  notFound: {
    text: "Oops! The page you are looking for doesn't exist.",
    redirecting: 'Redirecting to home in 5 seconds...',
  },
  blogLoading: 'Loading blog...',
} as const;
