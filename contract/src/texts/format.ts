/**
 * The site's own texts (issue 36, decision 0063 §1.7): one module per area and language, data only,
 * so a catalogue can travel as a page's data or live in the database. A text is a string with
 * `{name}` placeholders, or a plural (`one` and `other`) chosen by `Intl.PluralRules` for `{count}`.
 */

export interface Plural {
  one: string;
  other: string;
}
export type Text = string | Plural;
/** An area's English texts: their keys are the area's keys in every language. */
export type Area = Readonly<Record<string, Text>>;
/** What another language must give for an area: every key of English's, of the same kind, no other. */
export type TextsOf<T extends Area> = { readonly [K in keyof T]: T[K] extends string ? string : Plural };

/** `text` with `{name}` filled from `values`; a plural by `values.count` in `locale`'s rules. */
export function formatText(
  text: Text,
  values: Record<string, string | number> = {},
  locale = 'en-IN',
): string {
  const chosen =
    typeof text === 'string'
      ? text
      : new Intl.PluralRules(locale).select(Number(values.count ?? 0)) === 'one'
        ? text.one
        : text.other;
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The `{name}` placeholders a text uses (both forms of a plural), sorted: every language's must match. */
export function placeholdersOf(text: Text): string[] {
  const all = typeof text === 'string' ? text : `${text.one} ${text.other}`;
  return [...new Set([...all.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}
