/**
 * What a valid slug is, apart from making one (slug.ts): the API's schemas check slugs with these,
 * and they are imported by public pages' forms, so they must not pull in slug.ts's transliteration
 * table (~216 kB gzipped).
 */
export const SLUG_MAX_LENGTH = 100;
/** Lower-case ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_HINT = 'Lower-case letters a–z, digits and single hyphens, e.g. web-design-services';

/**
 * A page's URL name may also have capitals, as the spec's own addresses do (`/contactUs`,
 * `/amazonServices`): a page is found in any letter case and its address is unique ignoring case, so
 * the capitals are only how its links and canonical address are written.
 */
export const SLUG_PATTERN_ANY_CASE = /^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/;
export const SLUG_HINT_ANY_CASE = 'Letters a–z or A–Z, digits and single hyphens, e.g. cloud-migration';

/**
 * A version's URL name in another language (issue 36) may also be written in that language's own
 * letters (scripts without letter case: Devanagari, Tamil …) with their marks, in NFC; the server
 * checks they are the language's script.
 */
export const SLUG_PATTERN_SCRIPT = /^[a-z0-9\p{Lo}\p{M}]+(?:-[a-z0-9\p{Lo}\p{M}]+)*$/u;
export const SLUG_HINT_SCRIPT =
  'Lower-case letters a–z or the language’s own letters, digits and single hyphens, e.g. website-design';

/**
 * Lower case only (posts, products …), capitals allowed (pages: SLUG_PATTERN_ANY_CASE), or a
 * language's own letters too (a version in another language: SLUG_PATTERN_SCRIPT).
 */
export type SlugCase = 'lower' | 'any' | 'script';

/** Why a slug typed into the admin form is not valid, or null when it is. */
export function slugProblem(slug: string, letters: SlugCase = 'lower'): string | null {
  if (slug === '') return 'Enter a URL name';
  if (slug.length > SLUG_MAX_LENGTH) return `A URL name has at most ${SLUG_MAX_LENGTH} characters`;
  if (letters === 'any') return SLUG_PATTERN_ANY_CASE.test(slug) ? null : SLUG_HINT_ANY_CASE;
  if (letters === 'script')
    return SLUG_PATTERN_SCRIPT.test(slug) && slug === slug.normalize('NFC') ? null : SLUG_HINT_SCRIPT;
  if (!SLUG_PATTERN.test(slug)) return SLUG_HINT;
  return null;
}

export const isValidSlug = (slug: string): boolean => slugProblem(slug) === null;

/** A valid URL name of a version in another language (Latin, or that language's own letters). */
export const isValidVersionSlug = (slug: string): boolean => slugProblem(slug, 'script') === null;
