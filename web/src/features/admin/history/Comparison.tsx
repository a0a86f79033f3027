/**
 * Two saved versions side by side: one table per group (the fields, then each list item) with a
 * row per field, "Before" and "After" columns, changed rows marked (colour and the word "Changed" for
 * screen readers). Unchanged fields and sections are folded away under a disclosure. A body edited on
 * the page (pages, shared sections) is also shown as visitors would see it, both versions side by
 * side (VisualComparison), its block tables still below for the exact words.
 */
import { MediaThumb } from '~/components/ui/FilePreview.tsx';
import type { ContentTypeDeclaration } from '../components/contentTypes.ts';
import { formatDateTime } from '../components/format.ts';
import { type DiffRow, type DiffValue, diffItems, type SectionDiff } from './diff.ts';
import {
  canvasFieldOf,
  type RestoreOffer,
  type ComparedSide as Side,
  VisualComparison,
} from './VisualComparison.tsx';

const SECTION_CHANGE: Record<SectionDiff['change'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  same: 'unchanged',
};

export function Comparison({
  type,
  before,
  after,
  restore,
}: {
  type: ContentTypeDeclaration;
  before: Side;
  after: Side;
  restore?: RestoreOffer;
}) {
  const diff = diffItems(type, before.item, after.item, { formatDate: (iso: string) => formatDateTime(iso) });
  const changedFields = diff.fields.filter((row) => row.changed);
  const sameFields = diff.fields.filter((row) => !row.changed);
  const changedSections = diff.sections.filter((s) => s.change !== 'same');
  const sameSections = diff.sections.filter((s) => s.change === 'same');
  const canvas = canvasFieldOf(type);
  const side = (label: string, s: Side) =>
    `${label}: version ${s.revision.version}, ${formatDateTime(s.revision.createdAt)}, ${s.revision.author.name}`;

  return (
    <section className="history-compare" aria-labelledby="history-compare-title">
      <h2 id="history-compare-title" className="history-compare__title">
        Version {before.revision.version} compared with version {after.revision.version}
      </h2>
      <ul className="history-compare__sides">
        <li>{side('Before', before)}</li>
        <li>{side('After', after)}</li>
      </ul>
      <p className="history-compare__count" role="status">
        {diff.changes === 0
          ? 'These two versions are the same.'
          : diff.changes === 1
            ? '1 change.'
            : `${diff.changes} changes.`}
      </p>
      {changedFields.length > 0 && <DiffTable caption="Changed fields" rows={changedFields} />}
      {canvas && (
        <VisualComparison
          type={type}
          field={canvas}
          before={before}
          after={after}
          sections={diff.sections}
          restore={restore}
        />
      )}
      {changedSections.map((section) => (
        <DiffTable
          key={section.pair?.id ?? section.label}
          caption={`${section.label} (${SECTION_CHANGE[section.change]}${section.pair?.moved ? ', moved' : ''})`}
          rows={section.rows}
          change={section.change}
        />
      ))}
      {(sameFields.length > 0 || sameSections.length > 0) && (
        <details className="history-compare__same">
          <summary>
            Unchanged: {sameFields.length} {sameFields.length === 1 ? 'field' : 'fields'}
            {sameSections.length > 0 &&
              `, ${sameSections.length} ${sameSections.length === 1 ? 'section' : 'sections'}`}
          </summary>
          {sameFields.length > 0 && <DiffTable caption="Unchanged fields" rows={sameFields} />}
          {sameSections.map((section) => (
            <DiffTable
              key={section.pair?.id ?? section.label}
              caption={`${section.label} (unchanged)`}
              rows={section.rows}
            />
          ))}
        </details>
      )}
    </section>
  );
}

function DiffTable({
  caption,
  rows,
  change,
}: {
  caption: string;
  rows: DiffRow[];
  change?: SectionDiff['change'];
}) {
  return (
    <div className={`history-diff${change ? ` history-diff--${change}` : ''}`}>
      <table className="history-diff__table">
        <caption className="history-diff__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={row.changed ? 'history-diff__row history-diff__row--changed' : 'history-diff__row'}
              data-changed={row.changed || undefined}
            >
              <th scope="row">
                {row.label}
                {row.changed && <span className="history-diff__flag"> Changed</span>}
              </th>
              <td>
                <Value value={row.before} label={`Before, ${row.label}`} />
              </td>
              <td>
                <Value value={row.after} label={`After, ${row.label}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Value({ value, label }: { value: DiffValue; label: string }) {
  if (value === null) return <span className="history-diff__none">Not in this version</span>;
  if (typeof value === 'string')
    return value === '' ? (
      <span className="history-diff__none">Empty</span>
    ) : (
      <span className="history-diff__text">{value}</span>
    );
  if (value.length === 0) return <span className="history-diff__none">No image</span>;
  return (
    <ul className="history-diff__images">
      {value.map((path, index) => (
        <li key={path}>
          <MediaThumb src={path} alt={value.length === 1 ? label : `${label} ${index + 1}`} />
        </li>
      ))}
    </ul>
  );
}
