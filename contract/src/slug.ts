/**
 * URL names of posts and products (docs: PLAN "Columns added": `slug`). The server makes one from a
 * title when an item is created and the admin form previews it, so both use `slugify`. Titles in any
 * script are transliterated to ASCII with any-ascii (one table for all of Unicode, no dependencies).
 */
import anyAscii from 'any-ascii';

import { SLUG_MAX_LENGTH } from './slug-rules.ts';

export {
  isValidSlug,
  isValidVersionSlug,
  SLUG_HINT,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type SlugCase,
  slugProblem,
} from './slug-rules.ts';

/** Emoji and flags say nothing in an address (any-ascii would spell them out as ":tada:"). */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}/gu;
/** Chinese characters transliterate to one pinyin syllable each: keep them apart as words. */
const HAN = /\p{Script=Han}/gu;
/** Apostrophes join, not split: "don't" → "dont" (any-ascii also marks some Indic sounds with one). */
const APOSTROPHES = /['’`]/g;

/**
 * The slug of a title: transliterated, lower-case, `a-z0-9` words joined by single hyphens, at most
 * 100 characters (cut at a hyphen where one is near). A title with nothing to transliterate (emoji
 * only, punctuation) gives `fallback`, which must itself be a valid slug.
 */
export function slugify(title: string, fallback = 'post'): string {
  const ascii = anyAscii(title.normalize('NFC').replace(PICTOGRAPHS, ' ').replace(HAN, ' $& '));
  const slug = ascii
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = cutAtWord(slug, SLUG_MAX_LENGTH);
  return cut === '' ? fallback : cut;
}

/** At most `max` characters, ending at a word boundary unless that would lose more than half. */
function cutAtWord(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  if (slug[max] === '-') return slug.slice(0, max);
  const lastHyphen = slug.lastIndexOf('-', max);
  const cut = lastHyphen > max / 2 ? slug.slice(0, lastHyphen) : slug.slice(0, max);
  return cut.replace(/-+$/, '');
}

/** `base` with "-n" (n ≥ 2) for the n-th item wanting the same slug, still within the length limit. */
export function slugWithSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
