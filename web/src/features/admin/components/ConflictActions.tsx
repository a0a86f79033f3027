/**
 * What the editor offers when a save is refused because someone saved a newer version
 * since the form was loaded (409, docs/decisions/0045): compare (the history screen in a new tab,
 * from the version this form loaded to the latest), keep mine (save again over the newer version,
 * which stays in the history), or take theirs (drop the changes here, after a confirm, and load the
 * saved version). Nothing is dropped without being asked.
 */
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import type { ContentTypeDeclaration } from './contentTypes.ts';
import { historyPath } from './history.ts';

export function ConflictActions({
  type,
  itemId,
  loadedVersion,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  type: ContentTypeDeclaration;
  itemId: string;
  /** The version this form was loaded from. */
  loadedVersion: number;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { confirm, dialog } = useConfirm();
  const takeTheirs = async () => {
    const ok = await confirm(
      'Drop the changes in this form and load the version saved since? Your changes here are not kept anywhere.',
      { title: 'Take their version?', confirmLabel: 'Take theirs', cancelLabel: 'Keep editing' },
    );
    if (ok) onTakeTheirs();
  };
  return (
    <div className="conflict-actions">
      {dialog}
      <p className="conflict-actions__hint">
        Keep mine saves this form over the newer version (it stays in the history); take theirs loads the
        newer version instead of your changes.
      </p>
      <div className="admin-form__actions">
        <a
          className="btn btn--outline btn--sm"
          href={historyPath(type, itemId, { from: loadedVersion })}
          target="_blank"
          rel="noopener"
        >
          Compare with the saved version
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="btn btn--primary btn--sm" disabled={busy} onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={takeTheirs}>
          Take theirs
        </button>
      </div>
    </div>
  );
}
