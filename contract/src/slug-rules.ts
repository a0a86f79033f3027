/**
 * What a valid slug is, apart from making one (slug.ts): the API's schemas check slugs with these,
 * and they are imported by public pages' forms, so they must not pull in slug.ts's transliteration
 * table (~216 kB gzipped).
 */
export const SLUG_MAX_LENGTH = 100;
/** Lower-case ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_HINT = 'Lower-case letters a–z, digits and single hyphens, e.g. web-design-services';

/** Why a slug typed into the admin form is not valid, or null when it is. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'Enter a URL name';
  if (slug.length > SLUG_MAX_LENGTH) return `A URL name has at most ${SLUG_MAX_LENGTH} characters`;
  if (!SLUG_PATTERN.test(slug)) return SLUG_HINT;
  return null;
}

export const isValidSlug = (slug: string): boolean => slugProblem(slug) === null;
