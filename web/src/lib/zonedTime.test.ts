import { describe, expect, it } from 'vitest';
import { dateToZonedInput, formatInZone, zonedInputToDate } from './zonedTime.ts';

describe('zoned times', () => {
  it('reads a wall time in the site zone, wherever the browser is', () => {
    expect(zonedInputToDate('2026-12-01T09:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-01T03:30:00.000Z',
    );
    expect(zonedInputToDate('2026-12-01T09:00', 'UTC')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    // Summer and winter in London: the offset of that day is used.
    expect(zonedInputToDate('2026-07-01T09:00', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(zonedInputToDate('2026-01-15T09:00', 'Europe/London')?.toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(zonedInputToDate('2026-12-01 09:00', 'UTC')).toBeNull();
    expect(zonedInputToDate('', 'UTC')).toBeNull();
  });

  it('shows an instant as the site zone’s wall time, and round-trips', () => {
    const instant = new Date('2026-12-01T03:30:00.000Z');
    expect(dateToZonedInput(instant, 'Asia/Kolkata')).toBe('2026-12-01T09:00');
    expect(dateToZonedInput(instant, 'America/New_York')).toBe('2026-11-30T22:30');
    for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Australia/Adelaide'])
      expect(zonedInputToDate(dateToZonedInput(instant, zone), zone)?.toISOString()).toBe(
        instant.toISOString(),
      );
    expect(formatInZone(instant, 'Asia/Kolkata')).toMatch(/1 Dec 2026, 9:00\s?am/i);
  });
});
