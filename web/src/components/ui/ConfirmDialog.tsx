/**
 * The one confirmation dialog: a native <dialog> opened with showModal(), so the page behind is
 * inert (focus is trapped) and Escape cancels. `useConfirm()` turns it into `await confirm(text)`.
 */
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import './confirm-dialog.css';

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  message: string;
  onClose: (confirmed: boolean) => void;
}

export function ConfirmDialog({
  open,
  message,
  onClose,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Start on the safe choice: Enter by reflex must not delete anything.
      cancelRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        // Escape: close through our own state so the promise resolves.
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="confirm-dialog__message">
        {message}
      </p>
      <div className="confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={() => onClose(false)}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => onClose(true)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

interface Pending extends ConfirmOptions {
  message: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * `const { confirm, dialog } = useConfirm()`; render `{dialog}` once and `await confirm(message)`.
 * Focus goes back to whatever opened the dialog (or to the page heading if that is gone).
 */
export function useConfirm(): {
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const confirm = useCallback(
    (message: string, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setPending({ ...options, message, resolve });
      }),
    [],
  );

  const close = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
    const target = returnFocus.current;
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
      else document.querySelector<HTMLElement>('main h1')?.focus();
    });
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message ?? ''}
      title={pending?.title}
      confirmLabel={pending?.confirmLabel}
      cancelLabel={pending?.cancelLabel}
      onClose={close}
    />
  );
  return { confirm, dialog };
}
