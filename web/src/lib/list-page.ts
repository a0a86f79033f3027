/**
 * The page numbers of a public list in its URL (`?page=`), for the lists' loaders and links. A module
 * of its own, with no styles or icons: a route's loader reads it without taking PageLinks (and its
 * stylesheet) into the page's first load.
 */

/** The `?page=` of a list's URL: a whole number from 1 (anything else is page 1). */
export function pageFrom(url: string): number {
  const raw = new URL(url).searchParams.get('page') ?? '';
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, n);
}

/** `?page=n` added to a path (page 1 is the path itself). */
export const pageHref = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
