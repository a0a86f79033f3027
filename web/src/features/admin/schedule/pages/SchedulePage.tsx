/**
 * /admin/schedule (issue 18): what goes live in the next weeks, soonest first, in the site's time zone,
 * grouped by day, each with a link to its form. The scheduler publishes them; this screen only reads.
 */
import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE, SCHEDULE_WEEKS, type ScheduledItem } from '@vyoma/contract';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { formatInZone } from '~/lib/zonedTime.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { scheduleQuery } from '../../components/queries.ts';
import { EmptyState, QueryStates } from '../../components/States.tsx';

const editPath = (item: ScheduledItem) =>
  item.kind === 'post' ? ADMIN_PAGE.editBlog(item._id) : ADMIN_PAGE.editProduct(item._id);

export default function SchedulePage() {
  const schedule = useQuery(scheduleQuery());
  return (
    <AdminFrame
      title="Schedule"
      lead={`Posts and products that go live in the next ${SCHEDULE_WEEKS} weeks, soonest first.`}
    >
      <QueryStates
        query={schedule}
        loadingLabel="Loading the schedule…"
        errorText="Failed to load the schedule."
        empty={{
          when: (data) => data.data.length === 0,
          content: (
            <EmptyState>
              Nothing is scheduled. Choose <strong>Schedule…</strong> under a post or product to time it.
            </EmptyState>
          ),
        }}
      >
        {({ data, timeZone }) => (
          <DataTable
            caption={`Scheduled (${data.length}), times in ${timeZone}`}
            head={
              <tr>
                <th scope="col">Goes live ({timeZone})</th>
                <th scope="col">Title</th>
                <th scope="col">Kind</th>
              </tr>
            }
          >
            {data.map((item) => (
              <tr key={`${item.kind}-${item._id}`}>
                <td className="cell--nowrap">{formatInZone(item.publishAt, timeZone)}</td>
                <th scope="row" className="cell--wrap">
                  <Link to={editPath(item)}>{item.title}</Link>
                </th>
                <td>{item.kind === 'post' ? 'Post' : 'Product'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStates>
    </AdminFrame>
  );
}
