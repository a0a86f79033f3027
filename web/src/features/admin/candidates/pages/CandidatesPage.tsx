/**
 * /admin/candidates (issue 29): job applications on a board (a column per stage) or in a list, with
 * the opening, stage, assignee and words to filter by, all in the URL (the back button and a shared
 * link restore them). A card moves to another stage from its own "Move to" list; its name opens the
 * application. Admins also find one person's data here, to export or erase on request.
 */
import {
  ADMIN_PAGE,
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type ApplicationStage,
  type ApplicationSummary,
  CANDIDATE_FILTER_PARAMS as P,
} from '@vyoma/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, Pagination } from '~/components/ui/DataTable.tsx';
import { FilterSelect } from '~/components/ui/FilterSelect.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import {
  type CandidateFilters,
  useApplicationSummary,
  useApplications,
  useCandidateStaff,
  useUpdateApplication,
} from '../api.ts';
import { PersonalData } from '../components/PersonalData.tsx';
import { Rating } from '../components/Rating.tsx';
import './candidates.css';

const BOARD_LIMIT = 500;
const LIST_LIMIT = 50;
const dayFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

const isStage = (v: string | null): v is ApplicationStage =>
  (APPLICATION_STAGES as readonly string[]).includes(v ?? '');

function readFilters(params: URLSearchParams): CandidateFilters & { view: 'board' | 'list' } {
  const page = Number(params.get(P.page));
  const stage = params.get(P.stage);
  return {
    job: params.get(P.job) ?? '',
    stage: isStage(stage) ? stage : '',
    assignee: params.get(P.assignee) ?? '',
    q: params.get(P.q) ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    view: params.get(P.view) === 'list' ? 'list' : 'board',
  };
}

export default function CandidatesPage() {
  const [params, setParams] = useSearchParamsNow();
  const { view, ...filters } = useMemo(() => readFilters(params), [params]);
  const user = useUser();
  const summary = useApplicationSummary();
  const staff = useCandidateStaff();
  const board = view === 'board';
  // The board shows every stage at once; the list pages through them.
  const list = useApplications(
    board ? { ...filters, stage: '', page: 1 } : filters,
    board ? BOARD_LIMIT : LIST_LIMIT,
  );
  const [search, setSearch] = useState(filters.q);

  function update(change: Partial<CandidateFilters & { view: 'board' | 'list' }>) {
    const next = { ...filters, view, ...change, page: change.page ?? 1 };
    const query = new URLSearchParams();
    if (next.job) query.set(P.job, next.job);
    if (next.stage && next.view === 'list') query.set(P.stage, next.stage);
    if (next.assignee) query.set(P.assignee, next.assignee);
    if (next.q.trim()) query.set(P.q, next.q.trim());
    if (next.view === 'list') query.set(P.view, 'list');
    if (next.page > 1) query.set(P.page, String(next.page));
    setParams(query, { replace: change.page === undefined });
  }

  const jobs = summary.data ?? [];
  const jobOptions = [
    { value: '', label: 'Every opening' },
    ...jobs.map((j) => ({
      value: j.job._id,
      label: `${j.job.title}${j.job.open ? '' : ' (closed)'} · ${j.total}`,
    })),
  ];
  const staffOptions = [
    { value: '', label: 'Anyone' },
    { value: 'none', label: 'Nobody yet' },
    ...(staff.data ?? []).map((s) => ({ value: s._id, label: s.name })),
  ];

  return (
    <AdminFrame
      title="Candidates"
      lead="Applications sent from the openings’ pages. Move each one through the stages; CVs open here only."
      bare
    >
      <div className="card admin-page__card">
        <div className="candidates-toolbar">
          <FilterSelect
            id="candidates-job"
            label="Opening"
            value={filters.job}
            options={jobOptions}
            onChange={(job) => update({ job })}
          />
          {!board && (
            <FilterSelect
              id="candidates-stage"
              label="Stage"
              value={filters.stage}
              options={[
                { value: '', label: 'Every stage' },
                ...APPLICATION_STAGES.map((s) => ({ value: s, label: APPLICATION_STAGE_LABELS[s] })),
              ]}
              onChange={(stage) => update({ stage: stage as ApplicationStage | '' })}
            />
          )}
          <FilterSelect
            id="candidates-assignee"
            label="Assigned to"
            value={filters.assignee}
            options={staffOptions}
            onChange={(assignee) => update({ assignee })}
          />
          <form
            className="field candidates-search"
            onSubmit={(event) => {
              event.preventDefault();
              update({ q: search });
            }}
          >
            <label className="field__label" htmlFor="candidates-q">
              Name, e-mail or phone
            </label>
            <input
              id="candidates-q"
              className="input"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </form>
          <fieldset className="candidates-views">
            <legend className="visually-hidden">Show as</legend>
            <button
              type="button"
              className={`btn btn--sm ${board ? 'btn--primary' : 'btn--outline'}`}
              aria-pressed={board}
              onClick={() => update({ view: 'board' })}
            >
              Board
            </button>
            <button
              type="button"
              className={`btn btn--sm ${board ? 'btn--outline' : 'btn--primary'}`}
              aria-pressed={!board}
              onClick={() => update({ view: 'list' })}
            >
              List
            </button>
          </fieldset>
        </div>
        <QueryStates
          query={list}
          loadingLabel="Loading applications…"
          errorText="Failed to load the applications."
        >
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState>
                {filters.job || filters.stage || filters.assignee || filters.q
                  ? 'No applications match your filters.'
                  : 'No applications yet. They arrive from the application form on each opening’s page.'}
              </EmptyState>
            ) : board ? (
              <Board rows={data.data} total={data.total} />
            ) : (
              <>
                <p className="candidates-count" aria-live="polite">
                  {data.total} {data.total === 1 ? 'application' : 'applications'}
                </p>
                <CandidateList rows={data.data} />
                <Pagination
                  page={filters.page}
                  pageCount={Math.max(1, Math.ceil(data.total / LIST_LIMIT))}
                  onPage={(page) => update({ page })}
                  label="Pages of applications"
                />
              </>
            )
          }
        </QueryStates>
      </div>
      {userCan(user, 'personalData') && <PersonalData />}
    </AdminFrame>
  );
}

/** A column per stage; each card moves from its own list (keyboard and screen readers included). */
function Board({ rows, total }: { rows: ApplicationSummary[]; total: number }) {
  const update = useUpdateApplication();
  const move = (row: ApplicationSummary, stage: ApplicationStage) =>
    update.mutate(
      { id: row._id, change: { stage } },
      {
        onSuccess: () => toast.success(`${row.name} moved to ${APPLICATION_STAGE_LABELS[stage]}.`),
        onError: (error) => toast.error(messageOr(error, 'The application could not be moved.')),
      },
    );
  return (
    <>
      {total > rows.length && (
        <p className="status status--info">
          The board shows the newest {rows.length} of {total}. Choose an opening to see the rest.
        </p>
      )}
      <div className="candidates-board">
        {APPLICATION_STAGES.map((stage) => {
          const cards = rows.filter((r) => r.stage === stage);
          return (
            <section key={stage} className="candidates-column" aria-labelledby={`stage-${stage}`}>
              <h2 id={`stage-${stage}`} className="candidates-column__title">
                {APPLICATION_STAGE_LABELS[stage]}{' '}
                <span className="candidates-column__count">{cards.length}</span>
              </h2>
              <ul className="candidates-cards">
                {cards.map((row) => (
                  <li key={row._id} className="candidates-card">
                    <Link className="candidates-card__name" to={ADMIN_PAGE.candidate(row._id)}>
                      {row.name}
                    </Link>
                    <span className="candidates-card__job">{row.job.title}</span>
                    <span className="candidates-card__meta">
                      {dayFormat.format(new Date(row.createdAt))}
                      {row.assignee ? ` · ${row.assignee.name}` : ''}
                    </span>
                    {row.rating !== null && <Rating value={row.rating} />}
                    <label className="visually-hidden" htmlFor={`move-${row._id}`}>
                      Move {row.name} to
                    </label>
                    <select
                      id={`move-${row._id}`}
                      className="select candidates-card__move"
                      value={row.stage}
                      disabled={update.isPending && update.variables?.id === row._id}
                      onChange={(event) => move(row, event.target.value as ApplicationStage)}
                    >
                      {APPLICATION_STAGES.map((s) => (
                        <option key={s} value={s}>
                          {s === row.stage
                            ? `Stage: ${APPLICATION_STAGE_LABELS[s]}`
                            : `Move to ${APPLICATION_STAGE_LABELS[s]}`}
                        </option>
                      ))}
                    </select>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}

function CandidateList({ rows }: { rows: ApplicationSummary[] }) {
  return (
    <DataTable
      caption="Applications"
      hideCaption
      head={
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Opening</th>
          <th scope="col">Stage</th>
          <th scope="col">Rating</th>
          <th scope="col">Assigned to</th>
          <th scope="col">Applied</th>
        </tr>
      }
    >
      {rows.map((row) => (
        <tr key={row._id}>
          <th scope="row">
            <Link to={ADMIN_PAGE.candidate(row._id)}>{row.name}</Link>
            <span className="candidates-list__email">{row.email}</span>
          </th>
          <td className="cell--wrap">{row.job.title}</td>
          <td className="cell--nowrap">{APPLICATION_STAGE_LABELS[row.stage]}</td>
          <td className="cell--nowrap">{row.rating !== null ? <Rating value={row.rating} /> : '—'}</td>
          <td className="cell--nowrap">{row.assignee?.name ?? '—'}</td>
          <td className="cell--nowrap">{dayFormat.format(new Date(row.createdAt))}</td>
        </tr>
      ))}
    </DataTable>
  );
}
