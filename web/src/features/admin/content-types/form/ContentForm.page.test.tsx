// @vitest-environment happy-dom
import type { User } from '@vyoma/contract';
import { PAGE_DOC, PRODUCT } from '@vyoma/contract/content-types';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter, typeInto } from '~/lib/render-in-test.tsx';
import type { ContentItem } from '../../components/contentTypes.ts';
import { loadSlugModule } from '../../components/SlugField.tsx';
import { ContentForm } from './ContentForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EDITOR = { _id: 'me', name: 'Meera', email: 'meera@vyoma.example', role: 'editor' } as User;

const id = (n: number) => `9d3f6a10-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A saved page as the generic API answers one. */
function page(n: number, title: string, path: string, parent: number | null = null): ContentItem {
  return {
    _id: id(n),
    title,
    parent: parent === null ? null : id(parent),
    parentName: null,
    path,
    body: [],
    bodyMedia: {},
    slug: path.slice(path.lastIndexOf('/') + 1),
    seo: { title: null, description: null, image: null, noindex: false },
    status: 'published',
    publishAt: null,
    publishedAt: '2026-12-02T10:00:00.000Z',
    version: 1,
    createdBy: null,
    updatedBy: null,
    createdAt: '2026-12-02T10:00:00.000Z',
    updatedAt: '2026-12-02T10:00:00.000Z',
  };
}

const ABOUT = page(1, 'About us', '/about');
const SERVICES = page(2, 'Services', '/services');
const CLOUD = page(3, 'Cloud', '/services/cloud', 2);
const AWS = page(4, 'AWS', '/services/cloud/aws', 3);
const SERVICES_PLUS = page(5, 'Services plus', '/services-plus');
const WEB = page(6, 'Web development', '/webdevelopment');
const CMS = page(7, 'CMS', '/webdevelopment/cms', 6);
/** Newest first, as the list answers. */
const ALL = [CMS, WEB, SERVICES_PLUS, AWS, CLOUD, SERVICES, ABOUT];

type ListAnswer = { status: number; body: unknown };
const listOf = (data: ContentItem[], total = data.length): ListAnswer => ({
  status: 200,
  body: { success: true, data, total, page: 1, limit: 100 },
});

/**
 * The page editor (a new page, or `item`), the pages' list answering `list` and a search for `q` what
 * `found` gives for it (else none); returns the URLs asked for.
 */
async function mount(list: ListAnswer, item?: ContentItem, found: Record<string, ContentItem[]> = {}) {
  const asked: string[] = [];
  const sent: { method: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push(url);
      if (init?.method === 'PUT' || init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ method: init.method, body });
        return Response.json({ success: true, data: { ...item, ...body, version: 2 } });
      }
      if (url.includes('/admin/presence/'))
        return Response.json({ data: { holder: EDITOR, mine: true, since: new Date().toISOString() } });
      const q = new URL(url, 'http://localhost').searchParams.get('q');
      if (url.startsWith('/api/v1/content/page?') && q !== null)
        return Response.json(listOf(found[q] ?? []).body);
      if (url.startsWith('/api/v1/content/page?'))
        return new Response(JSON.stringify(list.body), {
          status: list.status,
          headers: { 'Content-Type': 'application/json' },
        });
      return Response.json({ success: true, data: [] });
    }),
  );
  const router = createMemoryRouter([
    { path: '/', element: <ContentForm type={PAGE_DOC} item={item} /> },
    { path: PAGE_DOC.admin.list, element: <p>The list</p> },
  ]);
  const host = await renderRouter(router, EDITOR);
  await act(async () => {
    await loadSlugModule();
  });
  const parent = host.querySelector<HTMLSelectElement>('#page-parent')!;
  const options = () => [...parent.options].map((option) => option.textContent);
  const hint = () => host.querySelector('#page-parent-hint')?.textContent;
  const address = () => host.querySelector('.slug-field__url')?.textContent ?? '';
  /** Chooses as a person would (happy-dom does not show a value set before the options). */
  const choose = (value: string) =>
    act(async () => {
      parent.value = value;
      parent.dispatchEvent(new Event('change', { bubbles: true }));
    });
  const button = (name: string) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);
  return { host, asked, sent, parent, options, hint, address, choose, button };
}

describe('the parent page of a page', () => {
  it('lists the pages as title and path, by path, asking for as many as the API gives', async () => {
    const form = await mount(listOf(ALL));
    await vi.waitFor(() => expect(form.options()).toHaveLength(8));
    expect(form.options()).toEqual([
      'None: at the top',
      'About us — /about',
      'Services — /services',
      'Cloud — /services/cloud',
      'AWS — /services/cloud/aws',
      'Services plus — /services-plus',
      'Web development — /webdevelopment',
      'CMS — /webdevelopment/cms',
    ]);
    expect(form.asked.filter((url) => url.startsWith('/api/v1/content/page?'))).toEqual([
      '/api/v1/content/page?page=1&limit=100',
    ]);
    expect(form.asked.some((url) => url.includes('categories'))).toBe(false);
  });

  it('leaves out the page edited and the pages under it', async () => {
    const form = await mount(listOf(ALL), SERVICES);
    await vi.waitFor(() => expect(form.options()).toHaveLength(5));
    expect(form.options()).toEqual([
      'None: at the top',
      'About us — /about',
      'Services plus — /services-plus',
      'Web development — /webdevelopment',
      'CMS — /webdevelopment/cms',
    ]);
  });

  it('says when there are no pages, when they cannot be read, and when only some are listed', async () => {
    const none = await mount(listOf([]));
    await vi.waitFor(() => expect(none.hint()).toBe('No pages yet: this page will sit at the top.'));
    expect(none.options()).toEqual(['None: at the top']);

    const failed = await mount({ status: 500, body: { message: 'Something went wrong' } });
    await vi.waitFor(() =>
      expect(failed.hint()).toBe('Pages could not be loaded. Reload the page to try again.'),
    );

    const some = await mount(listOf([WEB, ABOUT], 130));
    await vi.waitFor(() => expect(some.options()).toHaveLength(3));
    expect(some.hint()).toBe(
      `${PAGE_DOC.fields[1]?.hint} Only 2 of 130 pages are listed here: find one by its title or address.`,
    );
  });

  it('finds a page past the first hundred by words of its title or address, and keeps it chosen', async () => {
    const PRICING = page(8, 'Pricing', '/archive/pricing', 9);
    const all = await mount(listOf(ALL));
    await vi.waitFor(() => expect(all.options()).toHaveLength(8));
    // Every page is listed: nothing to search.
    expect(all.host.querySelector('input[type="search"]')).toBeNull();

    const form = await mount(listOf([WEB, ABOUT], 130), undefined, { pric: [PRICING] });
    await vi.waitFor(() => expect(form.options()).toHaveLength(3));
    const find = form.host.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(find.getAttribute('aria-label')).toBe('Find a page by title or address');
    expect(find.getAttribute('aria-controls')).toBe('page-parent');
    await typeInto(find, 'pric');
    await vi.waitFor(() =>
      expect(form.options()).toEqual(['None: at the top', 'Pricing — /archive/pricing']),
    );
    expect(form.asked).toContain('/api/v1/content/page?q=pric&page=1&limit=100');
    expect(form.hint()).toBe('1 page with “pric”.');
    await typeInto(form.host.querySelector<HTMLInputElement>('#page-slug')!, 'plans');
    await form.choose(PRICING._id);
    expect(form.address()).toMatch(/[^/]\/archive\/pricing\/plans$/);

    // Another search keeps the choice made, and says when nothing matches.
    await typeInto(find, 'zzz');
    await vi.waitFor(() => expect(form.hint()).toBe('No page has “zzz” in its title or address.'));
    expect(form.options()).toEqual(['None: at the top', 'Pricing — /archive/pricing']);
    expect(form.parent.value).toBe(PRICING._id);
    expect(form.address()).toMatch(/[^/]\/archive\/pricing\/plans$/);
  });

  it('shows a saved page’s parent chosen, and keeps one past the pages read', async () => {
    const form = await mount(listOf(ALL), CMS);
    await vi.waitFor(() => expect(form.options()).toHaveLength(7));
    expect(form.parent.value).toBe(WEB._id);

    const far = { ...page(8, 'Pricing', '/archive/pricing', 9), parentName: 'Archive' };
    const past = await mount(listOf([WEB, ABOUT], 130), far);
    await vi.waitFor(() => expect(past.options()).toHaveLength(4));
    expect(past.options()).toEqual([
      'None: at the top',
      'About us — /about',
      'Archive — /archive',
      'Web development — /webdevelopment',
    ]);
    expect(past.parent.value).toBe(id(9));
  });
});

describe('the address of a page', () => {
  it('is its parent’s path and its URL name, following the parent chosen', async () => {
    const form = await mount(listOf(ALL));
    await vi.waitFor(() => expect(form.options()).toHaveLength(8));
    await typeInto(form.host.querySelector<HTMLInputElement>('#page-slug')!, 'cms-guide');
    expect(form.address()).toMatch(/[^/]\/cms-guide$/);
    await form.choose(WEB._id);
    expect(form.address()).toMatch(/[^/]\/webdevelopment\/cms-guide$/);
    await form.choose(CLOUD._id);
    expect(form.address()).toMatch(/[^/]\/services\/cloud\/cms-guide$/);
    await form.choose('');
    expect(form.address()).toMatch(/[^/]\/cms-guide$/);
  });

  it('of a saved page is its path; moved under another page, the old one redirects', async () => {
    const form = await mount(listOf(ALL), CMS);
    await vi.waitFor(() => expect(form.options()).toHaveLength(7));
    expect(form.address()).toMatch(/[^/]\/webdevelopment\/cms$/);
    expect(form.host.querySelector('.slug-field__note')).toBeNull();
    await form.choose(ABOUT._id);
    expect(form.address()).toMatch(/[^/]\/about\/cms$/);
    expect(form.host.querySelector('.slug-field__note')?.textContent).toBe(
      'The old address /webdevelopment/cms will redirect to the new one.',
    );
  });
});

describe('the head of a page', () => {
  const keywords = (host: HTMLElement) => host.querySelector<HTMLInputElement>('#page-keywords')!;
  const kind = (host: HTMLElement) => host.querySelector<HTMLSelectElement>('#page-structuredData')!;
  const labelOf = (host: HTMLElement, id: string) =>
    host.querySelector(`label[for="${id}"]`)?.textContent?.replace(/\s*\*$/, '');

  it('has its keywords and its kind of structured data, a new page’s none', async () => {
    const form = await mount(listOf(ALL));
    expect(labelOf(form.host, 'page-keywords')).toBe('Search keywords');
    expect(keywords(form.host).value).toBe('');
    expect(form.host.querySelector('#page-keywords-hint')?.textContent).toMatch(/keywords meta tag.*commas/);
    expect(labelOf(form.host, 'page-structuredData')).toBe('Structured data');
    // It always has a value: no empty choice.
    expect([...kind(form.host).options].map((o) => [o.value, o.textContent])).toEqual([
      ['none', 'Only the breadcrumb and questions'],
      ['service', 'A service the agency offers'],
      ['organization', 'The agency itself, from the settings (the home page)'],
    ]);
    expect(kind(form.host).value).toBe('none');
  });

  it('shows a saved page’s keywords and sends both with a save', async () => {
    const form = await mount(listOf(ALL), { ...CMS, keywords: 'CMS, headless', structuredData: 'none' });
    await vi.waitFor(() => expect(form.options()).toHaveLength(7));
    expect(keywords(form.host).value).toBe('CMS, headless');
    await typeInto(keywords(form.host), 'CMS development, Strapi');
    // Chosen as a person would: happy-dom (no select.size, no option.defaultSelected) makes
    // react-hook-form take a select's first option as its value until it changes.
    await act(async () => {
      kind(form.host).value = 'service';
      kind(form.host).dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => form.button('Update')?.click());
    await vi.waitFor(() => expect(form.sent).toHaveLength(1));
    expect(form.sent[0]?.body).toMatchObject({
      keywords: 'CMS development, Strapi',
      structuredData: 'service',
    });
  });
});

describe('a link to a page, in a block', () => {
  /** A saved page whose one block is a banner whose button links to the page `to`. */
  const withBanner = (to: string): ContentItem => ({
    ...ABOUT,
    body: [
      {
        id: id(90),
        type: 'cta-banner',
        props: {
          heading: 'Talk to us',
          text: '',
          button: { text: 'See our work', to: { kind: 'page', target: to } },
          tone: 'brand',
        },
      },
    ],
  });
  /** The select that chooses where the banner's button goes (its options name the pages). */
  const linkSelect = (host: HTMLElement) =>
    [...host.querySelectorAll<HTMLSelectElement>('select')].find((s) =>
      [...s.options].some((o) => o.textContent === 'Choose a page'),
    );

  it('is chosen from the pages by title and address, never typed as an id, and saved as the page’s id', async () => {
    const form = await mount(listOf(ALL), withBanner(CMS._id));
    await vi.waitFor(() => expect(linkSelect(form.host)?.options.length).toBe(8));
    const select = linkSelect(form.host)!;
    expect([...select.options].map((o) => o.textContent)).toContain('CMS — /webdevelopment/cms');
    expect(select.value).toBe(CMS._id);
    // No box to type an id into for it.
    expect(form.host.textContent).not.toContain('address or id');
    await act(async () => {
      select.value = SERVICES._id;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => form.button('Update')?.click());
    await vi.waitFor(() => expect(form.sent).toHaveLength(1));
    const [block] = form.sent[0]!.body.body as { props: { button: unknown } }[];
    expect(block?.props.button).toEqual({ text: 'See our work', to: { kind: 'page', target: SERVICES._id } });
  });

  it('says when the page it named is no longer there', async () => {
    const gone = id(99);
    const form = await mount(listOf(ALL), withBanner(gone));
    await vi.waitFor(() => expect(linkSelect(form.host)?.value).toBe(gone));
    const chosen = linkSelect(form.host)!.selectedOptions[0];
    expect(chosen?.textContent).toBe('The page chosen before (not found now)');
  });
});

describe('a relation to categories', () => {
  it('still lists the categories (a product’s), not a content type’s items', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        if (url.includes('/admin/presence/'))
          return Response.json({ data: { holder: EDITOR, mine: true, since: new Date().toISOString() } });
        if (url.includes('categories'))
          return Response.json({
            success: true,
            categories: [{ _id: '5f0c0a00-0000-4000-8000-000000000001', name: 'Scanners' }],
          });
        return Response.json({ success: true, data: [] });
      }),
    );
    const router = createMemoryRouter([{ path: '/', element: <ContentForm type={PRODUCT} /> }]);
    const host = await renderRouter(router, EDITOR);
    const select = host.querySelector<HTMLSelectElement>('#product-category')!;
    await vi.waitFor(() => expect(select.options).toHaveLength(2));
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Scanners',
    ]);
    expect(asked.some((url) => url.includes('/content/'))).toBe(false);
  });
});
