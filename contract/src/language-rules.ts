/**
 * The rules of the settings' language list (schemas.ts) and of a path in a language, apart from the
 * list a site starts with (languages.ts): forms that load the schemas and the page head carry these
 * few values, not every language's names.
 */

/** The default language: at URLs without a prefix, first in the list, always shown. */
export const DEFAULT_LANGUAGE_CODE = 'en';
export const DEFAULT_LANGUAGE_NAME = 'English';

/** How many languages a site may have (each is a URL prefix, a sitemap and a search configuration). */
export const MAX_LANGUAGES = 8;

/** A language code as a URL prefix: two or three lower-case letters. */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/**
 * The path of `path` (a path of the default language's, with any query and hash) in language `lang`:
 * unchanged for the default language (null), else under its prefix (`/` is `/hi`, not `/hi/`).
 */
export function localPath(lang: string | null | undefined, path: string): string {
  if (!lang || lang === DEFAULT_LANGUAGE_CODE) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${lang}${path.slice(1)}` : `/${lang}${path}`;
}
