/**
 * Enquiries per week, stacked by source: an SVG drawn here (no chart library), with a legend, and the
 * same numbers as a table. The chart is hidden from screen readers, which get the table (visually
 * hidden); sighted readers see each segment's number on hover and the totals in the legend.
 */
import type { EnquiryReport } from '@vyoma/contract';
import { scale, useNarrow } from '../../components/chart.ts';
import { formatDay } from '../format.ts';

/** Distinct on white (3:1 or more against it), in the order sources are ranked. */
const COLOURS = ['#4338ca', '#0e7490', '#b45309', '#047857', '#be123c', '#64748b'];

const SIZES = { wide: { W: 720, H: 300 }, narrow: { W: 360, H: 240 } } as const;
const PAD = { top: 16, right: 8, bottom: 36, left: 32 };

const weekLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortWeek = (isoDay: string) => weekLabel.format(new Date(`${isoDay}T00:00:00Z`));

export function SourceChart({ report }: { report: EnquiryReport }) {
  const narrow = useNarrow();
  const { W, H } = SIZES[narrow ? 'narrow' : 'wide'];
  const ticks = scale(Math.max(0, ...report.totals));
  const top = ticks[ticks.length - 1] || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / report.weeks.length;
  const barW = Math.min(40, slot * 0.6);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const colour = (i: number) => COLOURS[i % COLOURS.length]!;

  return (
    <div className="source-chart">
      <svg
        className="source-chart__svg"
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
        focusable="false"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="source-chart__grid" />
            <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className="source-chart__tick">
              {t}
            </text>
          </g>
        ))}
        {report.weeks.map((week, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          let base = 0;
          return (
            <g key={week}>
              {report.series.map((s, si) => {
                const n = s.counts[i] ?? 0;
                if (n === 0) return null;
                const rect = (
                  <rect
                    key={s.source}
                    x={x}
                    y={y(base + n)}
                    width={barW}
                    height={y(base) - y(base + n)}
                    fill={colour(si)}
                    data-source={s.source}
                    data-week={week}
                  >
                    <title>{`${s.source}, week of ${formatDay(week)}: ${n}`}</title>
                  </rect>
                );
                base += n;
                return rect;
              })}
              {(report.totals[i] ?? 0) > 0 && (
                <text x={x + barW / 2} y={y(base) - 4} textAnchor="middle" className="source-chart__total">
                  {report.totals[i]}
                </text>
              )}
              {/* On a phone every other week is labelled, newest included. */}
              {(!narrow || (report.weeks.length - 1 - i) % 2 === 0) && (
                <text
                  x={x + barW / 2}
                  y={H - PAD.bottom + 16}
                  textAnchor="middle"
                  className="source-chart__week"
                >
                  {shortWeek(week)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="source-chart__axis" />
      </svg>
      <ul className="source-chart__legend" aria-hidden="true">
        {report.series.map((s, si) => (
          <li key={s.source}>
            <span className="source-chart__swatch" style={{ background: colour(si) }} />
            {s.source} <span className="source-chart__count">({s.total})</span>
          </li>
        ))}
      </ul>
      {/* A table cannot shrink below its content: the wrapper is what is hidden. */}
      <div className="visually-hidden">
        <table>
          <caption>
            Enquiries per week by source, last {report.weeks.length} weeks (weeks start on Monday,{' '}
            {report.timeZone})
          </caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {report.series.map((s) => (
                <th key={s.source} scope="col">
                  {s.source}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {report.weeks.map((week, i) => (
              <tr key={week}>
                <th scope="row">{formatDay(week)}</th>
                {report.series.map((s) => (
                  <td key={s.source}>{s.counts[i] ?? 0}</td>
                ))}
                <td>{report.totals[i] ?? 0}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All weeks</th>
              {report.series.map((s) => (
                <td key={s.source}>{s.total}</td>
              ))}
              <td>{report.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
