/**
 * Old addresses of posts and products (docs/decisions/0037): /blog/{uuid}, /product/{uuid} and a
 * slug the item had before answer 301 to its current slug URL, from here, before React Router
 * renders: a real, cacheable 301 for crawlers, and never a chain (the current slug is looked up,
 * not the next one). A live slug renders; anything else falls through to the page's 404.
 */
import { type ContentKind, PAGE } from '@vyoma/contract';
import type { Db } from '../../db/client.ts';
import { currentSlug } from '../content/index.ts';

const ITEM_PATH = /^\/(blog|product)\/([^/]+)$/;
const KIND: Record<string, { kind: ContentKind; page: (slug: string) => string }> = {
  blog: { kind: 'post', page: PAGE.blog },
  product: { kind: 'product', page: PAGE.product },
};

/** The path a page request should be sent on to (with its query), or null to render it. */
export async function movedTo(db: Db, url: string): Promise<string | null> {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const m = ITEM_PATH.exec(pathname);
  if (!m) return null;
  const { kind, page } = KIND[m[1]!]!;
  let segment: string;
  try {
    segment = decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
  // The current slug (public view: a draft's address is nobody's business) unless it is this one.
  const slug = await currentSlug(db, kind, segment, 'public');
  if (slug === null || slug === segment) return null;
  return page(slug) + (q === -1 ? '' : url.slice(q));
}
