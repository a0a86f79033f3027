/**
 * A legal page's history: every saved version, newest first, with who saved it and when. "Show"
 * renders that version read-only below the list; "Restore" (asked first) saves it again as a new
 * version, so nothing in the history is lost.
 */
import type { LegalKey } from '@vyoma/contract';
import { useState } from 'react';
import { RichText } from '~/components/rich-text/RichText.tsx';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { toast, withReason } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useLegalRevision, useLegalRevisions, useRestoreLegalRevision } from '../api.ts';
import { formatWhen } from '../format.ts';

function ShownRevision({ legalKey, id, onClose }: { legalKey: LegalKey; id: string; onClose: () => void }) {
  const revision = useLegalRevision(legalKey, id);
  return (
    <section className="legal-admin__shown" aria-labelledby="legal-shown-title" aria-live="polite">
      <QueryStates
        query={revision}
        loadingLabel="Loading that version…"
        errorText="Failed to load that version."
      >
        {(data) => (
          <>
            <div className="legal-admin__shown-head">
              <h3 id="legal-shown-title">
                Version {data.version}: {data.title}
              </h3>
              <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
                Close
              </button>
            </div>
            <p className="field__hint">
              Saved {formatWhen(data.createdAt)} by {data.author.name}. Read-only; placeholders such as
              {' {siteName} '}are filled in on the public page.
            </p>
            <RichText doc={data.body} headingOffset={1} className="legal-admin__shown-body" />
          </>
        )}
      </QueryStates>
    </section>
  );
}

export function LegalHistory({ legalKey }: { legalKey: LegalKey }) {
  const revisions = useLegalRevisions(legalKey);
  const restore = useRestoreLegalRevision(legalKey);
  const { confirm, dialog } = useConfirm();
  const [shown, setShown] = useState<string | null>(null);

  const requestRestore = async (id: string, version: number) => {
    const ok = await confirm(
      `Restore version ${version}? It replaces the current text on the public page and is saved as a new version; the history keeps every version.`,
      { title: 'Restore this version?', confirmLabel: 'Restore' },
    );
    if (!ok) return;
    restore.mutate(id, {
      onSuccess: () => {
        toast.success(`Version ${version} restored.`);
        setShown(null);
      },
      onError: (error) => toast.error(withReason('The version was not restored.', messageOr(error, ''))),
    });
  };

  return (
    <section className="card legal-admin__card" aria-labelledby="legal-history-title">
      <h2 id="legal-history-title" className="legal-admin__title">
        History
      </h2>
      <QueryStates
        query={revisions}
        loadingLabel="Loading the history…"
        errorText="Failed to load the history."
        empty={{
          when: (data) => data.length === 0,
          content: <EmptyState>No saved versions yet.</EmptyState>,
        }}
      >
        {(data) => (
          <ol className="legal-admin__revisions">
            {data.map((r, i) => (
              <li key={r._id} className="legal-admin__revision">
                <span>
                  <strong>Version {r.version}</strong>
                  {i === 0 ? ' (current)' : ''} — {formatWhen(r.createdAt)} by {r.author.name}
                </span>
                <span className="table-actions">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={`Show version ${r.version}`}
                    aria-pressed={shown === r._id}
                    onClick={() => setShown(shown === r._id ? null : r._id)}
                  >
                    Show
                  </button>
                  {i > 0 && (
                    <button
                      type="button"
                      className="btn btn--outline btn--sm"
                      aria-label={`Restore version ${r.version}`}
                      disabled={restore.isPending}
                      onClick={() => void requestRestore(r._id, r.version)}
                    >
                      {restore.isPending && restore.variables === r._id ? 'Restoring…' : 'Restore'}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
      {shown && <ShownRevision key={shown} legalKey={legalKey} id={shown} onClose={() => setShown(null)} />}
      {dialog}
    </section>
  );
}
