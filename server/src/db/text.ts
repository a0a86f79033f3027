/**
 * Text PostgreSQL can store, for every writer of request-controlled text (page views, the 404 log).
 * A text column refuses NUL: one such value fails the whole statement (22021), and with it every
 * other row of a batch insert. A lone UTF-16 surrogate (half an emoji, say from a string cut by
 * length) is not refused but silently turned into U+FFFD by both drivers.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL refuses
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** Whether PostgreSQL stores `value` as it is (no NUL, no lone surrogate). */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/**
 * `value` as PostgreSQL can store it: without NUL, a lone surrogate as U+FFFD, and at most `max`
 * UTF-16 units long without cutting a surrogate pair in half.
 */
export function storableText(value: string, max = Number.POSITIVE_INFINITY): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL refuses
  let text = isStorableText(value) ? value : value.replace(/\u0000/g, '').replace(/\p{Cs}/gu, '\uFFFD');
  if (text.length > max) {
    text = text.slice(0, max);
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  }
  return text;
}
