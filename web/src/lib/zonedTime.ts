/**
 * Wall-clock times in the site's publishing zone (SITE_TIMEZONE, e.g. Asia/Kolkata), whatever zone
 * the browser is in: a scheduled post is entered and shown as "9:00 in Indore", stored as an instant.
 * Intl knows every zone's offsets, so no time-zone library is needed.
 */

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, zone: string): number {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** A datetime-local value ("2026-12-01T09:00") read as a wall time in `zone`; null if malformed. */
export function zonedInputToDate(value: string, zone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The offset at a first guess, then at the instant it gives (right across a DST change).
  const guess = wall - offsetMs(wall, zone);
  return new Date(wall - offsetMs(guess, zone));
}

/** The instant as a datetime-local value in `zone`. */
export function dateToZonedInput(date: Date, zone: string): string {
  return new Date(date.getTime() + offsetMs(date.getTime(), zone)).toISOString().slice(0, 16);
}

/** "1 Dec 2026, 9:00 am" in `zone`. */
export function formatInZone(date: Date | string, zone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
    new Date(date),
  );
}
