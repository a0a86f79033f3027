/**
 * The cache key of an anonymous page request, which is also the URL the page is rendered from: the
 * path as sent and, in a fixed order, only the query parameters a public page reads (contract
 * PAGE_QUERY_PARAMS; the first value of each, as the pages read them). A React Router data request
 * (`/products.data?…`) also keeps `_routes`, which chooses the loaders it runs.
 *
 * Everything else is dropped: `?fbclid=…`, `?gclid=…`, `utm_*` or a random string neither makes a new
 * entry nor a new render, and the page rendered for the key never carries one visitor's tracking
 * parameters to the next.
 */
import { PAGE_QUERY_PARAMS } from '@vyoma/contract';

/** React Router's single-fetch parameter: the route ids whose loaders a `.data` request runs. */
const DATA_ROUTES_PARAM = '_routes';
const DATA_PARAMS = [...PAGE_QUERY_PARAMS, DATA_ROUTES_PARAM];

export function pageKey(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pathname = url.slice(0, q);
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = new URLSearchParams();
  for (const name of pathname.endsWith('.data') ? DATA_PARAMS : PAGE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
