/**
 * The rules of the settings' language list (schemas.ts), apart from the list a site starts with
 * (languages.ts): forms that load the schemas carry these few values, not every language's names.
 */

/** The default language: at URLs without a prefix, first in the list, always shown. */
export const DEFAULT_LANGUAGE_CODE = 'en';
export const DEFAULT_LANGUAGE_NAME = 'English';

/** How many languages a site may have (each is a URL prefix, a sitemap and a search configuration). */
export const MAX_LANGUAGES = 8;

/** A language code as a URL prefix: two or three lower-case letters. */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/;
