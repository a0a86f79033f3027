/** The dashboard's view in its URL: presets, a custom range, one filter. */
import { describe, expect, it } from 'vitest';
import { apiQuery, intervalOf, readView, todayIn, viewParams } from './period.ts';

const TODAY = '2026-03-10';
const read = (qs: string) => readView(new URLSearchParams(qs), TODAY);

describe('the dashboard view', () => {
  it('is the last 30 days, unfiltered, by default', () => {
    expect(read('')).toEqual({ preset: '30d', from: '2026-02-09', to: TODAY, filter: null });
    expect(viewParams(read('')).toString()).toBe('');
  });

  it('reads presets, custom ranges and one filter, and writes them back', () => {
    expect(read('period=today')).toMatchObject({ preset: 'today', from: TODAY, to: TODAY });
    expect(read('period=7d')).toMatchObject({ preset: '7d', from: '2026-03-04' });
    expect(read('period=nonsense').preset).toBe('30d');
    expect(read('from=2026-01-01&to=2026-01-31')).toMatchObject({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    // A reversed or broken range is the default period.
    expect(read('from=2026-02-01&to=2026-01-01').preset).toBe('30d');
    expect(read('from=yesterday&to=2026-01-01').preset).toBe('30d');
    const filtered = read('period=90d&source=Google');
    expect(filtered.filter).toEqual({ kind: 'source', value: 'Google' });
    expect(viewParams(filtered).toString()).toBe('period=90d&source=Google');
    expect(apiQuery(filtered)).toEqual({ from: '2025-12-11', to: TODAY, source: 'Google' });
    expect(viewParams(read('from=2026-01-01&to=2026-01-02&page=%2Fblog%2Fx')).toString()).toBe(
      'from=2026-01-01&to=2026-01-02&page=%2Fblog%2Fx',
    );
  });

  it('charts hours for a day or two, days for longer', () => {
    expect(intervalOf(read('period=today'))).toBe('hour');
    expect(intervalOf(read('from=2026-03-01&to=2026-03-02'))).toBe('hour');
    expect(intervalOf(read('period=7d'))).toBe('day');
  });

  it('knows today in the site time zone', () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-03-10T18:29:00Z'))).toBe('2026-03-10');
    expect(todayIn('Asia/Kolkata', new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-11');
  });
});
