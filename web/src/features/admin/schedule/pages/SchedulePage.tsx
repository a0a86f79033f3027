/**
 * /admin/schedule (issue 18): what goes live in the next weeks, soonest first, in the site's time zone,
 * grouped by day, each with a link to its form: items that go live, and changes to live items (issue
 * 35). The scheduler publishes them; this screen only reads.
 */
import { useQuery } from '@tanstack/react-query';
import { SCHEDULE_WEEKS, type ScheduledItem } from '@vyoma/contract';
import { CONTENT_TYPES } from '@vyoma/contract/content-types';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { formatInZone } from '~/lib/zonedTime.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { scheduleQuery } from '../../components/queries.ts';
import { EmptyState, QueryStates } from '../../components/States.tsx';

/** Each scheduled item's type (the registry's): its form and its name. */
const typeOf = (item: ScheduledItem) => CONTENT_TYPES.find((t) => t.name === item.kind);
const editPath = (item: ScheduledItem) =>
  typeOf(item)?.admin.edit.replace('{id}', encodeURIComponent(item._id));
const kindOf = (item: ScheduledItem) => {
  const one = typeOf(item)?.label.one ?? item.kind;
  const name = `${one.charAt(0).toUpperCase()}${one.slice(1)}`;
  return item.change ? `${name} (a change)` : name;
};

export default function SchedulePage() {
  const schedule = useQuery(scheduleQuery());
  return (
    <AdminFrame
      title="Schedule"
      lead={`Posts, products and pages that go live in the next ${SCHEDULE_WEEKS} weeks, and changes to live pages, soonest first.`}
    >
      <QueryStates
        query={schedule}
        loadingLabel="Loading the schedule…"
        errorText="Failed to load the schedule."
        empty={{
          when: (data) => data.data.length === 0,
          content: (
            <EmptyState>
              Nothing is scheduled. Choose <strong>Schedule…</strong> under a post, product or page to time
              it, or <strong>Schedule change…</strong> under a live page.
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
                  {editPath(item) ? <Link to={editPath(item)!}>{item.title}</Link> : item.title}
                </th>
                <td>{kindOf(item)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStates>
    </AdminFrame>
  );
}
