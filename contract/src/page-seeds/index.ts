/**
 * The site's own pages as page documents (issue 35 step 6, docs/decisions/0062 §1.8): what a page of
 * the code becomes when its family moves to blocks, at the same address with the same words. The
 * server makes each seed a page once (its key is kept in `seeded_pages`), published, so staff edit
 * it like any page from then on; one they delete stays deleted.
 *
 * A seed's blocks are checked with the blocks' rules when it is made, like a page staff save.
 */
import { AMAZON_SEED } from './amazon.ts';
import { AI_SEED, APP_DEVELOPMENT_SEED, APP_SERVICE_SEEDS } from './app-development.ts';
import { CAREERS_SEED } from './careers.ts';
import { CONTACT_SEED } from './contact.ts';
import { HOME_SEED } from './home.ts';
import { BACK_OFFICE_SEED, DIGITAL_MARKETING_SEED } from './service-blogs.ts';
import { SERVICES_SEED } from './services.ts';
import { WEB_DEVELOPMENT_DETAIL_SEEDS, WEB_DEVELOPMENT_SEED } from './web-development.ts';

// The menus' seeds (a page imports ./menus.ts alone: DEFAULT_MENUS, without the pages' words).
export { DEFAULT_MENUS, MENU_SEEDS, type MenuSeedEntry, type MenuSeedLink } from './menus.ts';

/** The seed of the site's front page: the page it makes is shown at /, wherever staff put it. */
export const FRONT_PAGE_SEED = 'home';

/** One of the site's own pages, as the page type's API takes it. */
export interface PageSeed {
  /** Its name for good (never reused): `seeded_pages.key`. */
  key: string;
  title: string;
  /** The last segment of its address (capitals kept: `amazonServices`). */
  slug: string;
  /** The seed it sits under (made first), or none: at the top. */
  parent?: string;
  /** `{siteName}` is filled in with the site's name where the head shows it. */
  seo: { title: string | null; description: string | null };
  keywords: string;
  structuredData: 'none' | 'service' | 'organization';
  /**
   * Why the page may be unpublished but not deleted (the server answers 409 with it): the site
   * depends on its address.
   */
  keep?: string;
  body: readonly { type: string; props: Record<string, unknown> }[];
}

/**
 * The seeds, parents first (each is checked against its page's golden HTML in
 * web/test/seeded-pages.test.ts). Their addresses are SEEDED_PAGE_PATHS (routes.ts).
 */
export const PAGE_SEEDS: readonly PageSeed[] = [
  HOME_SEED,
  SERVICES_SEED,
  DIGITAL_MARKETING_SEED,
  BACK_OFFICE_SEED,
  AMAZON_SEED,
  WEB_DEVELOPMENT_SEED,
  ...WEB_DEVELOPMENT_DETAIL_SEEDS,
  APP_DEVELOPMENT_SEED,
  ...APP_SERVICE_SEEDS,
  AI_SEED,
  CAREERS_SEED,
  CONTACT_SEED,
];
