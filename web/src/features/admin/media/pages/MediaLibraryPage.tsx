/**
 * /admin/media (issue 19): every uploaded image and video as a searchable, paged grid with its alt
 * text, size, uploader and where it is used. Staff upload straight into it; a file's details dialog
 * edits its alt text, replaces the file or deletes it (admins and editors); unused files can be
 * deleted in bulk. The filters live in the URL, so a search can be shared and survives a reload.
 */
import { MEDIA_LIBRARY, type MediaItem } from '@vyoma/contract';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { Pagination } from '~/components/ui/DataTable.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { MediaSearchField } from '../../components/MediaSearchField.tsx';
import { MediaUpload } from '../../components/MediaUpload.tsx';
import { type MediaKind, useBulkDeleteMedia, useMediaList } from '../../components/media.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useDebounced } from '../../components/useDebounced.ts';
import { MediaCard } from '../components/MediaCard.tsx';
import { MediaDetails } from '../components/MediaDetails.tsx';
import { filtersFrom } from '../filters.ts';
import './media-library.css';

export default function MediaLibraryPage() {
  const id = useId();
  const user = useUser();
  const canManage = userCan(user, 'mediaManage');
  const [params, setParams] = useSearchParamsNow();
  const filters = filtersFrom(params);
  const [q, setQ] = useState(filters.q ?? '');
  const search = useDebounced(q.trim());
  const list = useMediaList(filters);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<MediaItem | null>(null);
  const bulk = useBulkDeleteMedia();
  const { confirm, dialog } = useConfirm();

  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // The search box writes to the URL once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the settled search changes
  useEffect(() => {
    if (search !== (filters.q ?? '')) update({ q: search || undefined });
  }, [search]);

  // A new page or filter: selections from elsewhere are not what the staff member sees.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the shown files change
  useEffect(() => setSelected(new Set()), [params.toString()]);

  const items = list.data?.data ?? [];
  const unusedHere = items.filter((item) => item.usedBy.length === 0);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_LIBRARY.pageSize));
  const filtered = Boolean(filters.q || filters.kind || filters.unused);
  // The details dialog follows the list: after a save it shows the stored values.
  const shown = open ? (items.find((item) => item._id === open._id) ?? open) : null;

  const toggle = (itemId: string, on: boolean) =>
    setSelected((set) => {
      const next = new Set(set);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  const deleteSelected = async () => {
    const ids = [...selected];
    const ok = await confirm(
      `Delete ${ids.length} unused ${ids.length === 1 ? 'file' : 'files'}? ${ids.length === 1 ? 'It' : 'They'} cannot be brought back.`,
      { title: 'Delete files', confirmLabel: `Delete ${ids.length}` },
    );
    if (!ok) return;
    bulk.mutate(ids, {
      onSuccess: (answer) => {
        setSelected(new Set());
        toast.success(answer.message || `Deleted ${answer.deleted} files.`);
      },
      onError: (error) => toast.error(messageOr(error, 'Deleting the files failed.')),
    });
  };

  return (
    <AdminFrame
      title="Media library"
      lead="Every image and video on the site. Upload once and use it anywhere; alt text written here is what screen readers hear on every page."
      bare
    >
      <section className="card media-library__card" aria-labelledby={`${id}-upload`}>
        <h2 id={`${id}-upload`} className="media-library__title">
          Upload
        </h2>
        <MediaUpload multiple onUploaded={() => {}} />
      </section>

      <section className="card media-library__card" aria-labelledby={`${id}-files`}>
        <h2 id={`${id}-files`} className="media-library__title">
          Files
        </h2>
        <search className="media-library__filters" aria-label="Filter the files">
          <MediaSearchField
            id={`${id}-q`}
            label="Search"
            className="media-library__search"
            value={q}
            onChange={setQ}
          />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-kind`}>
              Type
            </label>
            <select
              id={`${id}-kind`}
              className="select"
              value={filters.kind ?? ''}
              onChange={(event) => update({ kind: (event.target.value as MediaKind) || undefined })}
            >
              <option value="">Images and videos</option>
              <option value="image">Images</option>
              <option value="video">Videos</option>
            </select>
          </div>
          <label className="media-check media-library__unused">
            <input
              type="checkbox"
              checked={Boolean(filters.unused)}
              onChange={(event) => update({ unused: event.target.checked ? '1' : undefined })}
            />{' '}
            Unused only
          </label>
        </search>

        {canManage && unusedHere.length > 0 && (
          <div className="media-library__bulk">
            <label className="media-check">
              <input
                type="checkbox"
                checked={unusedHere.every((item) => selected.has(item._id))}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(unusedHere.map((item) => item._id)) : new Set())
                }
              />{' '}
              Select all unused on this page
            </label>
            <button
              type="button"
              className="btn btn--danger btn--sm"
              disabled={selected.size === 0 || bulk.isPending}
              onClick={deleteSelected}
            >
              <Trash2 size={14} aria-hidden="true" />{' '}
              {bulk.isPending ? 'Deleting…' : `Delete selected (${selected.size})`}
            </button>
          </div>
        )}

        {list.isPending ? (
          <LoadingState label="Loading the media library…" />
        ) : list.isError ? (
          <ErrorState
            message={messageOr(list.error, 'Failed to load the media library.')}
            onRetry={() => list.refetch()}
          />
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState>No files match these filters. Try other words or clear the filters.</EmptyState>
          ) : (
            <EmptyState>No files yet. Upload images and videos above and they show here.</EmptyState>
          )
        ) : (
          <>
            <p className="media-library__count" role="status">
              {total} {total === 1 ? 'file' : 'files'}
              {filtered ? ' match' : ''}
            </p>
            <ul className="media-library__grid" aria-label="Media files" aria-busy={list.isFetching}>
              {items.map((item) => (
                <MediaCard
                  key={item._id}
                  item={item}
                  selectable={canManage && item.usedBy.length === 0}
                  selected={selected.has(item._id)}
                  onSelect={(on) => toggle(item._id, on)}
                  onOpen={() => setOpen(item)}
                />
              ))}
            </ul>
            <Pagination
              page={filters.page}
              pageCount={pageCount}
              onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
              label="Media pages"
            />
          </>
        )}
      </section>
      <MediaDetails item={shown} canManage={canManage} onClose={() => setOpen(null)} />
      {dialog}
    </AdminFrame>
  );
}
