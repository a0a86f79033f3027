/**
 * Rendered public pages, per URL, as ready bytes with their compressed variants and an ETag. Every
 * anonymous visitor gets the same HTML, so a page is rendered once until content changes: any
 * content change empties the cache before its response leaves (ContentEvents), and entries also
 * expire after `ttlMs` (other processes on one PostgreSQL may have changed the content).
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
  expires: number;
  /** Compressed once, on first demand. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Enough for every public page and a good share of filtered catalogue URLs. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private bytes = 0;

  constructor(private readonly ttlMs: number) {}

  get(key: string): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, status: number, headers: Record<string, string>, body: Buffer): PageEntry {
    this.delete(key);
    // Oldest first out (Map keeps insertion order).
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

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
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
