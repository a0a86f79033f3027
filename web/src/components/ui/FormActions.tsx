/**
 * The row under an admin form: its submit button, which reads busyLabel and is disabled while the
 * form is being sent, and an optional Cancel (a link back, or a button).
 */
import { Link } from 'react-router';

interface FormActionsProps {
  /** The submit button's text. */
  label: string;
  /** The form is being sent: the button reads busyLabel and cannot be pressed again. */
  busy: boolean;
  busyLabel?: string;
  /** Also disables the button (e.g. nothing has changed yet, or a file is still uploading). */
  disabled?: boolean;
  /** Where Cancel leads, or what it does; without either there is no Cancel. */
  cancelTo?: string;
  onCancel?: () => void;
  className?: string;
}

export function FormActions({
  label,
  busy,
  busyLabel = 'Saving…',
  disabled = false,
  cancelTo,
  onCancel,
  className,
}: FormActionsProps) {
  return (
    <div className={className ? `admin-form__actions ${className}` : 'admin-form__actions'}>
      <button type="submit" className="btn btn--primary" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
      {cancelTo !== undefined ? (
        <Link to={cancelTo} className="btn btn--ghost">
          Cancel
        </Link>
      ) : onCancel ? (
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}
