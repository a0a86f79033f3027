/**
 * The SEO panel's previews (docs/decisions/0041): a search result cut roughly as Google cuts it
 * (it measures pixels, about 600 for a title and two lines for a description; characters are the
 * usual stand-in), and the address shown as Google shows it: host › path › parts.
 */
import { SEO_WARN_LENGTHS } from '@vyoma/contract';

/** Cut at the last word that fits in `max` characters, with " ..." (Google's mark) when anything was cut. */
export function cutLikeSearch(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  const cut = (space > max / 2 ? head.slice(0, space) : clean.slice(0, max)).replace(/[\s,.;:–-]+$/, '');
  return `${cut} ...`;
}

export const searchTitle = (title: string) => cutLikeSearch(title, SEO_WARN_LENGTHS.title);
export const searchDescription = (text: string) => cutLikeSearch(text, SEO_WARN_LENGTHS.description);

/** "https://vyoma.in/blog/my-post" → "vyoma.in › blog › my-post" (Google's breadcrumb address). */
export function searchAddress(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return [host, ...parts].join(' › ');
  } catch {
    return url;
  }
}

/** The host a social card names, upper-case as Facebook and LinkedIn print it. */
export function cardDomain(url: string): string {
  try {
    return new URL(url).host.toUpperCase();
  } catch {
    return '';
  }
}

export type LengthState = 'empty' | 'ok' | 'long';
export const lengthState = (value: string, warnAt: number): LengthState =>
  value.trim() === '' ? 'empty' : value.trim().length > warnAt ? 'long' : 'ok';
