/**
 * Old addresses of content (docs/decisions/0037): /blog/{uuid}, /product/{uuid} and a slug the item
 * had before answer 301 to its current slug URL (every declared type with a public page: its
 * `publicPath`, issue 34; /forms/{old slug} too), and so does a slug an open job opening had before
 * (/careers/{old slug}). A type addressed by path (pages, issue 35) answers every path an item had
 * before (its own, or one it had under a parent that moved) with 301 to its path now, while it is
 * public and no public item lives at that path.
 * From here, before React Router renders: a real, cacheable 301 for crawlers, and never a chain (the
 * current slug or path is looked up by the item, not the next one). A live slug renders; anything else
 * falls through to the page's 404.
 */
import { addressedByPath, publicPathOf, shownInOtherLanguages } from '@vyoma/contract/content-types';
import type { Db } from '../../db/client.ts';
import {
  contentModels,
  currentPathIn,
  currentSlug,
  currentSlugIn,
  publicInLanguage,
  registryGeneration,
  reservedAddress,
  versionPathKey,
} from '../content/index.ts';

interface Moved {
  /** The path before the slug, e.g. `/blog/`; a type addressed by path: `/` and the whole path. */
  prefix: string;
  /** The item's address is its whole path, not one segment after the prefix. */
  byPath: boolean;
  slug: (db: Db, segment: string) => Promise<string | null>;
  /**
   * The same in another language (issue 36): an id or an old URL name of the item's version there;
   * for a type addressed by path, an old path of its version there or its English path.
   */
  slugIn: (db: Db, lang: string, segment: string) => Promise<string | null>;
  page: (slug: string) => string;
}

let known: { generation: number; list: Moved[] } | null = null;

/** Where each type's items live now, asked by an id or a slug they had before (made once per registry). */
function places(): Moved[] {
  const generation = registryGeneration();
  if (known?.generation !== generation) known = { generation, list: placesNow() };
  return known.list;
}

function placesNow(): Moved[] {
  const list: Moved[] = [];
  for (const model of contentModels()) {
    const { type } = model;
    const path = type.publicPath;
    const byPath = addressedByPath(type);
    if (!byPath && (!path?.endsWith('{slug}') || !type.slug)) continue;
    list.push({
      prefix: byPath ? '/' : path!.slice(0, -'{slug}'.length),
      byPath,
      // The public view (published; open and not past its last day; as saved): a draft's, or a
      // closed opening's, address is nobody's business.
      slug: (db, segment) => currentSlug(db, type.name, segment, 'public'),
      slugIn: byPath
        ? async (db, lang, path) => {
            const key = versionPathKey(path);
            return key && model.translations && shownInOtherLanguages(type)
              ? currentPathIn(db, model, lang, key, publicInLanguage(model))
              : null;
          }
        : (db, lang, segment) => currentSlugIn(db, model, lang, segment),
      page: (slug) => publicPathOf(type, slug)!,
    });
  }
  // A path is asked of the types addressed by path last: any path but the others' starts with `/`.
  return list.sort((a, b) => Number(a.byPath) - Number(b.byPath));
}

/**
 * The path a page request should be sent on to (with its query), or null to render it. `lang`: a
 * language other than the default, whose prefix the caller took off `url` (the answer is without it).
 */
export async function movedTo(db: Db, url: string, lang?: string): Promise<string | null> {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  for (const place of places()) {
    if (!pathname.startsWith(place.prefix)) continue;
    if (place.byPath) {
      // An address the site answers by itself was never a page's (a page cannot take one).
      if (pathname === '/' || reservedAddress(pathname)) return null;
      const path = lang ? await place.slugIn(db, lang, pathname) : await place.slug(db, pathname);
      if (path !== null) return place.page(path) + query;
      continue;
    }
    const raw = pathname.slice(place.prefix.length);
    if (raw === '' || raw.includes('/')) return null;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const slug = lang
      ? await place.slugIn(db, lang, segment.normalize('NFC'))
      : await place.slug(db, segment);
    if (slug === null || slug === segment) return null;
    return place.page(slug) + query;
  }
  return null;
}
