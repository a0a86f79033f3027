/**
 * Add, change or remove the link of the editor's selection: a native modal <dialog> (focus stays in
 * it, Escape cancels). What is typed is completed ("example.com" → https://example.com) and checked
 * with the same rule as the server; an unsafe address is refused with a message.
 * No <form> inside: the editor usually sits in one, and Enter here must not submit it.
 */
import { hrefFromInput, UNSAFE_HREF_MESSAGE } from '@vyoma/contract/rich-text';
import { useEffect, useId, useRef, useState } from 'react';

export interface LinkDialogProps {
  open: boolean;
  /** The link being edited, if the selection is in one. */
  currentHref: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

export function LinkDialog({ open, currentHref, onApply, onRemove, onClose }: LinkDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setValue(currentHref ?? '');
      setError(null);
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) dialog.close();
  }, [open, currentHref]);

  const apply = () => {
    const href = hrefFromInput(value);
    if (!href) {
      setError(UNSAFE_HREF_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    onApply(href);
  };

  return (
    <dialog
      ref={ref}
      className="rich-text-link-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div>
        <h2 id={titleId} className="rich-text-link-dialog__title">
          {currentHref ? 'Edit link' : 'Add link'}
        </h2>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Link address
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="input"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              apply();
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
          <span id={hintId} className="field__hint">
            A web address (https://…), an email address, tel:… or a page of this site (/contactUs)
          </span>
          {error && (
            <span id={errorId} className="field__error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="rich-text-link-dialog__actions">
          {currentHref && (
            <button type="button" className="btn btn--ghost rich-text-link-dialog__remove" onClick={onRemove}>
              Remove link
            </button>
          )}
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={apply}>
            Apply
          </button>
        </div>
      </div>
    </dialog>
  );
}
