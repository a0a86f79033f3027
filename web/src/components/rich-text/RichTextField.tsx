/**
 * A rich-text field of an admin form (a blog section's text, a job opening's description): the editor
 * with its label, hint and error. The editor (TipTap) is the heaviest part of the admin, so it comes
 * in its own chunk with React.lazy; until it arrives a placeholder of the same size says so, and the
 * rest of the form works as before.
 */
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { lazy, type Ref, Suspense, useImperativeHandle } from 'react';
import './rich-text-field.css';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export interface RichTextFieldProps {
  /** The writing area's id. */
  id: string;
  label: string;
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  error?: string;
  /** For react-hook-form: focusing the field (an invalid one on submit) focuses the writing area. */
  fieldRef?: Ref<{ focus: () => void }>;
  /** Replaces the default hint (how to format) under the writing area. */
  hint?: string;
  /** Offer "Place a form" in the toolbar (posts and legal pages; issue 29). */
  formBlocks?: boolean;
}

export function RichTextField({
  id,
  label,
  value,
  onChange,
  error,
  fieldRef,
  hint,
  formBlocks,
}: RichTextFieldProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  useImperativeHandle(fieldRef, () => ({ focus: () => document.getElementById(id)?.focus() }), [id]);
  return (
    <div className="field section-body">
      {/* Names the writing area through aria-labelledby (a contenteditable is not labelable). */}
      <span id={labelId} className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <Suspense
        fallback={
          <div className="section-body__loading" role="status">
            Loading the editor…
          </div>
        }
      >
        <RichTextEditor
          id={id}
          aria-labelledby={labelId}
          label={label}
          value={value}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={error ? `${hintId} ${errorId}` : hintId}
          formBlocks={formBlocks}
        />
      </Suspense>
      <span id={hintId} className="field__hint">
        {hint ?? 'Headings, lists, links, bold and italic from the toolbar or the usual shortcuts.'}
      </span>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
