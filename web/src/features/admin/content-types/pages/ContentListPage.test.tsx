// @vitest-environment happy-dom
import { DEFAULT_LANGUAGES } from '@vyoma/contract/languages';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter } from '~/lib/render-in-test.tsx';
import { CASE_STUDY, caseStudy } from '../fixtures.ts';
import ContentListPage from './ContentListPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = caseStudy({
  _id: '7a1e0c55-0000-4000-8000-000000000002',
  title: 'A clinic that answers every enquiry',
  client: 'Asha Clinic',
  industry: 'health',
  slug: 'a-clinic',
  status: 'draft',
});

/** The list of a type only the server declares, at `url`, the API answering `answer`; returns its requests. */
async function mount(url: string, answer: (requested: URL) => unknown) {
  const requested: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const at = new URL(input, 'http://localhost');
      // The site's languages (a translatable type's list has a Languages column), and the versions of
      // the page's items: the first has a Hindi version the English moved past.
      if (at.pathname === '/api/v1/settings')
        return Response.json({ success: true, data: { languages: DEFAULT_LANGUAGES } });
      if (at.pathname === '/api/v1/admin/translations/case-study') {
        const [first] = at.searchParams.get('ids')?.split(',') ?? [];
        return Response.json({ data: { [first!]: { hi: { status: 'published', needsUpdate: true } } } });
      }
      requested.push(at);
      return Response.json(answer(at));
    }),
  );
  const router = createMemoryRouter(
    [{ path: '/admin/content/:type', element: <ContentListPage type={CASE_STUDY} /> }],
    {
      initialEntries: [url],
    },
  );
  const host = await renderRouter(router);
  return { host, requested };
}

const page = (data: unknown[]) => ({ success: true, data, total: data.length, page: 1, limit: 50 });

describe('the list of a declared type', () => {
  it('shows its columns by kind, its status, and each row’s actions', async () => {
    const { host, requested } = await mount('/admin/content/case-study', () => page([caseStudy(), draft]));
    // The table, with each row's other languages under its title once the site's languages are in.
    await vi.waitFor(() => expect(host.querySelector('.translate__states')).not.toBeNull());
    expect(requested[0]?.pathname).toBe('/api/v1/content/case-study');
    expect(Object.fromEntries(requested[0]?.searchParams ?? [])).toEqual({ page: '1', limit: '50' });

    expect(host.querySelector('h1')?.textContent).toBe('Case studies');
    const create = host.querySelector<HTMLAnchorElement>('.admin-page__action a.btn--primary');
    expect([create?.textContent?.trim(), create?.getAttribute('href')]).toEqual([
      'Add case study',
      '/admin/content/case-study/new',
    ]);
    expect(host.querySelector('caption')?.textContent).toBe('Case studies (2)');
    const headers = [...host.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Title', 'Client', 'Industry', 'Status', 'Actions']);
    // Each item's Hindi version, linking to it: one needs an update, the other is missing.
    await vi.waitFor(() =>
      expect(host.querySelector('.translate__states a')?.textContent).toBe('Hindi: needs update'),
    );
    expect(
      [...host.querySelectorAll('.translate__states a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Hindi: needs update', '/admin/content/case-study/7a1e0c55-0000-4000-8000-000000000001/translate/hi'],
      ['Hindi: missing', expect.stringMatching(/^\/admin\/content\/case-study\/[^/]+\/translate\/hi$/)],
    ]);
    const cells = (row: number) =>
      [...host.querySelectorAll(`tbody tr:nth-child(${row}) :is(th, td)`)].map((cell) => cell.textContent);
    expect(cells(2).slice(0, 4)).toEqual([
      'A clinic that answers every enquiryHindi: missing',
      'Asha Clinic',
      'Health care',
      'Draft',
    ]);

    const actions = (row: number) =>
      [...host.querySelectorAll(`tbody tr:nth-child(${row}) .cell--actions :is(a, button)`)].map((el) => [
        el.getAttribute('aria-label'),
        el.getAttribute('href'),
      ]);
    // A published item links to its public page; a draft has none yet.
    expect(actions(1)).toEqual([
      ['View A shop that closes its books on time', '/case-studies/a-shop-that-closes-its-books-on-time'],
      [
        'Edit A shop that closes its books on time',
        '/admin/content/case-study/7a1e0c55-0000-4000-8000-000000000001/edit',
      ],
      [
        'History of A shop that closes its books on time',
        '/admin/content/case-study/7a1e0c55-0000-4000-8000-000000000001/history',
      ],
      ['Delete A shop that closes its books on time', null],
    ]);
    expect(actions(2).map(([label]) => label)).toEqual([
      'Edit A clinic that answers every enquiry',
      'History of A clinic that answers every enquiry',
      'Delete A clinic that answers every enquiry',
    ]);
  });

  it('narrows by a select field marked `filter` and by status, kept in the address', async () => {
    const { host, requested } = await mount('/admin/content/case-study?industry=health&status=draft', () =>
      page([]),
    );
    await vi.waitFor(() => expect(host.textContent).toContain('No case studies match these filters.'));
    expect(Object.fromEntries(requested[0]?.searchParams ?? [])).toEqual({
      industry: 'health',
      status: 'draft',
      page: '1',
      limit: '50',
    });
    const industry = [...host.querySelectorAll<HTMLSelectElement>('.list-filters select')][1];
    expect(industry?.value).toBe('health');
    expect([...(industry?.options ?? [])].map((o) => o.textContent)).toEqual([
      'All',
      'Retail',
      'Health care',
    ]);

    await act(async () => {
      if (!industry) return;
      industry.value = '';
      industry.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(requested.length).toBe(2));
    expect(requested[1]?.searchParams.has('industry')).toBe(false);
    await vi.waitFor(() => expect(host.textContent).toContain('No case studies with this status.'));
  });

  it('narrows to the items whose Hindi version is missing or needs an update', async () => {
    const { host, requested } = await mount('/admin/content/case-study', () => page([]));
    const filter = await vi.waitFor(() => {
      const found = [...host.querySelectorAll<HTMLSelectElement>('.list-filters select')].find(
        (s) => s.labels?.[0]?.textContent === 'Translations',
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'All',
      'Missing in Hindi',
      'Needs update in Hindi',
    ]);
    await act(async () => {
      filter.value = 'hi:needs-update';
      filter.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(requested.at(-1)?.searchParams.get('translation')).toBe('hi:needs-update'));
    expect(host.textContent).toContain('No case studies match these filters.');
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    const { host } = await mount('/admin/content/case-study', () => {
      throw new Error('down');
    });
    await vi.waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toBe('Failed to load case studies.'),
    );
    expect(host.querySelector('.admin-state button')?.textContent).toContain('Try again');
  });
});
