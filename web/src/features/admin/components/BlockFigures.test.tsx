// @vitest-environment happy-dom
/**
 * A block's figures in the admin (issue 35 item 5): the badge beside a block in the page editor, read
 * with its period by screen readers, and the read only for roles that may see analytics.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@vyoma/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '~/lib/render-in-test.tsx';
import { UserContext } from '~/lib/session.ts';
import { type BlockFigureRow, BlockFiguresBadge, figuresText, useBlockFigures } from './BlockFigures.tsx';

const PAGE_ID = '1b9f1c4e-0000-4000-8000-000000000001';
const row = (over: Partial<BlockFigureRow> = {}): BlockFigureRow => ({
  id: '2c0e2d5f-0000-4000-8000-000000000002',
  type: 'cta-banner',
  position: 2,
  label: 'Call-to-action banner 2',
  clicks: 3,
  visitors: 2,
  enquiries: 1,
  won: 1,
  wonValue: 85000,
  ...over,
});
const user = (role: User['role']) => ({ _id: 'me', name: 'Meera', email: 'm@vyoma.example', role }) as User;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('block figures', () => {
  it("writes a block's figures in a few words", () => {
    expect(figuresText(row())).toBe('3 clicks · 1 enquiry · 1 won');
    expect(figuresText(row({ clicks: 1, enquiries: 0, won: 0 }))).toBe('1 click · 0 enquiries');
  });

  it('shows the badge with its period for screen readers, and nothing without figures', async () => {
    const host = await render(
      <>
        <BlockFiguresBadge row={row()} />
        <BlockFiguresBadge row={undefined} />
      </>,
    );
    const badges = host.querySelectorAll('.block-figures');
    expect(badges).toHaveLength(1);
    expect(badges[0]!.textContent).toBe('Last 30 days: 3 clicks · 1 enquiry · 1 won');
    expect(badges[0]!.querySelector('.visually-hidden')!.textContent).toBe('Last 30 days: ');
  });

  it("reads a page's figures for an editor, and never for an author", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        success: true,
        data: { from: '', to: '', pages: [{ id: PAGE_ID, title: 'T', path: '/t', blocks: [row()] }] },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    function Probe() {
      const figures = useBlockFigures(PAGE_ID);
      return <output>{figures.get(row().id)?.clicks ?? 'none'}</output>;
    }
    const mount = async (role: User['role']) => {
      const host = await render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <UserContext.Provider value={user(role)}>
            <Probe />
          </UserContext.Provider>
        </QueryClientProvider>,
      );
      for (let i = 0; i < 50 && host.textContent === 'none' && role !== 'author'; i += 1)
        await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
      return host.textContent;
    };
    expect(await mount('author')).toBe('none');
    expect(fetch).not.toHaveBeenCalled();
    expect(await mount('editor')).toBe('3');
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toContain(
      `/api/v1/admin/analytics/blocks?page=${PAGE_ID}&days=30`,
    );
  });
});
