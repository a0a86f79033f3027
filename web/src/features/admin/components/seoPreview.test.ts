import { describe, expect, it } from 'vitest';
import { cardDomain, cutLikeSearch, lengthState, searchAddress, searchTitle } from './seoPreview.ts';

describe('SEO panel previews', () => {
  it('keeps a short text whole and cuts a long one at a word, with " ..."', () => {
    expect(cutLikeSearch('  Short   title ', 60)).toBe('Short title');
    const long = 'Bookkeeping for small shops that want their evenings back and their books in order';
    const cut = searchTitle(long);
    expect(cut.endsWith(' ...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(64);
    expect(long.startsWith(cut.slice(0, -4))).toBe(true);
    expect(cut.slice(0, -4)).not.toMatch(/\s$/);
  });

  it('cuts a text without spaces at the limit', () => {
    expect(cutLikeSearch('x'.repeat(70), 60)).toBe(`${'x'.repeat(60)} ...`);
  });

  it('shows the address like a search result and the card domain', () => {
    expect(searchAddress('https://vyoma.test/blog/my-post')).toBe('vyoma.test › blog › my-post');
    expect(cardDomain('https://vyoma.test:8080/product/x')).toBe('VYOMA.TEST:8080');
  });

  it('warns only past the limit', () => {
    expect(lengthState('  ', 60)).toBe('empty');
    expect(lengthState('x'.repeat(60), 60)).toBe('ok');
    expect(lengthState('x'.repeat(61), 60)).toBe('long');
  });
});
