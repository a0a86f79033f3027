// @vitest-environment happy-dom
/**
 * The list and edit screens of types without the publish workflow, made from their declarations
 * alone (types only a test declares, so no adapter of the built-in ones is involved): an open-or-
 * closed type (workflow `open`, no revisions) and a keyed type (a fixed set of items, workflow
 * `always`, its history on the edit screen).
 */
import type { User } from '@vyoma/contract';
import { type ContentTypeDeclaration, defineContentType } from '@vyoma/contract/content-types';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter, typeInto } from '~/lib/render-in-test.tsx';
import type { ContentItem } from '../../components/contentTypes.ts';
import ContentEditPage from './ContentEditPage.tsx';
import ContentListPage from './ContentListPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EDITOR = { _id: 'me', name: 'Meera', email: 'meera@vyoma.example', role: 'admin' } as User;
const asServed = (type: ContentTypeDeclaration): ContentTypeDeclaration => JSON.parse(JSON.stringify(type));
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const VACANCY = asServed(
  defineContentType({
    name: 'vacancy',
    label: { one: 'vacancy', many: 'vacancies' },
    table: 'vacancies',
    titleField: 'title',
    workflow: 'open',
    publicPath: '/vacancies/{slug}',
    revisions: false,
    fields: [
      { kind: 'text', name: 'title', label: 'Title', max: 100, listed: true },
      { kind: 'date', name: 'lastDay', label: 'Last day', optional: true, listed: true },
    ],
  }),
);

const NOTICE = asServed(
  defineContentType({
    name: 'notice',
    label: { one: 'notice', many: 'notices' },
    table: 'notices',
    titleField: 'title',
    workflow: 'always',
    key: { column: 'key', values: ['house-rules', 'opening-hours'] },
    slug: false,
    publicPath: '/{slug}',
    fields: [
      { kind: 'text', name: 'title', label: 'Title', max: 100, listed: true },
      { kind: 'richText', name: 'body', label: 'Text' },
    ],
    admin: {
      edit: '/admin/content/notice/{id}/edit',
      history: '/admin/content/notice/{id}/edit',
      columns: ['updatedAt'],
    },
  }),
);

const item = (overrides: Partial<ContentItem>): ContentItem => ({
  _id: '5e1a0000-0000-4000-8000-000000000001',
  slug: 'kitchen-porter',
  title: 'Kitchen porter',
  seo: { title: null, description: null, image: null, noindex: false },
  status: 'published',
  publishAt: null,
  publishedAt: null,
  version: 1,
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

interface Sent {
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/** The screens at `url`, the API answering GETs with `answer` and a save with the item saved. */
async function mount(
  url: string,
  routes: { path: string; element: React.ReactNode }[],
  answer: (at: URL) => unknown,
) {
  const sent: Sent[] = [];
  const requested: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const at = new URL(input, 'http://localhost');
      if (at.pathname.includes('/admin/presence/'))
        return Response.json({ data: { holder: EDITOR, mine: true, since: new Date().toISOString() } });
      if (init?.method === 'PUT' || init?.method === 'POST') {
        const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
        sent.push({ method: init.method, url: at.pathname, body });
        return Response.json({
          success: true,
          data: item({ ...body, status: (body.status as never) ?? 'published', version: 2 }),
        });
      }
      requested.push(at);
      return Response.json(answer(at));
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const host = await renderRouter(router, EDITOR);
  const button = (name: string) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name);
  const texts = (selector: string) =>
    [...host.querySelectorAll(selector)].map((el) => el.textContent?.trim());
  return { host, router, sent, requested, button, texts };
}

const page = (data: unknown[]) => ({ success: true, data, total: data.length, page: 1, limit: 50 });

describe('an open-or-closed type (workflow open)', () => {
  const listRoutes = [
    { path: '/admin/content/vacancy', element: <ContentListPage type={VACANCY} /> },
    { path: '/admin/content/vacancy/new', element: <ContentEditPage type={VACANCY} /> },
  ];

  it('lists each item as open, closed or past its last day, with no status filter or history', async () => {
    const { host, requested, texts } = await mount('/admin/content/vacancy', listRoutes, () =>
      page([
        item({ status: 'open' as never, open: true }),
        item({ _id: 'b', slug: 'chef', title: 'Chef', status: 'closed' as never, open: false }),
        item({
          _id: 'c',
          slug: 'baker',
          title: 'Baker',
          status: 'open' as never,
          open: false,
          lastDay: '2026-11-01',
        }),
      ]),
    );
    await vi.waitFor(() => expect(host.querySelector('table')).not.toBeNull());
    expect(Object.fromEntries(requested[0]?.searchParams ?? [])).toEqual({ page: '1', limit: '50' });
    expect(host.querySelector('.list-filters')).toBeNull();
    expect(texts('thead th')).toEqual(['Title', 'Last day', 'Status', 'Actions']);
    expect(texts('tbody td:nth-of-type(2)')).toEqual(['Open', 'Closed', 'Open (past its closing date)']);
    const actions = (row: number) =>
      [...host.querySelectorAll(`tbody tr:nth-child(${row}) .cell--actions :is(a, button)`)].map((el) =>
        el.getAttribute('aria-label'),
      );
    // Visitors see an open one only; no history (no revisions); staff make and delete them.
    expect(actions(1)).toEqual(['View Kitchen porter', 'Edit Kitchen porter', 'Delete Kitchen porter']);
    expect(actions(2)).toEqual(['Edit Chef', 'Delete Chef']);
    expect(actions(3)).toEqual(['Edit Baker', 'Delete Baker']);
    expect(host.querySelector('a[href="/admin/content/vacancy/new"]')?.textContent?.trim()).toBe(
      'Add vacancy',
    );
  });

  it('edits with an open-or-closed choice instead of publishing, and saves the choice', async () => {
    const { host, router, sent, button, texts } = await mount('/admin/content/vacancy/new', listRoutes, () =>
      page([]),
    );
    await vi.waitFor(() => expect(button('Create vacancy')).toBeDefined());
    // No publishing buttons, status box, SEO or preview links: an open-or-closed box.
    expect(texts('.editor-panel__title')).toEqual(['Open or closed', 'Address']);
    for (const absent of ['Publish', 'Save draft', 'Submit for review'])
      expect(button(absent)).toBeUndefined();
    expect(host.textContent).not.toContain('Search engines');
    const state = host.querySelector<HTMLSelectElement>('#vacancy-status')!;
    expect([...state.options].map((o) => o.textContent)).toEqual(['Open', 'Closed']);
    expect(host.textContent).toContain('A closed vacancy is no longer public.');

    await typeInto(host.querySelector<HTMLInputElement>('#vacancy-title')!, 'Kitchen porter');
    await act(async () => {
      state.value = 'closed';
      state.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => button('Create vacancy')?.click());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/v1/admin/content/vacancy',
      body: { title: 'Kitchen porter', lastDay: null, slug: 'kitchen-porter', status: 'closed' },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/vacancy'));
  });
});

describe('a keyed type (fixed items, history on the edit screen)', () => {
  const notice = item({
    _id: 'house-rules',
    slug: 'house-rules',
    title: 'House rules',
    body: doc('Quiet after ten.'),
    status: undefined as never,
    version: 3,
    updatedAt: '2026-11-25T09:30:00.000Z',
    updatedBy: { _id: 'me', name: 'Meera' },
  });
  const routes = [
    { path: '/admin/content/notice', element: <ContentListPage type={NOTICE} /> },
    { path: '/admin/content/notice/:id/edit', element: <ContentEditPage type={NOTICE} /> },
  ];
  const revisions = [3, 2, 1].map((version) => ({
    _id: `rev-${version}`,
    version,
    createdAt: '2026-11-25T09:30:00.000Z',
    author: { _id: 'me', name: 'Meera' },
    summary: 'Changed text',
  }));
  const api = (at: URL) =>
    at.pathname.endsWith('/revisions')
      ? { data: revisions }
      : at.pathname.includes('/revisions/rev-1')
        ? { data: { ...notice, body: doc('Quiet after nine.') } }
        : at.pathname.endsWith('/house-rules')
          ? { success: true, data: notice }
          : page([
              notice,
              { ...notice, _id: 'opening-hours', slug: 'opening-hours', title: 'Opening hours' },
            ]);

  it('lists its items without Add, Delete or History, with when each was last saved and by whom', async () => {
    const { host, texts } = await mount('/admin/content/notice', routes, api);
    await vi.waitFor(() => expect(host.querySelector('table')).not.toBeNull());
    expect(host.querySelector('.admin-page__action a')).toBeNull();
    expect(texts('thead th')).toEqual(['Title', 'Last updated', 'Actions']);
    expect(texts('tbody td:nth-of-type(1)')[0]).toMatch(/ by Meera$/);
    expect(
      [...host.querySelectorAll('tbody tr:first-child .cell--actions :is(a, button)')].map((el) => [
        el.getAttribute('aria-label'),
        el.getAttribute('href'),
      ]),
    ).toEqual([
      ['View House rules', '/house-rules'],
      ['Edit House rules', '/admin/content/notice/house-rules/edit'],
    ]);
  });

  it('edits without slug, status or publishing, shows the versions below, and stays there after a save', async () => {
    const { host, router, sent, button, texts } = await mount(
      '/admin/content/notice/house-rules/edit',
      routes,
      api,
    );
    await vi.waitFor(() => expect(button('Save notice')).toBeDefined());
    expect(host.querySelector('#notice-slug')).toBeNull();
    expect(host.textContent).not.toContain('URL name');
    expect(texts('.editor-panel__title')).not.toContain('Status');
    expect(host.textContent).toContain('(version 3)');
    // The history is here, not a screen of its own.
    await vi.waitFor(() =>
      expect(texts('.version-list__item strong')).toEqual(['Version 3', 'Version 2', 'Version 1']),
    );
    expect(host.querySelector('a[href$="/history"]')).toBeNull();
    await act(async () => button('Show')?.click());
    await act(async () =>
      host.querySelector<HTMLButtonElement>('button[aria-label="Show version 1"]')?.click(),
    );
    await vi.waitFor(() =>
      expect(host.querySelector('.version-list__shown')?.textContent).toContain('Quiet after nine.'),
    );
    expect(host.querySelector('.version-list__shown h3')?.textContent).toBe('Version 1: House rules');
    expect(button('Restore')).toBeDefined();

    await typeInto(host.querySelector<HTMLInputElement>('#notice-title')!, 'Rules of the house');
    await act(async () => button('Save notice')?.click());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/v1/admin/content/notice/house-rules',
      body: { title: 'Rules of the house', body: doc('Quiet after ten.'), version: 3 },
    });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/admin/content/notice/house-rules/edit');
  });
});
