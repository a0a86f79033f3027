/**
 * A file's details (a dialog over the library): a large preview, its facts and where it is used, its
 * alt text or decorative mark (anyone with the library), and for admins and editors: replace the file
 * (every page that uses it shows the new one) and delete it, which the server refuses with the list
 * of places while the file is in use.
 */
import {
  CONTENT_IMAGE_TYPES,
  MEDIA_LIBRARY,
  type MediaItem,
  type MediaUsage,
  UPLOAD_LIMITS,
  VIDEO_TYPES,
} from '@vyoma/contract';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { MediaThumb } from '~/components/ui/FilePreview.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { ProgressBar } from '~/components/ui/ProgressBar.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AdminDialog } from '../../components/AdminDialog.tsx';
import {
  altProblem,
  dimensionsOf,
  typeName,
  useDeleteMedia,
  usedByOf,
  useReplaceMedia,
  useSaveAlt,
} from '../../components/media.ts';
import { useSettings } from '../../components/queries.ts';
import { UsedBy } from './MediaCard.tsx';

export function MediaDetails({
  item,
  canManage,
  onClose,
}: {
  item: MediaItem | null;
  canManage: boolean;
  onClose: () => void;
}) {
  return (
    <AdminDialog open={item !== null} title={item ? item.name : 'File details'} onClose={onClose} size="lg">
      {item && <DetailsBody key={item._id} item={item} canManage={canManage} onDeleted={onClose} />}
    </AdminDialog>
  );
}

function DetailsBody({
  item,
  canManage,
  onDeleted,
}: {
  item: MediaItem;
  canManage: boolean;
  onDeleted: () => void;
}) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt ?? '');
  // The site's other languages (issue 36): each may describe the file in its own words.
  const others = useSettings().data?.languages.slice(1) ?? [];
  const [altIn, setAltIn] = useState<Record<string, string>>(item.altIn);
  // Only the languages edited here are sent: one left alone keeps its "needs update" mark.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [decorative, setDecorative] = useState(item.decorative);
  const [altError, setAltError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [replaceError, setReplaceError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [inUse, setInUse] = useState<MediaUsage[] | null>(null);
  const saveAlt = useSaveAlt();
  const replace = useReplaceMedia();
  const remove = useDeleteMedia();
  const { confirm, dialog } = useConfirm();
  const types = item.kind === 'video' ? VIDEO_TYPES : CONTENT_IMAGE_TYPES;

  const onSaveAlt = () => {
    const problem = item.kind === 'image' ? altProblem({ alt, decorative }) : null;
    setAltError(problem);
    if (problem) {
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    saveAlt.mutate(
      {
        id: item._id,
        alt: {
          alt,
          decorative,
          altIn: Object.fromEntries([...edited].map((code) => [code, altIn[code] ?? ''])),
        },
      },
      {
        onSuccess: () => setStatus('Alt text saved.'),
        onError: (error) => setAltError(messageOr(error, 'Saving the alt text failed.')),
      },
    );
  };

  const onReplace = async (files: File[]) => {
    const { accepted, errors } = await checkFiles(files.slice(0, 1), {
      types,
      maxBytes: UPLOAD_LIMITS.libraryFileBytes,
    });
    setReplaceError(errors[0] ?? null);
    const file = accepted[0];
    if (!file) return;
    setProgress(0);
    replace.mutate(
      { id: item._id, file, onProgress: setProgress },
      {
        onSuccess: () => setStatus(`File replaced. Every page that uses it now shows ${file.name}.`),
        onError: (error) => setReplaceError(messageOr(error, 'Replacing the file failed.')),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onDelete = async () => {
    const ok = await confirm(`Delete “${item.name}”? It cannot be brought back.`, { title: 'Delete file' });
    if (!ok) return;
    remove.mutate(item._id, {
      onSuccess: () => {
        toast.success(`Deleted “${item.name}”.`);
        onDeleted();
      },
      onError: (error) => {
        const places = usedByOf(error);
        if (places) setInUse(places);
        else toast.error(messageOr(error, 'Deleting the file failed.'));
      },
    });
  };

  return (
    <div className="media-details">
      <div className="media-details__preview">
        <MediaThumb src={item.path} video={item.kind === 'video'} alt={item.alt ?? ''} size="lg" />
        <dl className="media-card__facts">
          <div>
            <dt>Type</dt>
            <dd>{typeName(item.mime)}</dd>
          </div>
          {dimensionsOf(item) && (
            <div>
              <dt>Size</dt>
              <dd>
                {dimensionsOf(item)} · {formatBytes(item.bytes)}
              </dd>
            </div>
          )}
          <div>
            <dt>Address</dt>
            <dd className="media-details__path">{item.path}</dd>
          </div>
          <div>
            <dt>Used in</dt>
            <dd>
              <UsedBy item={item} />
            </dd>
          </div>
        </dl>
      </div>

      <div className="media-details__forms">
        <fieldset className="media-details__group">
          <legend className="field__label">Alt text</legend>
          <label className="field__label" htmlFor={`${id}-alt`}>
            Describe the {item.kind === 'video' ? 'video' : 'image'} for people who cannot see it
          </label>
          <textarea
            id={`${id}-alt`}
            className="textarea"
            rows={3}
            maxLength={MEDIA_LIBRARY.altMax}
            value={alt}
            disabled={decorative}
            aria-invalid={Boolean(altError)}
            aria-describedby={altError ? `${id}-alt-error` : undefined}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltError(null);
            }}
          />
          {item.kind === 'image' &&
            others.map((l) => (
              <div key={l.code} className="media-details__other">
                <label className="field__label" htmlFor={`${id}-alt-${l.code}`}>
                  In {l.englishName} ({l.name})
                </label>
                <textarea
                  id={`${id}-alt-${l.code}`}
                  className="textarea"
                  rows={2}
                  lang={l.code}
                  maxLength={MEDIA_LIBRARY.altMax}
                  value={altIn[l.code] ?? ''}
                  disabled={decorative}
                  aria-describedby={`${id}-alt-${l.code}-hint`}
                  onChange={(event) => {
                    setAltIn((was) => ({ ...was, [l.code]: event.target.value }));
                    setEdited((was) => new Set(was).add(l.code));
                  }}
                />
                <p id={`${id}-alt-${l.code}-hint`} className="field__hint">
                  Left blank, {l.englishName} pages use the alt text above.
                </p>
                {item.altNeedsUpdate.includes(l.code) && !edited.has(l.code) && (
                  <p className="media-details__stale">
                    Written for an earlier English text: change it, or{' '}
                    <button
                      type="button"
                      className="btn btn--sm"
                      onClick={() => setEdited((was) => new Set(was).add(l.code))}
                    >
                      keep it as it is
                    </button>{' '}
                    and save.
                  </p>
                )}
              </div>
            ))}
          <label className="media-check">
            <input
              type="checkbox"
              checked={decorative}
              onChange={(event) => {
                setDecorative(event.target.checked);
                setAltError(null);
              }}
            />{' '}
            Decorative (screen readers skip it)
          </label>
          {altError && (
            <p id={`${id}-alt-error`} className="field__error">
              {altError}
            </p>
          )}
          <div>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={saveAlt.isPending}
              onClick={onSaveAlt}
            >
              {saveAlt.isPending ? 'Saving…' : 'Save alt text'}
            </button>
          </div>
        </fieldset>

        {canManage && (
          <>
            <div className="media-details__group">
              <FileDrop
                id={`${id}-replace`}
                label="Replace the file"
                hint={`${typeList(types)}, up to ${formatBytes(UPLOAD_LIMITS.libraryFileBytes)}. Every page that uses this file shows the new one.`}
                error={replaceError ?? undefined}
                accept={types}
                disabled={replace.isPending}
                onFiles={onReplace}
              />
              {progress !== null && <ProgressBar value={progress} label="Replacing the file" />}
            </div>
            <div className="media-details__group">
              <button
                type="button"
                className="btn btn--danger btn--sm"
                disabled={remove.isPending}
                onClick={onDelete}
              >
                <Trash2 size={14} aria-hidden="true" /> {remove.isPending ? 'Deleting…' : 'Delete file'}
              </button>
              {inUse && (
                <div className="media-details__in-use" role="alert">
                  <p>
                    This file cannot be deleted while it is used. Remove it from{' '}
                    {inUse.length === 1 ? 'this place' : `these ${inUse.length} places`} first:
                  </p>
                  <ul>
                    {inUse.map((use) => (
                      <li key={`${use.type}-${use.id}-${use.title}`}>
                        {use.href ? <Link to={use.href}>{use.title}</Link> : use.title}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </>
        )}
        <p className="visually-hidden" role="status">
          {status}
        </p>
        {status && (
          <p className="status status--success" aria-hidden="true">
            {status}
          </p>
        )}
      </div>
      {dialog}
    </div>
  );
}
