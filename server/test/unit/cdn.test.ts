/** The CDN settings and the tag headers (plugins/cdn.ts, docs/decisions/0057). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { purgeBatches } from '../../src/modules/cdn/index.ts';
import { cdnTags, MAX_TAG_HEADER } from '../../src/plugins/cdn.ts';

describe('CDN settings', () => {
  it('are off unless given, and checked', () => {
    const off = loadConfig({});
    expect(off.cdn).toEqual({ maxAge: 0, purgeUrl: null, purgeHeader: null });
    expect(off.changeFeed).toBe('listen');
    const on = loadConfig({
      CDN_MAX_AGE: '600',
      CDN_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/abc/purge_cache',
      CDN_PURGE_HEADER: 'Authorization: Bearer s3cret-token',
      CHANGE_FEED: 'POLL',
    });
    expect(on.cdn).toEqual({
      maxAge: 600,
      purgeUrl: 'https://api.cloudflare.com/client/v4/zones/abc/purge_cache',
      purgeHeader: { name: 'Authorization', value: 'Bearer s3cret-token' },
    });
    expect(on.changeFeed).toBe('poll');
    expect(() => loadConfig({ CHANGE_FEED: 'notify' })).toThrow(/CHANGE_FEED.*listen or poll/);
    expect(() => loadConfig({ CDN_PURGE_URL: 'ftp://x' })).toThrow(/CDN_PURGE_URL/);
    expect(() => loadConfig({ CDN_MAX_AGE: '-1' })).toThrow(/CDN_MAX_AGE/);
    // A header without a name: refused, and the value (a token) is not repeated.
    let message = '';
    try {
      loadConfig({ CDN_PURGE_HEADER: 'no header here s3cret' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/CDN_PURGE_HEADER/);
    expect(message).not.toContain('s3cret');
  });
});

describe('tag headers', () => {
  it('name the site and what an answer shows, within the size bound', () => {
    expect(cdnTags(new Set(['settings', 'post:b', 'post']))).toEqual(['site', 'post', 'post:b', 'settings']);
    // Too many items for one header: their kinds stand in (a change to an item announces its kind too).
    const many = new Set([
      ...Array.from({ length: 200 }, (_, i) => `product:${'x'.repeat(30)}${i}`),
      'settings',
    ]);
    const folded = cdnTags(many);
    expect(folded).toEqual(['site', 'product', 'settings']);
    expect(cdnTags(new Set(['post'])).join(',').length).toBeLessThanOrEqual(MAX_TAG_HEADER);
  });

  it('purge in batches a CDN accepts', () => {
    const tags = Array.from({ length: 65 }, (_, i) => `post:${i}`);
    const batches = purgeBatches([...tags, ...tags]);
    expect(batches.map((b) => b.length)).toEqual([30, 30, 5]);
    expect(new Set(batches.flat()).size).toBe(65);
  });
});
