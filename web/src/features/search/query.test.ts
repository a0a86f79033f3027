import { SEARCH_PAGE_MAX } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { searchHref, searchParamsFrom } from './query.ts';

describe('search URL', () => {
  it('reads q trimmed and a page number, falling back to page 1', () => {
    expect(searchParamsFrom(new URLSearchParams('q=%20seo%20audit%20&page=2'))).toEqual({
      q: 'seo audit',
      page: 2,
      tooLong: false,
    });
    for (const page of ['0', '-1', 'two', '1.5', ''])
      expect(searchParamsFrom(new URLSearchParams(`q=x&page=${page}`)).page, page).toBe(1);
    expect(searchParamsFrom(new URLSearchParams('q=x&page=100000')).page).toBe(SEARCH_PAGE_MAX);
    expect(searchParamsFrom(new URLSearchParams(`q=${'a'.repeat(101)}`)).tooLong).toBe(true);
    expect(searchParamsFrom(new URLSearchParams('')).q).toBe('');
  });

  it('writes a page link with the query encoded', () => {
    expect(searchHref('seo & ads')).toBe('/search?q=seo+%26+ads');
    expect(searchHref('seo', 3)).toBe('/search?q=seo&page=3');
  });
});
