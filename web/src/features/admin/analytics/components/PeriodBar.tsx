/**
 * The dashboard's period: a preset or a custom range (both days included, in the site's time zone),
 * compared with the period of the same length just before; and the filter in force, with a way out.
 */
import { ANALYTICS_LIMITS } from '@vyoma/contract';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatDay } from '../format.ts';
import { addDays, daysIn, type FilterKind, PRESETS, type View } from '../period.ts';

const FILTER_WORDS: Record<FilterKind, string> = {
  page: 'Visits that saw',
  source: 'Visits from',
  campaign: 'Visits of the campaign',
};

export function PeriodBar({
  view,
  today,
  onPeriod,
  onClearFilter,
}: {
  view: View;
  today: string;
  onPeriod: (next: Pick<View, 'preset' | 'from' | 'to'>) => void;
  onClearFilter: () => void;
}) {
  const presetId = useId();
  const ids = useId();
  const [custom, setCustom] = useState({ from: view.from, to: view.to });
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(view.preset === 'custom');
  const length = daysIn(view.from, view.to);
  const previousTo = addDays(view.from, -1);
  const previousFrom = addDays(previousTo, 1 - length);

  function apply(event: FormEvent) {
    event.preventDefault();
    const { from, to } = custom;
    if (!from || !to) return setError('Choose both days.');
    if (from > to) return setError('The first day must be on or before the last.');
    if (daysIn(from, to) > ANALYTICS_LIMITS.rangeDaysMax)
      return setError('A period spans at most ten years.');
    setError(null);
    onPeriod({ preset: 'custom', from, to });
  }

  return (
    <div className="period-bar">
      <div className="period-bar__row">
        <label htmlFor={presetId} className="period-bar__label">
          Period
        </label>
        <select
          id={presetId}
          className="select period-bar__select"
          value={editing ? 'custom' : view.preset}
          onChange={(e) => {
            const id = e.target.value;
            if (id === 'custom') {
              setCustom({ from: view.from, to: view.to });
              setEditing(true);
              return;
            }
            setEditing(false);
            const preset = PRESETS.find((p) => p.id === id)!;
            onPeriod({ preset: preset.id, from: addDays(today, 1 - preset.days), to: today });
          }}
        >
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="custom">Custom range…</option>
        </select>
        <p className="period-bar__compare">
          {formatDay(view.from)}
          {length > 1 && ` – ${formatDay(view.to)}`}, compared with {formatDay(previousFrom)}
          {length > 1 && ` – ${formatDay(previousTo)}`}
        </p>
      </div>
      {editing && (
        <form className="period-bar__custom" onSubmit={apply} noValidate>
          {(['from', 'to'] as const).map((end) => (
            <div className="field" key={end}>
              <label htmlFor={`${ids}-${end}`}>{end === 'from' ? 'From' : 'To'}</label>
              <input
                id={`${ids}-${end}`}
                className="input"
                type="date"
                value={custom[end]}
                max={today}
                onChange={(e) => setCustom((c) => ({ ...c, [end]: e.target.value }))}
              />
            </div>
          ))}
          <button type="submit" className="btn btn--primary">
            Show
          </button>
          {error && (
            <p className="status status--error period-bar__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      {view.filter && (
        <p className="period-bar__filter">
          <span>
            {FILTER_WORDS[view.filter.kind]} <strong>{view.filter.value}</strong>
          </span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClearFilter}>
            <X size={16} aria-hidden="true" /> Show all visits
          </button>
        </p>
      )}
    </div>
  );
}
