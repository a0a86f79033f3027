/**
 * Which block brings work (issue 35 item 5): the read of a page's blocks' figures (clicks, visitors,
 * the enquiries of visits that clicked a block last, won work), shared by the analytics dashboard's
 * blocks tables and the page editor's badge beside each block.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYTICS_LIMITS, type AnalyticsBlocksResponse, API } from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';

export type BlockFigureRow = AnalyticsBlocksResponse['data']['pages'][number]['blocks'][number];

const count = new Intl.NumberFormat('en-IN');

/**
 * One page's blocks (`page`), or every page with figures (none given): over `period` (the dashboard's
 * days) or else the last ANALYTICS_LIMITS.blockDays days.
 */
export const blockFiguresQuery = (page?: string, period?: { from: string; to: string }) => {
  const range = period ?? { days: String(ANALYTICS_LIMITS.blockDays) };
  return queryOptions({
    queryKey: ['analytics', 'blocks', { page, ...range }] as const,
    queryFn: ({ signal }) =>
      apiRequest<AnalyticsBlocksResponse>(API.adminAnalytics('blocks', { page, ...range }), { signal }),
    staleTime: 60_000,
  });
};

const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/** "3 clicks · 1 enquiry · 1 won": a block's figures in a few words. */
export const figuresText = (row: Pick<BlockFigureRow, 'clicks' | 'enquiries' | 'won'>) =>
  [
    plural(row.clicks, 'click', 'clicks'),
    plural(row.enquiries, 'enquiry', 'enquiries'),
    ...(row.won > 0 ? [`${count.format(row.won)} won`] : []),
  ].join(' · ');

/**
 * The last 30 days of a saved page's blocks by block id, for roles that may read analytics (an empty
 * map otherwise, or while they load, or when they fail: the badges are extra, never in the way).
 */
export function useBlockFigures(page: string | undefined): ReadonlyMap<string, BlockFigureRow> {
  const allowed = userCan(useUser(), 'analytics');
  const read = useQuery({ ...blockFiguresQuery(page), enabled: Boolean(page) && allowed });
  const blocks = read.data?.data?.pages?.find((p) => p.id === page)?.blocks ?? [];
  return new Map(blocks.map((b) => [b.id, b]));
}

/** A block's figures beside it in the page editor: readable by screen readers with their period. */
export function BlockFiguresBadge({ row }: { row: BlockFigureRow | undefined }) {
  if (!row) return null;
  return (
    <span className="block-figures" title={`Last ${ANALYTICS_LIMITS.blockDays} days`}>
      <span className="visually-hidden">Last {ANALYTICS_LIMITS.blockDays} days: </span>
      {figuresText(row)}
    </span>
  );
}
