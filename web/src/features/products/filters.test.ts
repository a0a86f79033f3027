import { PRODUCT_FILTER_DEFAULTS } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { filtersFromParams, isDefaultFilters, paramsFromFilters } from './filters.ts';

describe('filters in the URL', () => {
  it('uses the spec defaults when the query is empty or garbage', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(PRODUCT_FILTER_DEFAULTS);
    expect(filtersFromParams(new URLSearchParams('page=abc&rating=x'))).toEqual(PRODUCT_FILTER_DEFAULTS);
  });
  it('round-trips non-default values and writes only those', () => {
    const filters = { keyword: 'seo', page: 2, priceGte: 1000, priceLte: 9000, ratingsGte: 4 };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('keyword=seo&minPrice=1000&maxPrice=9000&rating=4&page=2');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(paramsFromFilters({ ...PRODUCT_FILTER_DEFAULTS }).toString()).toBe('');
  });
  it('clamps out-of-range numbers', () => {
    expect(filtersFromParams(new URLSearchParams('page=0&rating=9')).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('rating=9')).ratingsGte).toBe(5);
  });
  it('knows when only the page differs from the defaults', () => {
    expect(isDefaultFilters({ ...PRODUCT_FILTER_DEFAULTS, page: 3 })).toBe(true);
    expect(isDefaultFilters({ ...PRODUCT_FILTER_DEFAULTS, keyword: 'x' })).toBe(false);
  });
});
