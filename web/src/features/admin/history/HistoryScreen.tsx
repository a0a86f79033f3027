/**
 * The history screen of an item of any content type (issue 18, docs/decisions/0045; issue 34): every saved version, two
 * of them chosen with "From" and "To" radio buttons (default: the previous against the latest, or the
 * versions named in the query), their side-by-side comparison (`diff.ts`), and Restore, which saves
 * an old version again as a new one. Restore is hidden where the server would refuse it: an author
 * restores only their own unpublished work. A page's versions are compared as pages too, with Restore
 * beside each (Comparison, VisualComparison).
 */
import { useQuery } from '@tanstack/react-query';
import type { Revision } from '@vyoma/contract';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { type ContentTypeDeclaration, capitalised } from '../components/contentTypes.ts';
import { formatDateTime } from '../components/format.ts';
import {
  editPath,
  HISTORY_COMPARE_PARAMS,
  revisionListQuery,
  revisionQuery,
  savedItemQuery,
  useRestoreRevision,
} from '../components/history.ts';
import { EmptyState, ErrorState, LoadingState, QueryStates } from '../components/States.tsx';
import { Comparison } from './Comparison.tsx';
import { chosen } from './choose.ts';
import type { RestoreOffer } from './VisualComparison.tsx';
import './history.css';

export function HistoryScreen({ type }: { type: ContentTypeDeclaration }) {
  const { id = '' } = useParams();
  const user = useUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParamsNow();
  const { confirm, dialog } = useConfirm();
  const item = useQuery(savedItemQuery(type, id));
  const revisions = useQuery(revisionListQuery(type, id));
  const restore = useRestoreRevision(type, id);
  const noun = type.label.one;

  const saved = item.data;
  const canRestore =
    saved !== undefined &&
    (userCan(user, type.permissions.publish) ||
      (saved.createdBy?._id === user?._id && saved.status !== 'published'));

  const choose = (side: 'from' | 'to', version: number, current: { from?: Revision; to?: Revision }) => {
    const next = { from: current.from?.version, to: current.to?.version, [side]: version };
    const query = new URLSearchParams();
    if (next.from !== undefined) query.set(HISTORY_COMPARE_PARAMS.from, String(next.from));
    if (next.to !== undefined) query.set(HISTORY_COMPARE_PARAMS.to, String(next.to));
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const requestRestore = async (revision: Revision) => {
    const ok = await confirm(
      `Restore version ${revision.version}, saved by ${revision.author.name} on ${formatDateTime(revision.createdAt)}? Its text, images and settings become the current ${noun}; the history keeps every version.`,
      { title: `Restore version ${revision.version}?`, confirmLabel: 'Restore' },
    );
    if (!ok) return;
    restore.mutate(revision._id, {
      onSuccess: () => {
        toast.success(`Version ${revision.version} restored.`);
        navigate(editPath(type, id));
      },
      onError: (error) => toast.error(messageOr(error, `The ${noun} could not be restored.`)),
    });
  };

  return (
    <AdminFrame
      title={`${capitalised(noun)} history`}
      lead={saved ? String(saved[type.titleField] ?? '') : undefined}
      back={{ to: editPath(type, id), label: `Back to the ${noun}` }}
      bare
    >
      {dialog}
      <div className="history">
        <div className="card admin-page__card">
          <QueryStates
            query={revisions}
            loadingLabel="Loading the history…"
            errorText="The history could not be loaded."
            empty={{
              when: (list) => list.length === 0,
              content: <EmptyState>No saved versions yet: every save of the form keeps one here.</EmptyState>,
            }}
          >
            {(list) => {
              const pair = chosen(list, params);
              return (
                <RevisionTable
                  revisions={list}
                  pair={pair}
                  onChoose={(side, version) => choose(side, version, pair)}
                  canRestore={canRestore}
                  restoring={restore.isPending ? restore.variables : undefined}
                  onRestore={requestRestore}
                />
              );
            }}
          </QueryStates>
        </div>
        {revisions.isSuccess && revisions.data.length > 0 && (
          <div className="card admin-page__card">
            <Compare
              type={type}
              id={id}
              pair={chosen(revisions.data, params)}
              single={revisions.data.length === 1}
              restore={
                canRestore
                  ? {
                      currentId: revisions.data[0]!._id,
                      restoring: restore.isPending ? restore.variables : undefined,
                      onRestore: requestRestore,
                    }
                  : undefined
              }
            />
          </div>
        )}
      </div>
    </AdminFrame>
  );
}

function RevisionTable({
  revisions,
  pair,
  onChoose,
  canRestore,
  restoring,
  onRestore,
}: {
  revisions: Revision[];
  pair: { from?: Revision; to?: Revision };
  onChoose: (side: 'from' | 'to', version: number) => void;
  canRestore: boolean;
  restoring: string | undefined;
  onRestore: (revision: Revision) => void;
}) {
  const name = useId();
  return (
    <DataTable
      caption="Saved versions, newest first. Choose two to compare: From (before) and To (after)."
      head={
        <tr>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Version</th>
          <th scope="col">What changed</th>
          <th scope="col" className="cell--actions">
            Actions
          </th>
        </tr>
      }
    >
      {revisions.map((revision, index) => {
        const when = formatDateTime(revision.createdAt);
        return (
          <tr key={revision._id}>
            <td>
              <input
                type="radio"
                name={`${name}-from`}
                aria-label={`From version ${revision.version}`}
                checked={pair.from?._id === revision._id}
                onChange={() => onChoose('from', revision.version)}
              />
            </td>
            <td>
              <input
                type="radio"
                name={`${name}-to`}
                aria-label={`To version ${revision.version}`}
                checked={pair.to?._id === revision._id}
                onChange={() => onChoose('to', revision.version)}
              />
            </td>
            <th scope="row">
              Version {revision.version}
              <time className="history__when" dateTime={revision.createdAt}>
                {when}
              </time>
            </th>
            <td>
              {revision.summary}
              <span className="history__by">by {revision.author.name}</span>
            </td>
            <td className="cell--actions">
              {index === 0 ? (
                <span className="history__current">Current</span>
              ) : (
                canRestore && (
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    title={`Restore version ${revision.version}`}
                    disabled={restoring !== undefined}
                    onClick={() => onRestore(revision)}
                  >
                    <RotateCcw size={14} aria-hidden="true" />{' '}
                    {/* Its words are its name: "Restore version 3" (a name unlike the words fails WCAG 2.5.3). */}
                    {restoring === revision._id ? 'Restoring…' : `Restore version ${revision.version}`}
                  </button>
                )
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function Compare({
  type,
  id,
  pair,
  single,
  restore,
}: {
  type: ContentTypeDeclaration;
  id: string;
  pair: { from?: Revision; to?: Revision };
  /** The item has one saved version. */
  single: boolean;
  restore?: RestoreOffer;
}) {
  const { from, to } = pair;
  const before = useQuery({ ...revisionQuery(type, id, from?._id ?? ''), enabled: from !== undefined });
  const after = useQuery({ ...revisionQuery(type, id, to?._id ?? ''), enabled: to !== undefined });
  if (!from || !to) return null;
  if (from._id === to._id)
    return (
      <p className="history__note">
        {single
          ? 'Only one version is saved so far: there is nothing to compare yet.'
          : 'Choose two different versions with From and To to compare them.'}
      </p>
    );
  if (before.isPending || after.isPending) return <LoadingState label="Loading the two versions…" />;
  if (before.isError || after.isError)
    return (
      <ErrorState
        message={messageOr(before.error ?? after.error, 'The versions could not be loaded.')}
        onRetry={() => {
          if (before.isError) before.refetch();
          if (after.isError) after.refetch();
        }}
      />
    );
  return (
    <Comparison
      type={type}
      before={{ revision: from, item: before.data }}
      after={{ revision: to, item: after.data }}
      restore={restore}
    />
  );
}
