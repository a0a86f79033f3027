/**
 * The dashboard's Languages table (issue 36; docs/decisions/0063 §1.12): visits and what they brought
 * per language of the site, made from the entry pages' table with no rollup of its own. A visit's
 * language is its entry page's: the first path segment when it is the code of one of the settings'
 * languages other than the default (`/hi`, `/hi/blog/…`: Hindi), else the default (English, at the
 * unprefixed addresses). Visits, page views, enquiries, won and won value are sums over the entry
 * pages, so they are as exact as that table; conversion is taken from the sums.
 *
 * Visitors are the sum over the entry pages too: an upper bound. A visitor is counted once per day
 * and entry page (decision 0060), so one whose visits that day entered at two pages of a language
 * counts twice here, as one whose visits entered in two languages counts once in each. Exact figures
 * need the rollups to carry the language (0063 §1.12: a `lang` dimension, with its migration).
 */
import type { AnalyticsRow } from '@vyoma/contract';
import { type Language, splitLangPath } from '@vyoma/contract/languages';
import type { Db } from '../../db/client.ts';
import { readSettings } from '../settings/index.ts';
import { type Scope, tableRows } from './queries.ts';

const ZERO = { visitors: 0, visits: 0, pageviews: 0, enquiries: 0, won: 0, wonValue: 0 };

/**
 * Sums entry-page rows into one row per language of `languages` (the default first; key: its code):
 * every language listed, zeros included, the default first and then the most visited (ties in the
 * settings' order).
 */
export function byLanguage(entries: readonly AnalyticsRow[], languages: readonly Language[]): AnalyticsRow[] {
  const [first, ...others] = languages;
  if (!first) return [];
  const prefixes = others.map((l) => l.code);
  const sums = new Map(languages.map((l) => [l.code, { ...ZERO }]));
  for (const row of entries) {
    const code = splitLangPath(row.key, prefixes).lang ?? first.code;
    const sum = sums.get(code)!;
    sum.visitors += row.visitors;
    sum.visits += row.visits;
    sum.pageviews += row.pageviews;
    sum.enquiries += row.enquiries;
    sum.won += row.won;
    sum.wonValue += row.wonValue;
  }
  const rows = [...sums].map(
    ([key, s]): AnalyticsRow => ({
      key,
      ...s,
      conversionRate: s.visits > 0 ? s.enquiries / s.visits : 0,
    }),
  );
  const [head, ...rest] = rows;
  // A stable sort: languages with as many visits keep the settings' order.
  return [head!, ...rest.sort((a, b) => b.visits - a.visits)];
}

/** The Languages table of a scope: every entry page's figures (exact), summed per language. */
export async function languageRows(db: Db, scope: Scope): Promise<AnalyticsRow[]> {
  const [entries, settings] = await Promise.all([tableRows(db, scope, 'entry'), readSettings(db)]);
  return byLanguage(entries, settings.languages);
}
