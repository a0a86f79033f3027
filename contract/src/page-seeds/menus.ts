/**
 * The header's menu and the footer's columns as the site first has them (spec §2.1), made menus staff
 * edit at start-up (content type `menu`). A link to one of the site's seeded pages names its seed:
 * the server links the page itself, so the menu follows it when it moves and drops it when it goes.
 * Without the menus (a failed read) a page shows these, at the seeds' addresses.
 */
import type { MenuKey } from '../content-types/menu.ts';
import { PAGE } from '../routes.ts';
import type { MenuCategory, MenuLinkView, SiteMenus } from '../site.ts';

/** A link of a seed: to an address, or to the page a seed made (`seed`, its key), at `to` until then. */
export interface MenuSeedLink extends MenuLinkView {
  seed?: string;
}

export type MenuSeedEntry =
  | { link: MenuSeedLink; postsFrom?: MenuCategory }
  | { group: string; links: readonly MenuSeedLink[] };

const to = (label: string, path: string): MenuSeedLink => ({ label, to: path });
const page = (label: string, seed: string, path: string): MenuSeedLink => ({ label, to: path, seed });

const WEB = page('Web Development', 'web-development', PAGE.webDevelopment);
const APP = page('App Development', 'app-development', PAGE.appDevelopment);
const AI = page('Machine Learning & AI', 'ai', PAGE.ai);

export const MENU_SEEDS: Record<MenuKey, { title: string; entries: readonly MenuSeedEntry[] }> = {
  header: {
    title: 'Header',
    entries: [
      { link: to('Home', PAGE.home) },
      {
        link: page('Digital Marketing Services', 'digital-marketing', PAGE.digitalMarketing),
        postsFrom: 'digitalMarketing',
      },
      { link: page('Back Office Services', 'back-office', PAGE.backOffice), postsFrom: 'backOffice' },
      { link: page('Amazon Services', 'amazon', PAGE.amazon) },
      { group: 'Development', links: [WEB, APP, AI] },
      { link: to('Products', PAGE.products) },
      { link: page('Contact Us', 'contact', PAGE.contact) },
    ],
  },
  footer: {
    title: 'Footer',
    entries: [
      {
        group: 'Services',
        links: [
          page('Digital Marketing', 'digital-marketing', PAGE.digitalMarketing),
          page('Back Office Support', 'back-office', PAGE.backOffice),
          page('Amazon Listing Services', 'amazon', PAGE.amazon),
          page('What We Offer', 'services', PAGE.services),
        ],
      },
      {
        group: 'Development',
        links: [
          WEB,
          APP,
          AI,
          page(
            'Enterprise Web Apps',
            'web-development/enterprise-web-app-development',
            PAGE.webDevelopmentDetail('enterprise-web-app-development'),
          ),
          page(
            'E-commerce Development',
            'web-development/ecommerce-development-services',
            PAGE.webDevelopmentDetail('ecommerce-development-services'),
          ),
        ],
      },
      {
        group: 'Resources',
        links: [
          page('Careers', 'careers', PAGE.careers),
          to('Products', PAGE.products),
          page('Services', 'services', PAGE.services),
          page('Contact', 'contact', PAGE.contact),
        ],
      },
    ],
  },
};

const view = ({ label, to }: MenuSeedLink): MenuLinkView => ({ label, to });
const NO_POSTS = { posts: [], more: false };

/** The seeds as a page shows them, at their addresses, with no posts in the dropdowns. */
export const DEFAULT_MENUS: SiteMenus = {
  header: MENU_SEEDS.header.entries.map((e) =>
    'group' in e
      ? { label: e.group, children: e.links.map(view) }
      : { ...view(e.link), ...(e.postsFrom ? { posts: NO_POSTS } : {}) },
  ),
  footer: MENU_SEEDS.footer.entries.flatMap((e) =>
    'group' in e ? [{ title: e.group, links: e.links.map(view) }] : [],
  ),
};
