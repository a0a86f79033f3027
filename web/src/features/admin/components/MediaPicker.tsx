/**
 * The media picker (issue 19): a dialog over any admin form to choose a file from the library, with
 * search, paging and "Upload new". The field decides the kind (images only, or images and videos for
 * the blog icon). `ChooseFromLibrary` is the button every image field shows next to its upload zone.
 */
import { MEDIA_LIBRARY, type MediaItem } from '@vyoma/contract';
import { FileVideo, Images } from 'lucide-react';
import { useId, useState } from 'react';
import { Pagination } from '~/components/ui/DataTable.tsx';
import { messageOr } from '~/lib/api.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { MediaSearchField } from './MediaSearchField.tsx';
import { MediaUpload } from './MediaUpload.tsx';
import { altState, dimensionsOf, type MediaKind, useMediaList } from './media.ts';
import { ErrorState, LoadingState } from './States.tsx';
import { useDebounced } from './useDebounced.ts';
import './media.css';

/** A small square preview of a library file: the image's smallest rendition, or a video icon. */
export function MediaTile({ item, alt = '' }: { item: MediaItem; alt?: string }) {
  if (item.kind === 'video')
    return (
      <span className="media-tile media-tile--video">
        <FileVideo size={32} aria-hidden="true" />
        {alt && <span className="visually-hidden">{alt}</span>}
      </span>
    );
  const src = item.variants[0]?.path ?? item.path;
  return (
    <span className="media-tile">
      <img src={src} alt={alt} width={160} height={120} loading="lazy" decoding="async" />
    </span>
  );
}

export function MediaPicker({
  open,
  kind,
  title,
  onClose,
  onChoose,
}: {
  open: boolean;
  kind?: MediaKind;
  title?: string;
  onClose: () => void;
  onChoose: (item: MediaItem) => void;
}) {
  return (
    <AdminDialog open={open} title={title ?? 'Choose from the media library'} onClose={onClose} size="lg">
      {open && <PickerBody kind={kind} onChoose={onChoose} />}
    </AdminDialog>
  );
}

function PickerBody({ kind, onChoose }: { kind?: MediaKind; onChoose: (item: MediaItem) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const search = useDebounced(q.trim());
  const list = useMediaList({ q: search || undefined, kind, page });
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / MEDIA_LIBRARY.pageSize));
  const noun = kind === 'image' ? 'images' : 'files';

  return (
    <div className="media-picker">
      <div className="media-picker__tools">
        <MediaSearchField
          id={`${id}-q`}
          label={`Search ${noun}`}
          className="media-picker__search"
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <button
          type="button"
          className="btn btn--outline"
          aria-expanded={uploading}
          aria-controls={`${id}-upload`}
          onClick={() => setUploading((value) => !value)}
        >
          Upload new
        </button>
      </div>
      <div id={`${id}-upload`} hidden={!uploading} className="media-picker__upload">
        {uploading && <MediaUpload kind={kind} onUploaded={onChoose} />}
      </div>
      {list.isPending ? (
        <LoadingState label="Loading the library…" />
      ) : list.isError ? (
        <ErrorState
          message={messageOr(list.error, 'Failed to load the media library.')}
          onRetry={() => list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <p className="media-picker__empty" role="status">
          {search ? `No ${noun} match “${search}”.` : `No ${noun} in the library yet. Upload one above.`}
        </p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {list.data.total} {list.data.total === 1 ? 'file' : 'files'} found.
          </p>
          <ul className="media-picker__grid" aria-label="Library files" aria-busy={list.isFetching}>
            {list.data.data.map((item) => {
              const alt = altState(item);
              return (
                <li key={item._id}>
                  <button type="button" className="media-picker__choice" onClick={() => onChoose(item)}>
                    <MediaTile item={item} />
                    <span className="media-picker__name">
                      <span className="visually-hidden">Choose </span>
                      {item.name}
                    </span>
                    <span className="media-picker__meta">
                      {dimensionsOf(item)}
                      {item.kind === 'image' && alt.kind === 'missing' && (
                        <span className="media-badge media-badge--warn"> No alt text</span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Pagination page={page} pageCount={pageCount} onPage={setPage} label="Library pages" />
        </>
      )}
    </div>
  );
}

/** "Choose from library" beside an image field: opens the picker and hands back the chosen file. */
export function ChooseFromLibrary({
  kind,
  label = 'Choose from library',
  fieldLabel,
  disabled,
  onChoose,
}: {
  kind?: MediaKind;
  label?: string;
  /** The field this fills, for screen readers ("Choose from library for Section 2 image"). */
  fieldLabel?: string;
  disabled?: boolean;
  onChoose: (item: MediaItem) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--sm media-choose"
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Images size={16} aria-hidden="true" /> {label}
        {fieldLabel && <span className="visually-hidden"> for {fieldLabel}</span>}
      </button>
      <MediaPicker
        open={open}
        kind={kind}
        title={fieldLabel ? `Choose the ${fieldLabel.toLowerCase()}` : undefined}
        onClose={() => setOpen(false)}
        onChoose={(item) => {
          setOpen(false);
          onChoose(item);
        }}
      />
    </>
  );
}
