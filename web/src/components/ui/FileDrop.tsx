/**
 * A file field that takes a click, the keyboard (it is a real file input) or a drop. It only hands
 * the chosen files to `onFiles`; checking them (see fileChecks.ts) and previews are the caller's.
 */
import { Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, type Ref, useState } from 'react';
import './file-drop.css';

interface FileDropProps {
  id: string;
  label: string;
  /** What the field accepts, shown under the zone and read with the input. */
  hint?: string;
  error?: string;
  accept: readonly string[];
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** Previews of chosen or existing files, shown under the zone. */
  children?: ReactNode;
  /** The file input, for a form that focuses its first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

export function FileDrop({
  id,
  label,
  hint,
  error,
  accept,
  multiple,
  required,
  disabled,
  onFiles,
  children,
  inputRef,
}: FileDropProps) {
  const [over, setOver] = useState(false);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div className="field file-drop">
      <span id={labelId} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
      <label
        htmlFor={id}
        className={`file-drop__zone${over ? ' file-drop__zone--over' : ''}${error ? ' file-drop__zone--invalid' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Upload size={22} aria-hidden="true" className="file-drop__icon" />
        <span className="file-drop__text">
          <strong>Choose {multiple ? 'files' : 'a file'}</strong> or drag {multiple ? 'them' : 'it'} here
        </span>
        {hint && (
          <span id={hintId} className="file-drop__hint">
            {hint}
          </span>
        )}
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="file-drop__input"
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={Boolean(error)}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Reset so choosing the same file again still fires a change.
            event.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
      {children}
    </div>
  );
}
