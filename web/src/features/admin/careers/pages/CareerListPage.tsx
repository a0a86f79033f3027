/** /admin/careers: the job openings, page by page, with status and closing date; edit, delete (asked first). */
import { ADMIN_PAGE, PAGE } from '@vyoma/contract';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { ListPager, ownAnswer, usePageParam, useStepBackWhenEmpty } from '../../components/paging.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useDeleteJob, useJobs } from '../api.ts';
import { STATUS_LABELS } from '../components/JobForm.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

export default function CareerListPage() {
  const [page, setPage] = usePageParam();
  const jobs = useJobs(page);
  useStepBackWhenEmpty(page, ownAnswer(jobs), setPage);
  const remove = useDeleteJob();
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: 'Are you sure you want to delete this opening? Its page will answer “not found”.',
    success: 'Opening deleted.',
    failure: 'Failed to delete the opening.',
  });
  const create = (
    <Link to={ADMIN_PAGE.newCareer} className="btn btn--primary">
      <Plus size={18} aria-hidden="true" /> Add opening
    </Link>
  );

  return (
    <AdminFrame
      title="Job openings"
      lead="Open ones are listed on the careers page until their closing date, each with its own page."
      action={create}
    >
      <QueryStates
        query={jobs}
        loadingLabel="Loading openings…"
        errorText="Failed to load the openings."
        empty={{ when: (list) => list.total === 0, content: <EmptyState>No openings yet.</EmptyState> }}
      >
        {(list) => (
          <>
            <DataTable
              caption={`Openings (${list.total})`}
              head={
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col">Closing date</th>
                  <th scope="col" className="cell--actions">
                    Actions
                  </th>
                </tr>
              }
            >
              {list.data.map((job) => (
                <tr key={job._id}>
                  <th scope="row" className="cell--wrap">
                    {job.title}
                  </th>
                  <td className="cell--nowrap">
                    {STATUS_LABELS[job.status]}
                    {job.status === 'open' && !job.open ? ' (past its closing date)' : ''}
                  </td>
                  <td className="cell--nowrap">{job.closesOn ? formatDay(job.closesOn) : '—'}</td>
                  <td className="cell--actions">
                    <RowActions
                      name={job.title}
                      viewTo={job.open ? PAGE.careerOpening(job.slug) : undefined}
                      editTo={ADMIN_PAGE.editCareer(job._id)}
                      deleting={isDeleting(job._id)}
                      onDelete={() => requestDelete(job._id)}
                    />
                  </td>
                </tr>
              ))}
            </DataTable>
            <ListPager page={page} list={list} label="Pages of openings" onPage={setPage} />
          </>
        )}
      </QueryStates>
      {dialog}
    </AdminFrame>
  );
}
