/** How the dashboard writes its figures: counts, shares, rupees, durations, days and changes. */
const count = new Intl.NumberFormat('en-IN');
const share = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatCount = (n: number) => count.format(n);
export const formatShare = (n: number) => share.format(n);
export const formatRupees = (n: number) => rupees.format(n);

export function formatSeconds(s: number): string {
  const total = Math.round(s);
  if (total < 60) return `${total} s`;
  const m = Math.floor(total / 60);
  return `${m} min ${String(total % 60).padStart(2, '0')} s`;
}

/** "12 Mar" for a day, "14:00" for an hour of the chart. */
export function pointLabel(t: string): string {
  if (t.includes('T')) return t.slice(11, 16);
  return dayLabel.format(new Date(`${t}T00:00:00Z`));
}

/** "12 Mar 2026" for a day, "12 Mar 2026, 14:00" for an hour. */
export function pointLong(t: string): string {
  const day = dayLong.format(new Date(`${t.slice(0, 10)}T00:00:00Z`));
  return t.includes('T') ? `${day}, ${t.slice(11, 16)}` : day;
}

export const formatDay = (day: string) => dayLong.format(new Date(`${day}T00:00:00Z`));

/**
 * The change from `before` to `now`, in words and as a direction (not by colour alone). Two figures
 * that read the same as written (`format`: 0.4 s and 0 s are both "0 s") are no change.
 */
export function change(
  now: number,
  before: number,
  format: (n: number) => string = String,
): { direction: 'up' | 'down' | 'same'; text: string } {
  if (now === before || format(now) === format(before)) return { direction: 'same', text: 'no change' };
  if (before === 0) return { direction: 'up', text: 'new' };
  const ratio = (now - before) / before;
  return {
    direction: ratio > 0 ? 'up' : 'down',
    text: `${ratio > 0 ? 'up' : 'down'} ${share.format(Math.abs(ratio))}`,
  };
}
