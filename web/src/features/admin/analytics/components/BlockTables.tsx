/**
 * Which block brings work (issue 35 item 5), on the dashboard: for each page of blocks with a click or
 * an enquiry in the last 30 days, a table of its blocks in their order on the page with their clicks,
 * visitors, the enquiries of the visits that clicked them last and the won work that followed.
 */
import type { AnalyticsBlocksResponse } from '@vyoma/contract';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { formatCount, formatRupees } from '../format.ts';

type PageFigures = AnalyticsBlocksResponse['data']['pages'][number];

export function BlockTables({ pages }: { pages: readonly PageFigures[] }) {
  if (pages.length === 0)
    return (
      <p className="analytics-empty">
        No clicks in the blocks of a page in the last 30 days. Pages built from blocks count each click on
        their links and buttons.
      </p>
    );
  return pages.map((page) => (
    <div key={page.id} className="analytics-table analytics-table--blocks">
      <h3 className="analytics-blocks__page">
        {page.title}
        {page.path && <span className="analytics-blocks__path"> {page.path}</span>}
      </h3>
      <DataTable
        caption={`Blocks of ${page.title}`}
        hideCaption
        head={
          <tr>
            <th scope="col">Block</th>
            <th scope="col">Clicks</th>
            <th scope="col">Visitors</th>
            <th scope="col">Enquiries</th>
            <th scope="col">Won</th>
          </tr>
        }
      >
        {page.blocks.map((b) => (
          <tr key={b.id}>
            <th scope="row">{b.label}</th>
            <td>{formatCount(b.clicks)}</td>
            <td>{formatCount(b.visitors)}</td>
            <td>{formatCount(b.enquiries)}</td>
            <td>
              {formatCount(b.won)}
              {b.wonValue > 0 && (
                <span className="analytics-table__value"> ({formatRupees(b.wonValue)})</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  ));
}
