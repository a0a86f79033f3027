/**
 * Whole answers kept in memory, bounded in entries and in bytes (the least recently used leave
 * first), each naming what it shows as tags (`post:…`, `product`, `settings` …), so a change drops
 * only the entries it touches. The public read cache (plugins/public-cache.ts) and the page cache
 * (modules/pages/page-cache.ts) are two of these. An answer larger than a quarter of the byte bound
 * is not kept: it would push out everything else.
 */

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export interface CacheEntry<V> {
  value: V;
  /** What the answer shows; a change that touches one of these drops the entry. */
  tags: ReadonlySet<string>;
  /** After this time (ms) the entry is stale. */
  expires: number;
  /** Bytes counted against the bound (grows as compressed forms are made: resize()). */
  bytes: number;
}

export class TaggedCache<V> {
  private readonly entries = new Map<string, CacheEntry<V>>();
  private total = 0;
  /** The key last in `entries` (the most recently used), if known: a hit on it moves nothing. */
  private newest: string | undefined;

  constructor(readonly limits: CacheLimits) {}

  /** Entries held now. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.total;
  }

  /** The entry of `key`, fresh or not, made the most recently used. */
  get(key: string): CacheEntry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving a hit to the end keeps a page read all the time while a
    // flood of one-off URLs passes through. A busy URL read again and again is there already.
    if (key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry;
  }

  /** Stores an entry, pushing out the least recently used as needed; null when it is too large to keep. */
  set(
    key: string,
    value: V,
    meta: { tags: Iterable<string>; expires: number; bytes: number },
  ): CacheEntry<V> | null {
    this.delete(key);
    if (meta.bytes > this.limits.maxBytes / 4) return null;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.limits.maxEntries && this.total + meta.bytes <= this.limits.maxBytes)
        break;
      this.delete(oldest);
    }
    const entry: CacheEntry<V> = {
      value,
      tags: new Set(meta.tags),
      expires: meta.expires,
      bytes: meta.bytes,
    };
    this.entries.set(key, entry);
    this.newest = key;
    this.total += meta.bytes;
    return entry;
  }

  /** The entry of `key`, if it still holds `value`, now holds `bytes` (a compressed form was added). */
  resize(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value || bytes === entry.bytes) return;
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.limits.maxBytes || oldest === key) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (key === this.newest) this.newest = undefined;
    this.total -= entry.bytes;
  }

  /** Drops every entry whose tags `touched` says a change touched; answers how many. */
  drop(touched: (tags: ReadonlySet<string>) => boolean): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (!touched(entry.tags)) continue;
      this.delete(key);
      dropped++;
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
    this.total = 0;
  }
}
