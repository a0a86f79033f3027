/**
 * Old addresses of posts and products (docs/decisions/0037): /blog/{uuid}, /product/{uuid} and a
 * slug the item had before answer 301 to its current slug URL, and so does a slug an open job
 * opening had before (/careers/{old slug}). From here, before React Router renders: a real,
 * cacheable 301 for crawlers, and never a chain (the current slug is looked up, not the next one).
 * A live slug renders; anything else falls through to the page's 404.
 */
import { type ContentKind, PAGE } from '@vyoma/contract';
import type { Db } from '../../db/client.ts';
import { movedJobSlug } from '../careers/index.ts';
import { currentSlug } from '../content/index.ts';

const ITEM_PATH = /^\/(blog|product|careers)\/([^/]+)$/;

/** Where each kind's items live now, asked by an id or a slug they had before. */
const CURRENT: Record<
  string,
  { slug: (db: Db, segment: string) => Promise<string | null>; page: (slug: string) => string }
> = {
  blog: { slug: contentSlug('post'), page: PAGE.blog },
  product: { slug: contentSlug('product'), page: PAGE.product },
  // Job openings are not content (decision 0037) but keep their old slugs the same way.
  careers: { slug: (db, segment) => movedJobSlug(db, segment), page: PAGE.careerOpening },
};

/** The current slug (public view: a draft's address is nobody's business). */
function contentSlug(kind: ContentKind) {
  return (db: Db, segment: string) => currentSlug(db, kind, segment, 'public');
}

/** The path a page request should be sent on to (with its query), or null to render it. */
export async function movedTo(db: Db, url: string): Promise<string | null> {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const m = ITEM_PATH.exec(pathname);
  if (!m) return null;
  const { slug: current, page } = CURRENT[m[1]!]!;
  let segment: string;
  try {
    segment = decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
  const slug = await current(db, segment);
  if (slug === null || slug === segment) return null;
  return page(slug) + (q === -1 ? '' : url.slice(q));
}
