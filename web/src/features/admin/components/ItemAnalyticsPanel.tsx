/**
 * "Last 30 days" in the post and product forms (issue 27): the page's visitors, views and the
 * enquiries of the visits that saw it, with a link to the dashboard filtered by the page. For roles
 * that may read analytics, on a saved item.
 */
import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE, type AnalyticsSummaryResponse, API } from '@vyoma/contract';
import { Link } from 'react-router';
import { apiRequest, messageOr } from '~/lib/api.ts';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
import { EditorPanel } from './EditorLayout.tsx';

const count = new Intl.NumberFormat('en-IN');
const share = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export function ItemAnalyticsPanel({ path }: { path: string | undefined }) {
  const allowed = userCan(useUser(), 'analytics');
  if (!path || !allowed) return null;
  return <ItemAnalytics path={path} />;
}

function ItemAnalytics({ path }: { path: string }) {
  // Without a period the server answers the last 30 days, today included.
  const summary = useQuery({
    queryKey: ['analytics', 'summary', { page: path }] as const,
    queryFn: ({ signal }) =>
      apiRequest<AnalyticsSummaryResponse>(API.adminAnalytics('summary', { page: path }), { signal }),
    staleTime: 60_000,
  });
  const d = summary.data?.data;
  return (
    <EditorPanel title="Last 30 days">
      {summary.isError ? (
        <p className="status status--error">{messageOr(summary.error, 'The figures could not be loaded.')}</p>
      ) : !d ? (
        <p className="field__hint">Loading…</p>
      ) : (
        <dl className="item-analytics">
          <div>
            <dt>Visitors</dt>
            <dd>{count.format(d.visitors)}</dd>
          </div>
          <div>
            <dt>Page views</dt>
            <dd>{count.format(d.pageviews)}</dd>
          </div>
          <div>
            <dt>Enquiries</dt>
            <dd>
              {count.format(d.enquiries)}
              {d.visits > 0 && (
                <span className="item-analytics__rate"> ({share.format(d.conversionRate)})</span>
              )}
            </dd>
          </div>
        </dl>
      )}
      <Link className="item-analytics__more" to={`${ADMIN_PAGE.analytics}?page=${encodeURIComponent(path)}`}>
        This page in Analytics
      </Link>
    </EditorPanel>
  );
}
