/**
 * Visitors, page views or enquiries over the period: bars in an SVG drawn here (no chart library).
 * The chart is one stop for the keyboard: the arrow keys (and Home, End) move along the bars and the
 * line under it says the figures of the one picked, as does a pointer over a bar; the picked bar is
 * outlined and darker, not only another colour. The same figures, every hour or day, are a table
 * behind "Show as a table".
 */
import type { AnalyticsPoint } from '@vyoma/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { arrowIndex } from '~/lib/keyboard.ts';
import { scale, useNarrow } from '../../components/chart.ts';
import { formatCount, pointLabel, pointLong } from '../format.ts';

const MEASURES = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'pageviews', label: 'Page views' },
  { key: 'enquiries', label: 'Enquiries' },
] as const;
type Measure = (typeof MEASURES)[number]['key'];

const SIZES = { wide: { W: 760, H: 260 }, narrow: { W: 360, H: 220 } } as const;
const PAD = { top: 14, right: 8, bottom: 30, left: 40 };

const describe = (p: AnalyticsPoint) =>
  `${pointLong(p.t)}: ${formatCount(p.visitors)} ${p.visitors === 1 ? 'visitor' : 'visitors'}, ${formatCount(p.pageviews)} page ${p.pageviews === 1 ? 'view' : 'views'}, ${formatCount(p.enquiries)} ${p.enquiries === 1 ? 'enquiry' : 'enquiries'}`;

export function TrendChart({ points, interval }: { points: AnalyticsPoint[]; interval: 'hour' | 'day' }) {
  const narrow = useNarrow();
  const [measure, setMeasure] = useState<Measure>('visitors');
  const [picked, setPicked] = useState<number | null>(null);
  const selectId = useId();
  const readoutId = useId();
  const { W, H } = SIZES[narrow ? 'narrow' : 'wide'];
  const values = points.map((p) => p[measure]);
  const ticks = scale(Math.max(0, ...values));
  const top = ticks[ticks.length - 1] || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(points.length, 1);
  const barW = Math.max(1, Math.min(28, slot * 0.7));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  // About six labels along the axis, the last one always.
  const every = Math.max(1, Math.ceil(points.length / (narrow ? 4 : 8)));
  const current = picked === null ? null : (points[Math.min(picked, points.length - 1)] ?? null);
  const label = MEASURES.find((m) => m.key === measure)!.label;

  function onKey(event: KeyboardEvent) {
    const last = points.length - 1;
    const at = picked ?? last;
    const next = arrowIndex(event.key, at, last);
    if (next === null) return;
    event.preventDefault();
    setPicked(next);
  }

  return (
    <div className="trend-chart">
      <div className="trend-chart__controls">
        <label htmlFor={selectId}>Show</label>
        <select
          id={selectId}
          className="select"
          value={measure}
          onChange={(e) => setMeasure(e.target.value as Measure)}
        >
          {MEASURES.map((m) => (
            <option key={m.key} value={m.key}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      {/* The chart moves like a slider along its bars: screen readers say each one's figures. */}
      <div
        className="trend-chart__plot"
        role="slider"
        tabIndex={0}
        aria-label={`${label} per ${interval}: pick ${interval === 'hour' ? 'an hour' : 'a day'} with the arrow keys`}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, points.length - 1)}
        aria-valuenow={picked ?? points.length - 1}
        aria-valuetext={describe(
          current ?? points[points.length - 1] ?? { t: '', visitors: 0, pageviews: 0, enquiries: 0 },
        )}
        onKeyDown={onKey}
        onFocus={() => setPicked((p) => p ?? points.length - 1)}
        onMouseMove={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const i = Math.floor((((event.clientX - box.left) / box.width) * W - PAD.left) / slot);
          if (i >= 0 && i < points.length) setPicked(i);
        }}
        onMouseLeave={() => setPicked(null)}
      >
        <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-hidden="true" focusable="false">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="trend-chart__grid" />
              <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="trend-chart__tick">
                {formatCount(t)}
              </text>
            </g>
          ))}
          {points.map((p, i) => {
            const x = PAD.left + i * slot + (slot - barW) / 2;
            const v = p[measure];
            const on = i === picked;
            return (
              <g key={p.t}>
                <rect
                  x={x}
                  y={y(v)}
                  width={barW}
                  height={Math.max(0, y(0) - y(v))}
                  className={on ? 'trend-chart__bar trend-chart__bar--on' : 'trend-chart__bar'}
                />
                {/* The last label ends at its bar, inside the drawing. */}
                {(i % every === (points.length - 1) % every || on) && (
                  <text
                    x={i === points.length - 1 ? x + barW : x + barW / 2}
                    y={H - PAD.bottom + 16}
                    textAnchor={i === points.length - 1 ? 'end' : 'middle'}
                    className="trend-chart__label"
                  >
                    {pointLabel(p.t)}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="trend-chart__axis" />
        </svg>
      </div>
      <p id={readoutId} className="trend-chart__readout">
        {current ? describe(current) : `Point at a bar, or use the arrow keys, to read its figures.`}
      </p>
      <details className="trend-chart__table">
        <summary>Show as a table</summary>
        <DataTable
          caption={`Visitors, page views and enquiries per ${interval}`}
          head={
            <tr>
              <th scope="col">{interval === 'hour' ? 'Hour' : 'Day'}</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
              <th scope="col">Enquiries</th>
            </tr>
          }
        >
          {points.map((p) => (
            <tr key={p.t}>
              <th scope="row">{pointLong(p.t)}</th>
              <td>{formatCount(p.visitors)}</td>
              <td>{formatCount(p.pageviews)}</td>
              <td>{formatCount(p.enquiries)}</td>
            </tr>
          ))}
        </DataTable>
      </details>
    </div>
  );
}
