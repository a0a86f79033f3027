/**
 * A modal dialog for admin tasks bigger than a yes/no (the media picker, a file's details): a native
 * <dialog> opened with showModal(), so the page behind is inert and focus stays inside; Escape and
 * the close button close it, and focus goes back to what opened it. Admin screens render in the
 * browser only, so the portal into <body> is always there.
 */
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './admin-dialog.css';

interface AdminDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (the close button in the corner is always there). */
  footer?: ReactNode;
  size?: 'md' | 'lg';
}

export function AdminDialog({ open, title, onClose, children, footer, size = 'md' }: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The title first: a screen reader hears what this is before the first field.
      dialog.querySelector<HTMLElement>('.admin-dialog__title')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = opener.current;
      requestAnimationFrame(() => {
        if (target?.isConnected) target.focus();
        else document.querySelector<HTMLElement>('main h1')?.focus();
      });
    }
  }, [open]);

  // Unmounted while open (the screen changed): give the page back.
  useEffect(() => () => ref.current?.close(), []);

  // In <body>, not where it is used: a picker opened from a form must not be part of that form (Enter
  // in its search box would submit the post).
  return createPortal(
    <dialog
      ref={ref}
      className={`admin-dialog admin-dialog--${size}`}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="admin-dialog__header">
            <h2 id={titleId} className="admin-dialog__title" tabIndex={-1}>
              {title}
            </h2>
            <button type="button" className="btn btn--ghost btn--sm admin-dialog__close" onClick={onClose}>
              <X size={18} aria-hidden="true" />
              <span className="visually-hidden">Close</span>
            </button>
          </div>
          <div className="admin-dialog__body">{children}</div>
          {footer && <div className="admin-dialog__footer">{footer}</div>}
        </>
      )}
    </dialog>,
    document.body,
  );
}
