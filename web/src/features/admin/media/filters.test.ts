import { API } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { filtersFrom } from './filters.ts';

describe('the library filters in the URL', () => {
  it('reads the filters and sends only those set', () => {
    const filters = filtersFrom(new URLSearchParams('q=%20harbour%20&kind=video&unused=1&page=3'));
    expect(filters).toEqual({ q: 'harbour', kind: 'video', unused: true, page: 3 });
    expect(filtersFrom(new URLSearchParams('kind=pdf&page=-2&unused=yes'))).toEqual({
      q: undefined,
      kind: undefined,
      unused: undefined,
      page: 1,
    });
    expect(API.adminMedia({ ...filtersFrom(new URLSearchParams('q=a b')), limit: 24 })).toBe(
      '/api/v1/admin/media?q=a%20b&page=1&limit=24',
    );
  });
});
