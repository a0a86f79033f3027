/**
 * The period's totals, each with its change on the period before: an arrow and words (up 12 %),
 * green when it is good news and red when it is not (a bounce rate going up is not), so the colour
 * only repeats what the words say.
 */
import type { AnalyticsFigures } from '@vyoma/contract';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { change, formatCount, formatRupees, formatSeconds, formatShare } from '../format.ts';

const FIGURES: {
  key: keyof AnalyticsFigures;
  label: string;
  format: (n: number) => string;
  /** A rise is bad news. */
  lowerIsBetter?: boolean;
}[] = [
  { key: 'visitors', label: 'Visitors', format: formatCount },
  { key: 'visits', label: 'Visits', format: formatCount },
  { key: 'pageviews', label: 'Page views', format: formatCount },
  { key: 'bounceRate', label: 'Bounce rate', format: formatShare, lowerIsBetter: true },
  { key: 'visitSeconds', label: 'Visit length', format: formatSeconds },
  { key: 'enquiries', label: 'Enquiries', format: formatCount },
  { key: 'conversionRate', label: 'Conversion rate', format: formatShare },
  { key: 'won', label: 'Won', format: formatCount },
  { key: 'wonValue', label: 'Won value', format: formatRupees },
];

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, same: ArrowRight };

export function Totals({ now, before }: { now: AnalyticsFigures; before: AnalyticsFigures }) {
  return (
    <dl className="analytics-totals">
      {FIGURES.map((f) => {
        const c = change(now[f.key], before[f.key], f.format);
        const Icon = ICONS[c.direction];
        const good =
          c.direction === 'same'
            ? 'same'
            : (c.direction === 'up') !== Boolean(f.lowerIsBetter)
              ? 'good'
              : 'bad';
        return (
          <div key={f.key} className="analytics-total">
            <dt className="analytics-total__label">{f.label}</dt>
            <dd className="analytics-total__value">{f.format(now[f.key])}</dd>
            <dd className={`analytics-total__change analytics-total__change--${good}`}>
              <Icon size={16} aria-hidden="true" /> {c.text}
              <span className="analytics-total__before"> (before: {f.format(before[f.key])})</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
