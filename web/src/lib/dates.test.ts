import { describe, expect, it } from 'vitest';
import { formatDateIn } from './dates.ts';

describe('formatDateIn', () => {
  it('writes a day with its month in full, in the locale', () => {
    expect(formatDateIn('en-IN', '2026-11-01T10:00:00.000Z')).toBe('1 November 2026');
    expect(formatDateIn('hi-IN', '2026-12-05T10:00:00.000Z')).toBe('5 दिसंबर 2026');
  });
  it('writes a bare day as that day, read as its local midnight (the server’s zone or the browser’s)', () => {
    expect(formatDateIn('en-IN', '2026-12-31')).toBe('31 December 2026');
    expect(formatDateIn('hi-IN', '2027-01-01')).toBe('1 जनवरी 2027');
  });
  it('writes nothing for a date it cannot read', () => {
    expect(formatDateIn('en-IN', 'not a date')).toBe('');
    expect(formatDateIn('hi-IN', '')).toBe('');
  });
});
