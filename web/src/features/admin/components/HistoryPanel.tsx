/**
 * The "History" box of the editor: the latest saves (who, when, what changed) and a link to the
 * history screen, where any two are compared and one restored (docs/decisions/0045).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ContentTypeDeclaration } from './contentTypes.ts';
import { EditorPanel } from './EditorLayout.tsx';
import { formatDateTime } from './format.ts';
import { historyPath, revisionListQuery } from './history.ts';

/** How many saves the panel lists; the screen has them all. */
const SHOWN = 5;

export function HistoryPanel({ type, itemId }: { type: ContentTypeDeclaration; itemId: string }) {
  const revisions = useQuery(revisionListQuery(type, itemId));
  return (
    <EditorPanel title="History">
      {revisions.isPending ? (
        <p className="history-panel__note">Loading the history…</p>
      ) : revisions.isError ? (
        <p className="history-panel__note">The history could not be loaded.</p>
      ) : revisions.data.length === 0 ? (
        <p className="history-panel__note">No saved versions yet.</p>
      ) : (
        <>
          <ol className="history-panel__list">
            {revisions.data.slice(0, SHOWN).map((revision) => (
              <li key={revision._id} className="history-panel__item">
                <span className="history-panel__summary">{revision.summary}</span>
                <span className="history-panel__meta">
                  {revision.author.name} ·{' '}
                  <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
                </span>
              </li>
            ))}
          </ol>
          {revisions.data.length > SHOWN && (
            <p className="history-panel__note">and {revisions.data.length - SHOWN} earlier</p>
          )}
        </>
      )}
      <Link to={historyPath(type, itemId)} className="btn btn--outline btn--sm">
        Compare / restore
      </Link>
    </EditorPanel>
  );
}
