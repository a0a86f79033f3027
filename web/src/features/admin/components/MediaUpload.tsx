/**
 * Upload into the media library: choose or drop files, write each one's alt text (or mark it
 * decorative), then upload; each file shows its own progress and error. Used by the library screen
 * (many files) and the picker's "Upload new" (one file, chosen as soon as it is stored).
 */

import { useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_IMAGE_TYPES,
  MEDIA_LIBRARY,
  type MediaItem,
  UPLOAD_LIMITS,
  VIDEO_TYPES,
} from '@vyoma/contract';
import { Upload, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { FileThumb, fileKey } from '~/components/ui/FilePreview.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { ProgressBar } from '~/components/ui/ProgressBar.tsx';
import { messageOr } from '~/lib/api.ts';
import { type AltInput, altProblem, type MediaKind, mediaKeys, uploadMedia } from './media.ts';
import './media.css';

interface Queued {
  file: File;
  alt: AltInput;
  progress: number | null;
  error: string | null;
  done: boolean;
}

const typesFor = (kind?: MediaKind): readonly string[] =>
  kind === 'image'
    ? CONTENT_IMAGE_TYPES
    : kind === 'video'
      ? VIDEO_TYPES
      : [...CONTENT_IMAGE_TYPES, ...VIDEO_TYPES];

/** Videos need no alt text (they are described by the text around them); images do. */
const problemOf = (item: Queued) => (item.file.type.startsWith('video/') ? null : altProblem(item.alt));

export function MediaUpload({
  kind,
  multiple = false,
  onUploaded,
}: {
  /** Limit the files to images or videos (a field that takes only images). */
  kind?: MediaKind;
  multiple?: boolean;
  onUploaded: (item: MediaItem) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const types = typesFor(kind);
  const [queue, setQueue] = useState<Queued[]>([]);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const patch = (file: File, change: Partial<Queued>) =>
    setQueue((list) => list.map((item) => (item.file === file ? { ...item, ...change } : item)));

  const add = async (files: File[]) => {
    const { accepted, errors } = await checkFiles(multiple ? files : files.slice(0, 1), {
      types,
      maxBytes: UPLOAD_LIMITS.libraryFileBytes,
    });
    setChooseError(errors.length > 0 ? errors.join(' ') : null);
    const fresh = accepted.map((file) => ({
      file,
      alt: { alt: '', decorative: false },
      progress: null,
      error: null,
      done: false,
    }));
    setQueue((list) => (multiple ? [...list.filter((item) => !item.done), ...fresh] : fresh));
  };

  const uploadAll = async () => {
    const waiting = queue.filter((item) => !item.done);
    const problems = waiting.map((item) => [item, problemOf(item)] as const).filter(([, p]) => p);
    if (problems.length > 0) {
      for (const [item, problem] of problems) patch(item.file, { error: problem });
      setStatus(`${problems.length} ${problems.length === 1 ? 'file needs' : 'files need'} alt text.`);
      const first = problems[0]?.[0];
      if (first) document.getElementById(`${id}-alt-${fileKey(first.file)}`)?.focus();
      return;
    }
    setBusy(true);
    let stored = 0;
    for (const item of waiting) {
      patch(item.file, { progress: 0, error: null });
      try {
        const { data } = await uploadMedia(item.file, item.alt, (fraction) =>
          patch(item.file, { progress: fraction }),
        );
        stored++;
        patch(item.file, { progress: null, done: true });
        onUploaded(data);
      } catch (error) {
        patch(item.file, {
          progress: null,
          error: messageOr(error, `Uploading "${item.file.name}" failed.`),
        });
      }
    }
    setBusy(false);
    if (stored > 0) void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    const failed = waiting.length - stored;
    setStatus(
      failed === 0
        ? `Uploaded ${stored} ${stored === 1 ? 'file' : 'files'}.`
        : `Uploaded ${stored} of ${waiting.length} files; ${failed} failed.`,
    );
    if (failed === 0) setQueue([]);
  };

  const waiting = queue.filter((item) => !item.done);

  return (
    <div className="media-upload">
      <FileDrop
        id={`${id}-file`}
        label={multiple ? 'Upload files' : 'Upload a file'}
        hint={`${typeList(types)}, up to ${formatBytes(UPLOAD_LIMITS.libraryFileBytes)}${multiple ? ' each' : ''}. Write alt text for each image before uploading.`}
        error={chooseError ?? undefined}
        accept={types}
        multiple={multiple}
        disabled={busy}
        onFiles={add}
      />
      {waiting.length > 0 && (
        <>
          <ul className="media-upload__list" aria-label="Files to upload">
            {waiting.map((item) => {
              const key = fileKey(item.file);
              const altId = `${id}-alt-${key}`;
              const errorId = `${id}-error-${key}`;
              const video = item.file.type.startsWith('video/');
              return (
                <li key={key} className="media-upload__item">
                  <FileThumb file={item.file} alt="" />
                  <div className="media-upload__fields">
                    <p className="media-upload__name">
                      {item.file.name}{' '}
                      <span className="media-upload__size">({formatBytes(item.file.size)})</span>
                    </p>
                    <label className="field__label" htmlFor={altId}>
                      Alt text for {item.file.name}
                      {video && ' (optional for a video)'}
                    </label>
                    <input
                      id={altId}
                      className="input"
                      maxLength={MEDIA_LIBRARY.altMax}
                      value={item.alt.alt}
                      disabled={busy || item.alt.decorative}
                      aria-invalid={Boolean(item.error)}
                      aria-describedby={item.error ? errorId : undefined}
                      onChange={(event) =>
                        patch(item.file, { alt: { ...item.alt, alt: event.target.value }, error: null })
                      }
                    />
                    {!video && (
                      <label className="media-check">
                        <input
                          type="checkbox"
                          checked={item.alt.decorative}
                          disabled={busy}
                          onChange={(event) =>
                            patch(item.file, {
                              alt: { ...item.alt, decorative: event.target.checked },
                              error: null,
                            })
                          }
                        />{' '}
                        Decorative (screen readers skip it)
                      </label>
                    )}
                    {item.progress !== null && (
                      <ProgressBar value={item.progress} label={`Uploading ${item.file.name}`} />
                    )}
                    {item.error && (
                      <p id={errorId} className="field__error">
                        {item.error}
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={busy}
                    onClick={() => setQueue((list) => list.filter((other) => other.file !== item.file))}
                  >
                    <X size={14} aria-hidden="true" />
                    <span className="visually-hidden">Remove {item.file.name} from the upload</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={uploadAll}>
            <Upload size={16} aria-hidden="true" />{' '}
            {busy ? 'Uploading…' : waiting.length === 1 ? 'Upload' : `Upload ${waiting.length} files`}
          </button>
        </>
      )}
      <p className="media-upload__status" role="status">
        {status}
      </p>
    </div>
  );
}
