/**
 * The header's menu and the footer's columns as content (issue 35; contract content-types/menu.ts):
 * made from their seeds, each seeded page linked by the page itself, so a moved page's new address
 * is in both menus at the next request and a page taken down leaves them; staff with `menus` edit
 * them, and nothing else does.
 */
import { PAGE } from '@vyoma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginAsAdmin,
  loginAsNewStaff,
  ORIGIN,
  requireWebBuild,
  type TestApp,
} from '../support/app.ts';

const WEB_DIST = requireWebBuild();
const MENU_API = '/api/v1/admin/content/menu';
const PAGE_API = '/api/v1/admin/content/page';

interface Block {
  id: string;
  type: string;
  props: Record<string, unknown>;
}
interface Menu {
  _id: string;
  title: string;
  items: Block[];
  version: number;
}

/** The links of a rendered page's main menu and of its footer's columns: "words → address". */
function menusOf(html: string): { header: string[]; footer: string[] } {
  const links = (part: string) =>
    [...part.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} → ${m[1]}`);
  const header = /<ul class="site-nav__list">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const footer = [...html.matchAll(/<nav class="site-footer__group"[^>]*>([\s\S]*?)<\/nav>/g)]
    .map((m) => m[1])
    .join('');
  return { header: links(header), footer: links(footer) };
}

describe('menus (issue 35)', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: string, url: string, payload?: object, cookie: string | null = admin) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  /** A menu as the API reads it (public as saved, as legal pages are). */
  const menu = async (key: string) =>
    (await call('GET', `${MENU_API.replace('/admin', '')}/${key}`)).json().data as Menu;
  const visit = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, path).toBe(200);
    return menusOf(res.body);
  };
  /** The seeded page at `path`, as staff read it. */
  const pageAt = async (path: string) => {
    const all = (await call('GET', `${PAGE_API.replace('/admin', '')}?limit=100`)).json().data as {
      _id: string;
      path: string;
      version: number;
    }[];
    return all.find((p) => p.path === path)!;
  };

  beforeAll(async () => {
    t = await createTestApp({ webDistDir: WEB_DIST, seedDemo: true });
    admin = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the seeded menus, linking the site’s own pages by the pages themselves', async () => {
    const { header, footer } = await visit(PAGE.products);
    expect(header).toEqual(
      expect.arrayContaining([
        `Home → ${PAGE.home}`,
        `Amazon Services → ${PAGE.amazon}`,
        `Web Development → ${PAGE.webDevelopment}`,
        `Machine Learning &amp; AI → ${PAGE.ai}`,
        `Contact Us → ${PAGE.contact}`,
      ]),
    );
    // The spec's dropdowns still list the newest posts of their category (the demo has some).
    expect(header.some((l) => / → \/blog\//.test(l))).toBe(true);
    expect(footer).toEqual(
      expect.arrayContaining([
        `What We Offer → ${PAGE.services}`,
        `E-commerce Development → ${PAGE.webDevelopmentDetail('ecommerce-development-services')}`,
        `Careers → ${PAGE.careers}`,
      ]),
    );
    const amazon = await pageAt(PAGE.amazon);
    const links = JSON.stringify((await menu('header')).items);
    expect(links).toContain(JSON.stringify({ kind: 'page', target: amazon._id }));
  });

  it('follows a seeded page that moves, and leaves out one taken down', async () => {
    await visit(PAGE.careers); // cached with the menus as they are
    const amazon = await pageAt(PAGE.amazon);
    const moved = await call('PUT', `${PAGE_API}/${amazon._id}`, {
      slug: 'amazon-listing',
      version: amazon.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await visit(PAGE.careers);
    expect(after.header).toContain('Amazon Services → /amazon-listing');
    expect(after.footer).toContain('Amazon Listing Services → /amazon-listing');
    expect(after.header.join()).not.toContain(PAGE.amazon);
    /** The header's entries as anyone reads them on the public API. */
    const publicHeader = async () =>
      JSON.stringify(
        (await call('GET', `${MENU_API.replace('/admin', '')}/header`, undefined, null)).json().data,
      );
    expect(await publicHeader()).toContain(amazon._id);

    const unpublished = await call('PUT', `${PAGE_API}/${amazon._id}`, {
      status: 'draft',
      version: moved.json().data.version,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const gone = await visit(PAGE.careers);
    expect(gone.header.join()).not.toContain('Amazon');
    expect(gone.footer.join()).not.toContain('Amazon');
    // A group whose links are all gone is left out too; the others stay.
    expect(gone.header).toContain(`Products → ${PAGE.products}`);
    // The public API leaves its link out too, words and target; staff still see it.
    expect(await publicHeader()).not.toContain(amazon._id);
    expect(await publicHeader()).not.toContain('Amazon Services');
    expect(JSON.stringify(await menu('header'))).toContain(amazon._id);
    // In a group, the entry goes with its link: no empty entry is left in its place.
    const footer = (await call('GET', `${MENU_API.replace('/admin', '')}/footer`, undefined, null)).json()
      .data as { items: { type: string; props: { label?: string; links?: unknown[] } }[] };
    const services = footer.items.find((i) => i.props.label === 'Services');
    expect(services?.props.links).toHaveLength(3);
    expect(JSON.stringify(services)).not.toContain('{}');
  });

  it('takes an edit from staff, shown on every page at the next request; refuses a bad link, changing nothing', async () => {
    const before = await menu('header');
    const refused = await call('PUT', `${MENU_API}/header`, {
      items: [
        {
          type: 'menu-link',
          props: {
            link: { text: 'Bad', to: { kind: 'url', target: 'javascript:alert(1)' } },
            postsFrom: 'none',
          },
        },
      ],
      version: before.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Link 1: /);
    expect((await menu('header')).version).toBe(before.version);

    const items = [
      ...before.items,
      {
        type: 'menu-link',
        props: { link: { text: 'Careers', to: { kind: 'url', target: PAGE.careers } }, postsFrom: 'none' },
      },
    ];
    const saved = await call('PUT', `${MENU_API}/header`, { items, version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await visit(PAGE.products)).header).toContain(`Careers → ${PAGE.careers}`);
    expect((await visit(PAGE.contact)).header).toContain(`Careers → ${PAGE.careers}`);
  });

  it('refuses anonymous callers and authors, changing nothing', async () => {
    const before = await menu('footer');
    const change = { title: 'Mine now', version: before.version };
    const anonymous = await call('PUT', `${MENU_API}/footer`, change, null);
    expect(anonymous.statusCode).toBe(401);

    const author = await loginAsNewStaff(t.app, admin, { role: 'author', email: 'author@menus.test' });
    expect((await call('PUT', `${MENU_API}/footer`, change, author)).statusCode).toBe(403);
    expect(await menu('footer')).toEqual(before);
  });

  it('are a fixed pair: none is made or deleted', async () => {
    const before = await menu('header');
    // No route makes one: refused before any body is read.
    const post = await call('POST', MENU_API, { title: 'A third', items: [] });
    expect(post.statusCode, post.body).toBeGreaterThanOrEqual(400);
    expect(post.statusCode, post.body).toBeLessThan(500);
    const del = await call('DELETE', `${MENU_API}/header`);
    expect(del.statusCode, del.body).toBe(404);
    expect((await call('PUT', `${MENU_API}/sidebar`, { title: 'x', version: 1 })).statusCode).toBe(404);
    expect(await menu('header')).toEqual(before);
    const all = (await call('GET', MENU_API.replace('/admin', ''))).json().data as Menu[];
    expect(all.map((m) => m._id).sort()).toEqual(['footer', 'header']);
  });
});
