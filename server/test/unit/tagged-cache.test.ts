/** The bounded cache under the public read cache and the page cache (http/tagged-cache.ts). */
import { describe, expect, it } from 'vitest';
import { TaggedCache } from '../../src/http/tagged-cache.ts';

const meta = (bytes: number, tags: string[] = []) => ({ tags, expires: Date.now() + 60_000, bytes });

describe('TaggedCache', () => {
  it('stays within its bytes and entries, the least recently used leaving first', () => {
    const cache = new TaggedCache<string>({ maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 1000; i++) {
      cache.set(`k${i}`, `v${i}`, meta(1000));
      // k0 is read all the time: it stays while the others pass through.
      expect(cache.get('k0')?.value).toBe('v0');
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toBe(10);
    expect(cache.get('k999')?.value).toBe('v999');
    expect(cache.get('k500')).toBeUndefined();

    const small = new TaggedCache<string>({ maxEntries: 3, maxBytes: 1_000_000 });
    for (let i = 0; i < 10; i++) small.set(`k${i}`, 'v', meta(1));
    expect(small.size).toBe(3);
  });

  it('keeps the order of use whatever is read, replaced or deleted in between', () => {
    // A hit on the most recently used entry moves nothing: every other path must keep that true.
    const cache = new TaggedCache<string>({ maxEntries: 3, maxBytes: 1_000_000 });
    const keys = () => {
      const kept: string[] = [];
      for (const k of ['a', 'b', 'c', 'd', 'e']) if (cache.get(k)) kept.push(k);
      return kept;
    };
    cache.set('a', 'A', meta(1));
    cache.set('b', 'B', meta(1));
    cache.get('a');
    cache.get('a');
    cache.set('c', 'C', meta(1));
    cache.get('b');
    // a, c, b from least to most recently used: d pushes out a.
    cache.set('d', 'D', meta(1));
    expect(cache.get('a')).toBeUndefined();
    cache.delete('d');
    cache.get('c');
    cache.get('c');
    cache.set('e', 'E', meta(1));
    cache.set('a', 'A', meta(1));
    // b, c, e, a: b left.
    expect(keys()).toEqual(['a', 'c', 'e']);
    cache.clear();
    cache.set('b', 'B', meta(1));
    expect(cache.get('b')?.value).toBe('B');
    expect(cache.size).toBe(1);
  });

  it('keeps nothing larger than a quarter of its bytes, and counts what an entry grows by', () => {
    const cache = new TaggedCache<string>({ maxEntries: 10, maxBytes: 4000 });
    expect(cache.set('big', 'v', meta(1001))).toBeNull();
    expect(cache.size).toBe(0);
    cache.set('a', 'A', meta(1000));
    cache.set('b', 'B', meta(1000));
    cache.set('c', 'C', meta(1000));
    cache.resize('c', 'C', 2500);
    expect(cache.bytes).toBeLessThanOrEqual(4000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.bytes).toBe(2500);
    // An entry replaced meanwhile is not resized.
    cache.resize('c', 'other', 10);
    expect(cache.get('c')?.bytes).toBe(2500);
  });

  it('drops the entries a change touches and keeps the rest', () => {
    const cache = new TaggedCache<string>({ maxEntries: 10, maxBytes: 10_000 });
    cache.set('/blog/a', 'a', meta(10, ['post:a', 'settings']));
    cache.set('/products', 'p', meta(10, ['product', 'settings']));
    cache.set('/careers', 'c', meta(10, ['job']));
    const change = new Set(['post', 'post:a']);
    expect(cache.drop((tags) => [...tags].some((t) => change.has(t)))).toBe(1);
    expect(cache.get('/blog/a')).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(20);
  });
});
