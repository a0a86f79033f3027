/** One file of the library grid: preview, name, alt text, facts, uploader and where it is used. */
import type { MediaItem } from '@vyoma/contract';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '~/components/ui/fileChecks.ts';
import { formatDateTime } from '../../components/format.ts';
import { MediaTile } from '../../components/MediaPicker.tsx';
import { altState, dimensionsOf, typeName } from '../../components/media.ts';
import { useSettings } from '../../components/queries.ts';

export function AltText({ item }: { item: MediaItem }) {
  const state = altState(item);
  if (state.kind === 'decorative') return <span className="media-badge">Decorative</span>;
  if (state.kind === 'alt') return <span className="media-card__alt">{state.text}</span>;
  if (item.kind === 'video') return <span className="media-card__none">No description</span>;
  return (
    <span className="media-badge media-badge--warn">
      <AlertTriangle size={14} aria-hidden="true" /> No alt text
    </span>
  );
}

/**
 * An image's alt text in the site's other languages (issue 36): written, written for an earlier
 * English text (worth checking again), or not yet (its pages there show the English).
 */
function OtherAlts({ item }: { item: MediaItem }) {
  const others = useSettings().data?.languages.slice(1) ?? [];
  if (item.kind !== 'image' || item.decorative || others.length === 0) return null;
  return (
    <div>
      <dt>In other languages</dt>
      <dd>
        {others.map((l, i) => (
          <span key={l.code}>
            {i > 0 && ' · '}
            {l.englishName}:{' '}
            {item.altNeedsUpdate.includes(l.code) ? (
              <span className="media-badge media-badge--warn">needs update</span>
            ) : item.altIn[l.code] ? (
              'written'
            ) : (
              <span className="media-card__none">not yet</span>
            )}
          </span>
        ))}
      </dd>
    </div>
  );
}

export function UsedBy({ item }: { item: MediaItem }) {
  if (item.usedBy.length === 0) return <span className="media-card__none">Not used anywhere</span>;
  return (
    <ul className="media-card__uses">
      {item.usedBy.map((use) => (
        <li key={`${use.type}-${use.id}-${use.title}`}>
          {use.href ? <Link to={use.href}>{use.title}</Link> : use.title}
        </li>
      ))}
      {item.usedByMore > 0 && (
        <li className="media-card__more">
          and {item.usedByMore.toLocaleString('en-IN')} more {item.usedByMore === 1 ? 'place' : 'places'}
        </li>
      )}
    </ul>
  );
}

export function MediaCard({
  item,
  selectable,
  selected,
  onSelect,
  onOpen,
}: {
  item: MediaItem;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const nameId = useId();
  const facts = [typeName(item.mime), dimensionsOf(item), formatBytes(item.bytes)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={`media-card${selected ? ' media-card--selected' : ''}`} aria-labelledby={nameId}>
      <MediaTile item={item} alt={item.kind === 'video' ? 'Video' : ''} />
      <div className="media-card__body">
        <h3 id={nameId} className="media-card__name">
          {item.name}
        </h3>
        <dl className="media-card__facts">
          <div>
            <dt>Alt text</dt>
            <dd>
              <AltText item={item} />
            </dd>
          </div>
          <OtherAlts item={item} />
          <div>
            <dt>File</dt>
            <dd>{facts}</dd>
          </div>
          <div>
            <dt>Uploaded</dt>
            <dd>
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              {item.uploadedBy && ` by ${item.uploadedBy.name}`}
            </dd>
          </div>
          <div>
            <dt>Used in</dt>
            <dd>
              <UsedBy item={item} />
            </dd>
          </div>
        </dl>
      </div>
      <div className="media-card__actions">
        {selectable && (
          <label className="media-check">
            <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />
            <span>
              Select <span className="visually-hidden">{item.name}</span>
            </span>
          </label>
        )}
        <button type="button" className="btn btn--outline btn--sm" aria-haspopup="dialog" onClick={onOpen}>
          Details<span className="visually-hidden"> of {item.name}</span>
        </button>
      </div>
    </li>
  );
}
