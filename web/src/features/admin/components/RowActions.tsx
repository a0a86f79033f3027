/**
 * View / Edit / History / Delete buttons of an admin table row, named after the row for screen readers. Where the
 * table has little room they show only their icons (data-table.css); the tooltip then says the word.
 */
import { Eye, History, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

export interface RowActionsProps {
  /** What the row is, e.g. the product name: "Edit Starter Website". */
  name: string;
  viewTo?: string;
  editTo?: string;
  /** The item's saved versions. */
  historyTo?: string;
  deleteLabel?: string;
  deleting?: boolean;
  /** None: the row cannot be deleted (a fixed item), no button. */
  onDelete?: () => void;
}

export function RowActions({
  name,
  viewTo,
  editTo,
  historyTo,
  deleteLabel,
  deleting,
  onDelete,
}: RowActionsProps) {
  return (
    <span className="table-actions">
      {viewTo && (
        <Link to={viewTo} className="btn btn--ghost btn--sm" aria-label={`View ${name}`} title="View">
          <Eye size={14} aria-hidden="true" /> View
        </Link>
      )}
      {editTo && (
        <Link to={editTo} className="btn btn--outline btn--sm" aria-label={`Edit ${name}`} title="Edit">
          <Pencil size={14} aria-hidden="true" /> Edit
        </Link>
      )}
      {historyTo && (
        <Link
          to={historyTo}
          className="btn btn--ghost btn--sm"
          aria-label={`History of ${name}`}
          title="History"
        >
          <History size={14} aria-hidden="true" /> History
        </Link>
      )}
      {onDelete && (
        <button
          type="button"
          className="btn btn--danger btn--sm"
          aria-label={deleteLabel ?? `Delete ${name}`}
          title="Delete"
          disabled={deleting}
          onClick={onDelete}
        >
          <Trash2 size={14} aria-hidden="true" /> {deleting ? 'Deleting…' : 'Delete'}
        </button>
      )}
    </span>
  );
}
