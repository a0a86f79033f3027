// @vitest-environment happy-dom
/**
 * The dashboard's Languages table (issue 36): on a site with more than one language in its settings,
 * a table like the others (caption, CSV), each row named by the language's English name; on a site
 * with one, no table and no read of it.
 */
import { TAMIL } from '@testkit/languages.ts';
import { type AnalyticsRow, NEUTRAL_SETTINGS, type SiteSettings } from '@vyoma/contract';
import { DEFAULT_LANGUAGES, type Language } from '@vyoma/contract/languages';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter } from '~/lib/render-in-test.tsx';
import AnalyticsPage from './AnalyticsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (key: string, visits: number, over: Partial<AnalyticsRow> = {}): AnalyticsRow => ({
  key,
  visitors: visits,
  visits,
  pageviews: visits * 2,
  enquiries: 0,
  conversionRate: 0,
  won: 0,
  wonValue: 0,
  ...over,
});

/** The page on a stubbed API: the settings with `languages`, every table the rows given; returns the URLs asked. */
async function mount(languages: Language[]) {
  const asked: string[] = [];
  const settings: SiteSettings = { ...NEUTRAL_SETTINGS, configured: true, languages };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/v1/settings') return Response.json({ success: true, data: settings });
      if (url.pathname === '/api/v1/admin/schedule')
        return Response.json({ success: true, timeZone: 'Asia/Kolkata', data: [] });
      if (url.pathname === '/api/v1/admin/analytics/languages')
        return Response.json({
          success: true,
          data: [
            row('en', 40, { enquiries: 2, conversionRate: 0.05, won: 1, wonValue: 85000 }),
            row('hi', 12),
            row('ta', 0),
          ],
        });
      if (url.pathname === '/api/v1/admin/analytics/browsers')
        return Response.json({ success: true, data: [row('Chrome', 52)] });
      // The rest (totals, chart, funnel, other tables, blocks) are not what this test reads.
      return Response.json({ message: 'Not here' }, { status: 500 });
    }),
  );
  const router = createMemoryRouter([{ path: '/admin/analytics', element: <AnalyticsPage /> }], {
    initialEntries: ['/admin/analytics'],
  });
  const host = await renderRouter(router);
  await vi.waitFor(() => expect(host.querySelector('.analytics-table--browsers')).not.toBeNull());
  return { host, asked };
}

describe('the Languages table of the dashboard', () => {
  it("names each language of the settings in English, with its figures and the table's CSV", async () => {
    const { host } = await mount([...DEFAULT_LANGUAGES, TAMIL]);
    await vi.waitFor(() => expect(host.querySelector('.analytics-table--languages table')).not.toBeNull());
    const table = host.querySelector('.analytics-table--languages')!;
    expect(table.querySelector('caption')!.textContent).toBe('Languages');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Language',
      'Visits',
      'Enquiries',
      'Conversion',
      'Won',
      'Visitors',
      'Views',
    ]);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [
      tr.querySelector('th[scope="row"]')!.textContent,
      tr.children[1]!.textContent,
      tr.children[2]!.textContent,
    ]);
    expect(rows).toEqual([
      ['English', '40', '2'],
      ['Hindi', '12', '0'],
      ['Tamil', '0', '0'],
    ]);
    // No filter by language: a row's name is text, not a button.
    expect(table.querySelector('tbody button')).toBeNull();
    const csv = table.querySelector<HTMLAnchorElement>('a[download]')!;
    expect(csv.getAttribute('href')).toMatch(/^\/api\/v1\/admin\/analytics\/export\.csv\?.*table=languages/);
    expect(csv.textContent?.trim()).toBe('CSV of languages');
  });

  it('is not there, nor asked for, on a site with one language', async () => {
    const { host, asked } = await mount([DEFAULT_LANGUAGES[0]]);
    await vi.waitFor(() => expect(asked).toContain('/api/v1/settings'));
    // The settings' answer read and the page drawn again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(host.querySelector('.analytics-table--languages')).toBeNull();
    expect(host.querySelector('.analytics-card--languages')).toBeNull();
    expect(asked.some((u) => u.startsWith('/api/v1/admin/analytics/languages'))).toBe(false);
  });
});
