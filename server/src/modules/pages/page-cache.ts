/**
 * Rendered public pages, per key (page-key.ts), as ready bytes with their compressed variants and an
 * ETag. Every anonymous visitor gets the same HTML, so a page is rendered once until content changes:
 * a content change drops the entries it touches before its response leaves (ContentEvents), and
 * entries also go stale after `ttlMs` (a safety net: with PostgreSQL another process may have saved a
 * change this one did not hear of).
 *
 * A stale entry is never served as fresh. It stands in only when the render limit is full (routes.ts)
 * and only for content no change has touched since: a change deletes the copies it touches, a render
 * that no longer answers 200 deletes its key's copy, and a copy more than MAX_STALE_MS past its expiry
 * is no stand-in at all. A slightly old page then beats a 503; a withdrawn one never comes back.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { acceptedEncoding, brotliText } from '../../http/ready-response.ts';
import { TaggedCache } from '../../http/tagged-cache.ts';

export { matchesEtag } from '../../http/ready-response.ts';

export interface PageEntry {
  status: number;
  /** Headers to send with every variant (content type, CSP). */
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  /** After this time (ms) the entry is stale. */
  expires: number;
  /** What the page shows (the tags its loaders' services recorded). */
  tags: ReadonlySet<string>;
  /** Compressed once, on first demand. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Enough for every public page and a good share of filtered catalogue URLs. */
const LIMITS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };
/** How long past its expiry an entry may still stand in for a render the limit refused. */
export const MAX_STALE_MS = 60_000;

const held = (e: PageEntry) => e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0);

export class PageCache {
  private readonly cache = new TaggedCache<PageEntry>(LIMITS);

  constructor(private readonly ttlMs: number) {}

  /** The fresh entry of `key`, if any (and it becomes the most recently used). */
  get(key: string): PageEntry | undefined {
    const entry = this.cache.get(key)?.value;
    return entry && entry.expires > Date.now() ? entry : undefined;
  }

  /** The entry of `key` even when stale, unless it expired more than MAX_STALE_MS ago (for when no render can be had). */
  getStale(key: string): PageEntry | undefined {
    const entry = this.cache.get(key)?.value;
    return entry && entry.expires + MAX_STALE_MS > Date.now() ? entry : undefined;
  }

  /** Keeps a rendered page (unless it is too large to keep: then it is only sent). */
  set(
    key: string,
    status: number,
    headers: Record<string, string>,
    body: Buffer,
    tags: Iterable<string>,
  ): PageEntry {
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry: PageEntry = {
      status,
      headers,
      body,
      etag,
      expires: Date.now() + this.ttlMs,
      tags: new Set(tags),
    };
    this.cache.set(key, entry, { tags: entry.tags, expires: entry.expires, bytes: body.length });
    return entry;
  }

  /** Drops the pages a change touched (every page, with `() => true`). */
  drop(touched: (tags: ReadonlySet<string>) => boolean): void {
    this.cache.drop(touched);
  }

  /** Forgets the copy of `key` (its page no longer answers 200). */
  delete(key: string): void {
    this.cache.delete(key);
  }

  /** The body in the best encoding the client accepts (computed once per entry and encoding). */
  encoded(
    key: string,
    entry: PageEntry,
    acceptEncoding: string | undefined,
  ): { body: Buffer; encoding?: 'br' | 'gzip' } {
    if (entry.body.length < 1024 || !acceptEncoding) return { body: entry.body };
    const accepted = acceptedEncoding(acceptEncoding);
    if (accepted === 'br') {
      // Quality 9: close to the best ratio at a few milliseconds per page, paid once.
      if (!entry.br) {
        entry.br = brotliText(entry.body, 9);
        this.cache.resize(key, entry, held(entry));
      }
      return { body: entry.br, encoding: 'br' };
    }
    if (accepted === 'gzip') {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.body, { level: 9 });
        this.cache.resize(key, entry, held(entry));
      }
      return { body: entry.gzip, encoding: 'gzip' };
    }
    return { body: entry.body };
  }
}
