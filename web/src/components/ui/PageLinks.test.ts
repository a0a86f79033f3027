import { describe, expect, it } from 'vitest';
import { pageFrom, pageHref } from '~/lib/list-page.ts';
import { pageWindow } from './PageLinks.tsx';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it('elides distant pages', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});

describe('pageHref', () => {
  it('leaves page 1 at the bare path and adds ?page= after it', () => {
    expect(pageHref('/careers', 1)).toBe('/careers');
    expect(pageHref('/careers', 3)).toBe('/careers?page=3');
  });
});

describe('pageFrom', () => {
  it('reads a whole page number and falls back to 1', () => {
    expect(pageFrom('http://x.test/careers?page=4')).toBe(4);
    for (const bad of ['', '?page=0', '?page=-2', '?page=abc', '?page=1.5', '?page=9999999'])
      expect(pageFrom(`http://x.test/careers${bad}`)).toBe(1);
  });
});
