/**
 * An item's history on its edit screen, for a type whose declaration puts it there (legal pages):
 * every saved version, newest first, with who saved it and when. "Show" renders that version
 * read-only below the list; "Restore" (asked first) saves it again as a new version, so nothing in
 * the history is lost. Types with a history screen of their own compare versions there instead.
 */
import { useQuery } from '@tanstack/react-query';
import type { RichTextField } from '@vyoma/contract/content-types';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { useState } from 'react';
import { RichText } from '~/components/rich-text/RichText.tsx';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { toast, withReason } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import type { ContentTypeDeclaration } from '../../components/contentTypes.ts';
import { formatDateTime } from '../../components/format.ts';
import { revisionListQuery, revisionQuery, useRestoreRevision } from '../../components/history.ts';
import { EmptyState, QueryStates } from '../../components/States.tsx';

interface ShownVersion {
  id: string;
  version: number;
  savedAt: string;
  author: string;
}

function Shown({
  type,
  itemId,
  shown,
  note,
  onClose,
}: {
  type: ContentTypeDeclaration;
  itemId: string;
  shown: ShownVersion;
  note?: string;
  onClose: () => void;
}) {
  const revision = useQuery(revisionQuery(type, itemId, shown.id));
  const headingId = `version-shown-${shown.id}`;
  return (
    <section className="version-list__shown" aria-labelledby={headingId} aria-live="polite">
      <QueryStates
        query={revision}
        loadingLabel="Loading that version…"
        errorText="Failed to load that version."
      >
        {(data) => (
          <>
            <div className="version-list__shown-head">
              <h3 id={headingId}>
                Version {shown.version}: {String(data[type.titleField] ?? '')}
              </h3>
              <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
                Close
              </button>
            </div>
            <p className="field__hint">
              Saved {formatDateTime(shown.savedAt)} by {shown.author}. Read-only{note ? `; ${note}` : '.'}
            </p>
            {type.fields
              .filter((f): f is RichTextField => f.kind === 'richText')
              .map((field) => (
                <RichText
                  key={field.name}
                  doc={data[field.name] as RichTextDoc}
                  headingOffset={1}
                  className="version-list__shown-body"
                />
              ))}
          </>
        )}
      </QueryStates>
    </section>
  );
}

export function VersionList({
  type,
  itemId,
  note,
  onRestored,
}: {
  type: ContentTypeDeclaration;
  itemId: string;
  /** Said of a version shown (what the public page does with it). */
  note?: string;
  /** A version was restored: the editor starts again from it. */
  onRestored: () => void;
}) {
  const revisions = useQuery(revisionListQuery(type, itemId));
  const restore = useRestoreRevision(type, itemId);
  const { confirm, dialog } = useConfirm();
  const [shown, setShown] = useState<ShownVersion | null>(null);

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
        onRestored();
      },
      onError: (error) => toast.error(withReason('The version was not restored.', messageOr(error, ''))),
    });
  };

  return (
    <section className="card version-list" aria-labelledby="version-list-title">
      <h2 id="version-list-title" className="version-list__title">
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
          <ol className="version-list__items">
            {data.map((r, i) => (
              <li key={r._id} className="version-list__item">
                <span>
                  <strong>Version {r.version}</strong>
                  {i === 0 ? ' (current)' : ''} — {formatDateTime(r.createdAt)} by {r.author.name}
                </span>
                <span className="table-actions">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={`Show version ${r.version}`}
                    aria-pressed={shown?.id === r._id}
                    onClick={() =>
                      setShown(
                        shown?.id === r._id
                          ? null
                          : { id: r._id, version: r.version, savedAt: r.createdAt, author: r.author.name },
                      )
                    }
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
      {shown && (
        <Shown
          key={shown.id}
          type={type}
          itemId={itemId}
          shown={shown}
          note={note}
          onClose={() => setShown(null)}
        />
      )}
      {dialog}
    </section>
  );
}
