/**
 * Dates in the page's locale (issue 36, decision 0063 §1.7 "Intl"): "1 November 2026" in English,
 * "1 नवंबर 2026" in Hindi. Months are `long`: Node's ICU and a browser's may shorten them differently
 * (`medium`), which would break hydration. Apart from `useFormat()` (format.ts) on purpose: that module
 * brings the price and plural code with it, which a post's page does not need, and every page that
 * writes prices would carry this code too (both pages' first loads are at their budgets).
 */
import { useRootLanguage } from './texts.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `iso` as a day in `locale` (one formatter per locale); '' for a date that cannot be read. A bare day
 * ("2026-12-31": a closing day, the day a page was updated) is read as that day's local midnight, so
 * every time zone, the server's and the browser's, writes that day.
 */
export function formatDateIn(locale: string, iso: string): string {
  const date = new Date(/^\d{4}-\d\d-\d\d$/.test(iso) ? `${iso}T00:00` : iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    formats.set(locale, format);
  }
  return format.format(date);
}

/** Writes an ISO date as a day in the page's locale (English's `en-IN` without a router's data). */
export function useFormatDate(): (iso: string) => string {
  const locale = useRootLanguage()?.locale ?? 'en-IN';
  return (iso) => formatDateIn(locale, iso);
}
