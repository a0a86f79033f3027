/**
 * The status of posts and products in the admin lists (issue 18): a badge per row, and a filter kept
 * in the URL (?status=draft) so a filtered list can be bookmarked and survives a reload.
 */
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, type ContentStatus } from '@vyoma/contract';
import { useId } from 'react';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';

export function StatusBadge({ status }: { status: ContentStatus }) {
  return <span className={`badge badge--status-${status}`}>{CONTENT_STATUS_LABELS[status]}</span>;
}

/** The ?status= of the page (anything else reads as "every status"). */
export function useStatusParam(): [ContentStatus | undefined, (next: ContentStatus | undefined) => void] {
  const [params, setParams] = useSearchParamsNow();
  const raw = params.get('status');
  const status = CONTENT_STATUSES.find((s) => s === raw);
  const set = (next: ContentStatus | undefined) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.delete('page');
      if (next) out.set('status', next);
      else out.delete('status');
      return out;
    });
  return [status, set];
}

export function StatusFilter() {
  const id = useId();
  const [status, setStatus] = useStatusParam();
  return (
    <div className="status-filter">
      <label htmlFor={id} className="status-filter__label">
        Status
      </label>
      <select
        id={id}
        className="select"
        value={status ?? ''}
        onChange={(event) => setStatus((event.target.value || undefined) as ContentStatus | undefined)}
      >
        <option value="">All</option>
        {CONTENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {CONTENT_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
