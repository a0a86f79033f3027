/** Public catalogue queries (spec §7). Keys start with 'products' so admin mutations can invalidate them all. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  PRODUCT_FILTER_DEFAULTS,
  type ProductListResponse,
  type ProductResponse,
} from '@vyoma/contract';
import { apiRequest } from '../../lib/api.ts';

export interface ProductFilters {
  keyword: string;
  page: number;
  priceGte: number;
  priceLte: number;
  ratingsGte: number;
}

export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) => ['products', 'list', filters] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

/** The query string of GET /api/v1/products with the spec's parameter names. */
export function productListSearch(filters: Partial<ProductFilters>): string {
  const f = { ...PRODUCT_FILTER_DEFAULTS, ...filters };
  const params = new URLSearchParams({
    keyword: f.keyword,
    page: String(f.page),
    'price[gte]': String(f.priceGte),
    'price[lte]': String(f.priceLte),
    'ratings[gte]': String(f.ratingsGte),
  });
  return params.toString();
}

export const productListQuery = (filters: Partial<ProductFilters> = {}) => {
  const full: ProductFilters = { ...PRODUCT_FILTER_DEFAULTS, ...filters };
  return queryOptions({
    queryKey: productKeys.list(full),
    queryFn: ({ signal }) =>
      apiRequest<ProductListResponse>(`${API.products}?${productListSearch(full)}`, { signal }),
    // Keep the current page on screen while the next one loads (no flash between pages).
    placeholderData: keepPreviousData,
  });
};

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<ProductResponse>(API.product(id), { signal })).product,
  });

export function useProducts(filters: Partial<ProductFilters> = {}) {
  return useQuery(productListQuery(filters));
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
