/**
 * Catalogue filters ⇄ the URL query (/products?keyword=seo&page=2), so a filtered view can be shared,
 * survives a reload and is rendered by the server. Only non-default values are written.
 */
import { PAGE, PRODUCT_FILTER_DEFAULTS, PRODUCT_FILTER_PARAMS, type ProductFilters } from '@vyoma/contract';

/** The URL parameter of each filter (written once in the contract: the server's page cache keys on them). */
export const FILTER_PARAMS = PRODUCT_FILTER_PARAMS satisfies Record<keyof ProductFilters, string>;

function numberParam(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.min(Math.max(n, min), max) : fallback;
}

export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const d = PRODUCT_FILTER_DEFAULTS;
  let priceGte = numberParam(params, FILTER_PARAMS.priceGte, d.priceGte, 0, 10_000_000);
  let priceLte = numberParam(params, FILTER_PARAMS.priceLte, d.priceLte, 0, 10_000_000);
  // A plain form post can send the range upside down; read it the way the visitor meant it.
  if (priceGte > priceLte) [priceGte, priceLte] = [priceLte, priceGte];
  return {
    keyword: (params.get(FILTER_PARAMS.keyword) ?? d.keyword).trim().slice(0, 100),
    page: Math.floor(numberParam(params, FILTER_PARAMS.page, d.page, 1, 100_000)),
    priceGte,
    priceLte,
    ratingsGte: numberParam(params, FILTER_PARAMS.ratingsGte, d.ratingsGte, 0, 5),
  };
}

export function paramsFromFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  const d = PRODUCT_FILTER_DEFAULTS;
  if (filters.keyword) params.set(FILTER_PARAMS.keyword, filters.keyword);
  if (filters.priceGte !== d.priceGte) params.set(FILTER_PARAMS.priceGte, String(filters.priceGte));
  if (filters.priceLte !== d.priceLte) params.set(FILTER_PARAMS.priceLte, String(filters.priceLte));
  if (filters.ratingsGte !== d.ratingsGte) params.set(FILTER_PARAMS.ratingsGte, String(filters.ratingsGte));
  if (filters.page !== d.page) params.set(FILTER_PARAMS.page, String(filters.page));
  return params;
}

/** The catalogue URL of the given filters, e.g. /products?keyword=seo&page=2. */
export function productsHref(filters: ProductFilters): string {
  const search = paramsFromFilters(filters).toString();
  return search ? `${PAGE.products}?${search}` : PAGE.products;
}

export function isDefaultFilters(filters: ProductFilters): boolean {
  return paramsFromFilters({ ...filters, page: 1 }).size === 0;
}
