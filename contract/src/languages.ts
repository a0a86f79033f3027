/**
 * The site's languages (issue 36; docs/decisions/0063 §1.1, §1.5): English at today's URLs, every
 * other language under a prefix of its code (`/hi/…`). Every path with a language goes through
 * `splitLangPath` and `localPath`, so the prefix rule is written once.
 *
 * The list staff keep lives in the settings (a later step); these are the languages a site starts
 * with, and their codes are kept out of staff's pages and redirects from today (reserved-paths.ts):
 * a page at `/hi` made now would be hidden by the Hindi site later.
 */

export interface Language {
  /** ISO 639-1 (or -3) code, lower case: the URL prefix and `<html lang>`. */
  code: string;
  /** The language's name in itself (the switcher's label). */
  name: string;
  /** Its name in English (the admin, which stays in English). */
  englishName: string;
  /** For `Intl` (dates, numbers, rupees) and `og:locale`. */
  locale: string;
  /** The script its slugs may use besides a–z (ISO 15924). */
  script: 'Latn' | 'Deva';
  /** The text search configuration its search uses (a row of pg_ts_config). */
  search: string;
  dir: 'ltr' | 'rtl';
  /** Shown to visitors; until then its pages answer 404 and staff translate and preview. */
  public: boolean;
}

import { DEFAULT_LANGUAGE_CODE, DEFAULT_LANGUAGE_NAME } from './language-rules.ts';

export {
  DEFAULT_LANGUAGE_CODE,
  DEFAULT_LANGUAGE_NAME,
  LANGUAGE_CODE,
  localPath,
  MAX_LANGUAGES,
} from './language-rules.ts';

/** The languages a site starts with; the first is the default, at URLs without a prefix. */
export const DEFAULT_LANGUAGES: readonly [Language, ...Language[]] = [
  {
    code: DEFAULT_LANGUAGE_CODE,
    name: DEFAULT_LANGUAGE_NAME,
    englishName: DEFAULT_LANGUAGE_NAME,
    locale: 'en-IN',
    script: 'Latn',
    search: 'english',
    dir: 'ltr',
    public: true,
  },
  {
    code: 'hi',
    name: 'हिन्दी',
    englishName: 'Hindi',
    locale: 'hi-IN',
    script: 'Deva',
    search: 'hindi',
    dir: 'ltr',
    public: false,
  },
];

/** The default language: at URLs without a prefix, the base every translation hangs from. */
export const DEFAULT_LANGUAGE: Language = DEFAULT_LANGUAGES[0];

/**
 * The languages whose own texts (menus, buttons, form messages, the 404 page) the site has: only these
 * may be shown to visitors, so a visitor never reads English under a Hindi address. Each has every
 * area of the catalogue (contract/src/texts, a test says so); Hindi since 5 December 2026.
 */
export const LANGUAGES_WITH_TEXTS: readonly string[] = DEFAULT_LANGUAGES.map((l) => l.code);

/** The codes that are URL prefixes: every language but the default. */
export const PREFIX_CODES: readonly string[] = DEFAULT_LANGUAGES.slice(1).map((l) => l.code);

/**
 * A path's language and the path without its prefix: `/hi/blog/x` is Hindi `/blog/x`, `/hi` Hindi
 * `/`; a path under no prefix of `codes` is the default language's (`lang` null), as it is. Only a
 * whole first segment is a prefix (`/hint` is English).
 */
export function splitLangPath(
  path: string,
  codes: readonly string[] = PREFIX_CODES,
): { lang: string | null; path: string } {
  const match = /^\/([a-z]{2,3})(?=$|[/?#])(.*)$/.exec(path);
  if (!match || !codes.includes(match[1]!)) return { lang: null, path };
  const rest = match[2]!;
  return { lang: match[1]!, path: rest.startsWith('/') ? rest : `/${rest}` };
}
