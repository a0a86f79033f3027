/**
 * One file of the editor (a media field, or a list item's): upload a new one (checked by its bytes,
 * type and size as the server checks it) or choose one from the media library; a stored file shows
 * as it is and is kept while nothing new is chosen.
 */
import type { MediaField } from '@vyoma/contract/content-types';
import { type Ref, useState } from 'react';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { FileThumb, MediaThumb } from '~/components/ui/FilePreview.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { ChooseFromLibrary } from '../../components/MediaPicker.tsx';
import { kindOf } from './labels.ts';
import type { MediaSlot } from './values.ts';

/** What the field and its previews are called. */
export interface MediaNames {
  /** The field ("Icon video", "Section 2 image"). */
  label: string;
  /** What the library picker fills ("Icon", "Section 2 image"). */
  library: string;
  /** A preview of a new file ("New icon: clip.webm"). */
  newFile: (name: string) => string;
  /** A preview of the stored file: the saved one, or one chosen from the library. */
  stored: (fromLibrary: boolean) => string;
  /** What the file is called in a sentence ("icon", "image"). */
  noun: string;
}

export function MediaInput({
  id,
  field,
  accept,
  names,
  value,
  saved,
  required,
  error,
  busy,
  inputRef,
  size,
  onChange,
}: {
  id: string;
  field: Pick<MediaField, 'maxBytes'>;
  /** The types this save takes (a new item's may be fewer than an edit's). */
  accept: readonly string[];
  names: MediaNames;
  value: MediaSlot;
  /** The item's saved path (none for a new item). */
  saved: string | null;
  required: boolean;
  error?: string;
  busy: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The previews' size (a field of its own shows them large). */
  size?: 'md' | 'lg';
  onChange: (slot: MediaSlot) => void;
}) {
  /** Why a chosen file was refused (shown before the form's own message). */
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (files: File[]) => {
    const { accepted, errors } = await checkFiles(files.slice(0, 1), {
      types: accept,
      maxBytes: field.maxBytes,
    });
    if (accepted[0]) onChange({ ...value, file: accepted[0] });
    setProblem(errors[0] ?? null);
  };
  const stored = value.path;
  return (
    <div className="content-media">
      <FileDrop
        id={id}
        label={names.label}
        required={required && !stored}
        hint={`${typeList(accept)}, up to ${formatBytes(field.maxBytes)}.${stored ? ` Leave empty to keep the current ${names.noun}.` : ''}`}
        error={problem ?? error}
        accept={accept}
        disabled={busy}
        inputRef={inputRef}
        onFiles={choose}
      >
        {value.file ? (
          <div className="content-media__preview">
            <FileThumb file={value.file} alt={names.newFile(value.file.name)} size={size} />
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={busy}
              onClick={() => onChange({ ...value, file: null })}
            >
              {stored ? `Keep current ${names.noun}` : `Remove ${names.noun}`}
            </button>
          </div>
        ) : stored ? (
          <div className="content-media__preview">
            <MediaThumb src={stored} video={value.video} alt={names.stored(stored !== saved)} size={size} />
          </div>
        ) : null}
      </FileDrop>
      <ChooseFromLibrary
        kind={kindOf(accept)}
        fieldLabel={names.library}
        disabled={busy}
        onChoose={(item) => {
          onChange({ file: null, path: item.path, video: item.kind === 'video' });
          setProblem(null);
        }}
      />
    </div>
  );
}
