/**
 * One table of the dashboard (pages, entry pages, sources, campaigns, devices, browsers, languages):
 * each row's visits, enquiries, conversion and won work first (what a phone shows without scrolling),
 * then visitors and page views; the ten most visited first and the rest on request, with its CSV. A
 * page, a source or a campaign is a button that filters the whole dashboard by it.
 */
import type { AnalyticsRow, AnalyticsTable } from '@vyoma/contract';
import { Download, Filter } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { formatCount, formatRupees, formatShare } from '../format.ts';

const SHOWN = 10;

/**
 * A path may break after each slash but its first (hyphens are chances already), so a narrow column
 * cuts no word.
 */
function breakable(text: string) {
  const [first = '', ...rest] = text.split(/(?<=.\/)(?=.)/);
  let before = first;
  return [
    first,
    ...rest.flatMap((part) => {
      const at = before; // what precedes this break: unique within the text
      before += part;
      return [<wbr key={at} />, part];
    }),
  ];
}

export interface FigureTableProps {
  table: AnalyticsTable;
  title: string;
  keyLabel: string;
  rows: AnalyticsRow[];
  exportHref: string;
  /** Filters the dashboard by a row's key (pages, entry pages, sources, campaigns). */
  onPick?: (key: string) => void;
  /** How a key reads ("" is "(none)"). */
  name?: (key: string) => string;
  empty: string;
}

export function FigureTable({
  table,
  title,
  keyLabel,
  rows,
  exportHref,
  onPick,
  name,
  empty,
}: FigureTableProps) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, SHOWN);
  const read = (key: string) => (name ? name(key) : key || '(none)');
  return (
    <div className={`analytics-table analytics-table--${table}`}>
      <div className="analytics-table__head">
        <h2 className="analytics-card__title">{title}</h2>
        <a className="btn btn--ghost btn--sm" href={exportHref} download>
          <Download size={16} aria-hidden="true" /> CSV
          <span className="visually-hidden"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="analytics-empty">{empty}</p>
      ) : (
        <>
          <DataTable
            caption={title}
            hideCaption
            head={
              <tr>
                <th scope="col">{keyLabel}</th>
                <th scope="col">Visits</th>
                <th scope="col">Enquiries</th>
                <th scope="col">Conversion</th>
                <th scope="col">Won</th>
                <th scope="col">Visitors</th>
                <th scope="col">Views</th>
              </tr>
            }
          >
            {shown.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="analytics-table__key">
                  {onPick ? (
                    <button
                      type="button"
                      className="analytics-table__pick"
                      onClick={() => onPick(r.key)}
                      aria-label={`${read(r.key)}: show only this`}
                      title="Show only this"
                    >
                      <span>{breakable(read(r.key))}</span> <Filter size={14} aria-hidden="true" />
                    </button>
                  ) : (
                    breakable(read(r.key))
                  )}
                </th>
                <td>{formatCount(r.visits)}</td>
                <td>{formatCount(r.enquiries)}</td>
                <td>{formatShare(r.conversionRate)}</td>
                <td>
                  {formatCount(r.won)}
                  {r.wonValue > 0 && (
                    <span className="analytics-table__value"> ({formatRupees(r.wonValue)})</span>
                  )}
                </td>
                <td>{formatCount(r.visitors)}</td>
                <td>{formatCount(r.pageviews)}</td>
              </tr>
            ))}
          </DataTable>
          {rows.length > SHOWN && (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => setAll((v) => !v)}
              aria-expanded={all}
            >
              {all ? `Show the top ${SHOWN}` : `Show all ${rows.length}`}
            </button>
          )}
        </>
      )}
    </div>
  );
}
