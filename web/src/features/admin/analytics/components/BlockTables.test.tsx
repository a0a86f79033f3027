// @vitest-environment happy-dom
/** The dashboard's table of each page's blocks and what their clicks brought (issue 35 item 5). */
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BlockFigureRow } from '~/features/admin/components/BlockFigures.tsx';
import { render } from '~/lib/render-in-test.tsx';
import { BlockTables } from './BlockTables.tsx';

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

describe('BlockTables', () => {
  it("shows each page's blocks in a table on the dashboard, or says there is nothing yet", async () => {
    const pages = [
      {
        id: PAGE_ID,
        title: 'Cloud migration',
        path: '/cloud-migration',
        blocks: [
          row({
            id: 'a',
            type: 'hero',
            label: 'Hero 1',
            position: 1,
            clicks: 0,
            visitors: 0,
            enquiries: 0,
            won: 0,
            wonValue: 0,
          }),
          row(),
        ],
      },
    ];
    const router = createMemoryRouter([{ path: '/', element: <BlockTables pages={pages} /> }]);
    const host = await render(<RouterProvider router={router} />);
    expect(host.querySelector('h3')!.textContent).toBe('Cloud migration /cloud-migration');
    expect(host.querySelector('caption')!.textContent).toBe('Blocks of Cloud migration');
    const rows = [...host.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Hero 1', '0', '0', '0', '0'],
      ['Call-to-action banner 2', '3', '2', '1', '1 (₹85,000)'],
    ]);
    const empty = await render(<BlockTables pages={[]} />);
    expect(empty.textContent).toMatch(/^No clicks in the blocks of a page in the last 30 days\./);
  });
});
