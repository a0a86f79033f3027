/**
 * Choose a form to place in the text (issue 29): the forms staff built, by title. A native modal
 * <dialog> like the link dialog; no <form> inside (the editor sits in one).
 */
import { API, type FormChoicesResponse } from '@vyoma/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { apiRequest, messageOr } from '~/lib/api.ts';

export interface FormDialogProps {
  open: boolean;
  onInsert: (slug: string) => void;
  onClose: () => void;
}

export function FormDialog({ open, onInsert, onClose }: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const titleId = useId();
  const selectId = useId();
  const [choices, setChoices] = useState<FormChoicesResponse['data'] | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(null);
      dialog.showModal();
      apiRequest<FormChoicesResponse>(API.adminFormChoices)
        .then((answer) => {
          setChoices(answer.data);
          setChosen(answer.data[0]?.slug ?? '');
          requestAnimationFrame(() => selectRef.current?.focus());
        })
        .catch((failure) => setError(messageOr(failure, 'The forms could not be loaded.')));
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

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
          Place a form
        </h2>
        {error ? (
          <p className="status status--error" role="alert">
            {error}
          </p>
        ) : choices === null ? (
          <p role="status">Loading the forms…</p>
        ) : choices.length === 0 ? (
          <p>No forms yet: build one under Forms in the admin menu, then place it here.</p>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              Form
            </label>
            <select
              ref={selectRef}
              id={selectId}
              className="select"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              {choices.map((c) => (
                <option key={c._id} value={c.slug}>
                  {c.title}
                </option>
              ))}
            </select>
            <span className="field__hint">It shows where the block stands, on its own line.</span>
          </div>
        )}
        <div className="rich-text-link-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!chosen}
            onClick={() => onInsert(chosen)}
          >
            Place the form
          </button>
        </div>
      </div>
    </dialog>
  );
}
