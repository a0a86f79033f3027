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

export { matchesEtag } from '../../http/ready-response.ts';

export interface PageEntry {
  status: number;
  /** Headers to send with every variant (content type, CSP). */
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  /** After this time (ms) the entry is stale; 0 once a content change made it stale. */
  expires: number;
  /** Compressed once, on first demand. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Enough for every public page and a good share of filtered catalogue URLs. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
/** How long past its expiry an entry may still stand in for a render the limit refused. */
export const MAX_STALE_MS = 60_000;

export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private bytes = 0;

  constructor(private readonly ttlMs: number) {}

  /** The fresh entry of `key`, if any (and it becomes the most recently used). */
  get(key: string): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= Date.now()) return undefined;
    // Least recently used out first: a page read all the time stays while a flood of one-off
    // filtered URLs passes through.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry of `key` even when stale, unless it expired more than MAX_STALE_MS ago (for when no render can be had). */
  getStale(key: string): PageEntry | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires + MAX_STALE_MS > Date.now() ? entry : undefined;
  }

  set(key: string, status: number, headers: Record<string, string>, body: Buffer): PageEntry {
    this.delete(key);
    // Least recently used first out (Map keeps insertion order; get() moves a hit to the end).
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.bytes + body.length <= MAX_BYTES) break;
      this.delete(oldest);
    }
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry: PageEntry = { status, headers, body, etag, expires: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
    this.bytes += body.length;
    return entry;
  }

  /** Content changed: nothing in here may be served, fresh or stale. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Forgets the copy of `key` (its page no longer answers 200). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  }

  /** The body in the best encoding the client accepts (computed once per entry and encoding). */
  encoded(entry: PageEntry, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
    if (entry.body.length < 1024 || !acceptEncoding) return { body: entry.body };
    const accepted = acceptedEncoding(acceptEncoding);
    if (accepted === 'br') {
      if (!entry.br) {
        // Quality 9: close to the best ratio at a few milliseconds per page, paid once.
        entry.br = brotliText(entry.body, 9);
        this.bytes += entry.br.length;
      }
      return { body: entry.br, encoding: 'br' };
    }
    if (accepted === 'gzip') {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.body, { level: 9 });
        this.bytes += entry.gzip.length;
      }
      return { body: entry.gzip, encoding: 'gzip' };
    }
    return { body: entry.body };
  }
}
