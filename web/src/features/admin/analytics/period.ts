/**
 * The dashboard's view as its URL holds it: a period (a preset, or from/to), and at most one filter
 * (a page, a source or a campaign). Days are YYYY-MM-DD in the site's time zone.
 */
export const PRESETS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];
export type FilterKind = 'page' | 'source' | 'campaign';
export const FILTER_KINDS: readonly FilterKind[] = ['page', 'source', 'campaign'];

export interface View {
  preset: PresetId | 'custom';
  from: string;
  to: string;
  filter: { kind: FilterKind; value: string } | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_DAY = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * MS_DAY).toISOString().slice(0, 10);
}

export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_DAY) + 1;

/** Today in `timeZone`. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

const isDay = (v: string | null): v is string => v !== null && DAY.test(v) && !Number.isNaN(Date.parse(v));

export function readView(params: URLSearchParams, today: string): View {
  const from = params.get('from');
  const to = params.get('to');
  const filter =
    FILTER_KINDS.map((kind) => ({ kind, value: params.get(kind) ?? '' })).find((f) => f.value) ?? null;
  if (isDay(from) && isDay(to) && from <= to) return { preset: 'custom', from, to, filter };
  const preset = PRESETS.find((p) => p.id === params.get('period')) ?? PRESETS[2];
  return { preset: preset.id, from: addDays(today, 1 - preset.days), to: today, filter };
}

/** The URL of a view (the default, the last 30 days unfiltered, is the bare page). */
export function viewParams(view: Pick<View, 'preset' | 'from' | 'to' | 'filter'>): URLSearchParams {
  const params = new URLSearchParams();
  if (view.preset === 'custom') {
    params.set('from', view.from);
    params.set('to', view.to);
  } else if (view.preset !== '30d') params.set('period', view.preset);
  if (view.filter) params.set(view.filter.kind, view.filter.value);
  return params;
}

/** What the API is asked (GET /admin/analytics/…): the period and the filter. */
export const apiQuery = (view: View): Record<string, string> => ({
  from: view.from,
  to: view.to,
  ...(view.filter ? { [view.filter.kind]: view.filter.value } : {}),
});

/** Hours for a day or two, days otherwise. */
export const intervalOf = (view: View): 'hour' | 'day' => (daysIn(view.from, view.to) <= 2 ? 'hour' : 'day');
