/**
 * The addresses the site answers by itself, written once (issue 35; docs/decisions/0062 §1.4): a page
 * staff make may not take one, and a redirect may not hide one (server/src/modules/redirects). What an
 * address holds at the moment (a post, a page staff made, an earlier address of one) is the server's
 * to say; this is the fixed part, from the route table as the contract writes it (PAGE,
 * CODE_PAGE_PATHS, less the seeded pages of SEEDED_PAGE_PATHS; the web's routes.ts declares the same paths, web/test/route-table.test.ts).
 */
import { PREFIX_CODES } from './languages.ts';
import { redirectKey } from './redirects.ts';
import { CODE_PAGE_PATHS, FEEDS, PAGE, SEEDED_PAGE_PATHS, SITEMAP } from './routes.ts';

/**
 * First segments no page of the site lives under: the API, files, the admin and its sign-in,
 * React Router's manifest, the sitemap's files.
 */
const NOT_PAGES: readonly string[] = [
  'api',
  'uploads',
  'assets',
  'admin',
  'wp-admin',
  '__manifest',
  'sitemaps',
];

/** Files the site serves at fixed paths. */
const SITE_FILES: readonly string[] = [
  '/healthz',
  '/readyz',
  '/robots.txt',
  SITEMAP.index,
  FEEDS.rss.path,
  FEEDS.json.path,
];

type PageName = keyof typeof PAGE;
type FixedPage = { [K in PageName]: (typeof PAGE)[K] extends string ? K : never }[PageName];
/** A page of the route table with a parameter (`/blog/{slug}`). */
export type ParameterPage = Exclude<PageName, FixedPage>;

/**
 * What lives under each page with a parameter (`/blog/…`: posts), or null when only the fixed paths
 * of CODE_PAGE_PATHS do (the service pages). The type names every such entry of PAGE, so a new
 * one cannot be forgotten here.
 */
const PARAMETER_PAGES: Record<ParameterPage, string | null> = {
  blog: 'posts',
  product: 'products',
  careerOpening: 'job openings',
  form: 'forms',
  preview: 'preview links',
  webDevelopmentDetail: null,
  appService: null,
};

/** A prefix under which something other than staff's pages lives: what, and (a page of the route table) which. */
export interface PathPrefix {
  /** Lower case, ending in `/` (`/blog/`). */
  prefix: string;
  what: string;
  page?: ParameterPage;
}

/** The route table's pages with a parameter, as prefixes. */
export const PARAMETER_PREFIXES: readonly PathPrefix[] = (Object.keys(PARAMETER_PAGES) as ParameterPage[])
  .filter((page) => PARAMETER_PAGES[page] !== null)
  .map((page) => ({
    prefix: (PAGE[page] as (segment: string) => string)('').toLowerCase(),
    what: PARAMETER_PAGES[page]!,
    page,
  }));

/**
 * React Router matches static paths ignoring case, and so do we: every fixed page's key. The site's
 * own pages made from seeds are pages (SEEDED_PAGE_PATHS): their addresses are theirs, not reserved.
 */
const SEEDED = new Set<string>(SEEDED_PAGE_PATHS);
const CODE_PAGES = new Set(
  [
    ...(Object.values(PAGE) as unknown[]).filter((p): p is string => typeof p === 'string'),
    ...CODE_PAGE_PATHS,
  ]
    .filter((p) => !SEEDED.has(p))
    .map((p) => redirectKey(p)!),
);

/** Why the site answers an address by itself. */
export type ReservedPath =
  /** The API, files, the admin, the sitemap, the feeds, robots.txt, the health checks. */
  | { kind: 'system' }
  /** `/x.data`: the data of the page at /x (React Router's in-app navigation). */
  | { kind: 'data' }
  /** A page of the site's code at a fixed path (PAGE, CODE_PAGE_PATHS). */
  | { kind: 'page' }
  /** A language's prefix, or under it (`/hi`, `/hi/…`): the site in that language (languages.ts). */
  | { kind: 'language'; code: string }
  /** Under the prefix of a page with a parameter, or of another content type's pages. */
  | ({ kind: 'under' } & PathPrefix);

/**
 * Why the site answers `path` by itself, or null. Read as a redirect's key is (decoded, lower case,
 * without a trailing slash); a malformed one is nobody's (null). `prefixes` adds the public paths of
 * the server's content types. A prefix covers the paths under it, not itself (`/blog/x`, not `/blog`).
 */
export function reservedPath(path: string, prefixes: readonly PathPrefix[] = []): ReservedPath | null {
  const key = redirectKey(path);
  if (key === null) return null;
  const first = key.split('/')[1] ?? '';
  if (NOT_PAGES.includes(first) || SITE_FILES.includes(key)) return { kind: 'system' };
  if (PREFIX_CODES.includes(first)) return { kind: 'language', code: first };
  if (key.endsWith('.data')) return { kind: 'data' };
  if (CODE_PAGES.has(key)) return { kind: 'page' };
  const under = [...PARAMETER_PREFIXES, ...prefixes].find(
    (p) => key.startsWith(p.prefix) && key.length > p.prefix.length,
  );
  return under ? { kind: 'under', ...under } : null;
}

/** Why a page staff make may not have an address the site answers by itself (one sentence, no stop). */
export function reservedPathMessage(path: string, reserved: ReservedPath): string {
  switch (reserved.kind) {
    case 'system':
      return `The address ${path} belongs to the admin, the API or the site’s files`;
    case 'data':
      return `The address ${path} ends in .data, which the site keeps for its pages’ data`;
    case 'page':
      return `The address ${path} is already a page of the site`;
    case 'language':
      return `The address ${path} is kept for the site in another language (/${reserved.code})`;
    case 'under':
      return `The address ${path} is under ${reserved.prefix}, where the site’s ${reserved.what} are`;
  }
}
