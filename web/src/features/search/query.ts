/** The /search URL: reading `q` and `page` as the server checks them, and writing a page's link. */
import { PAGE, SEARCH_PAGE_MAX, SEARCH_PARAMS, SEARCH_QUERY_MAX } from '@vyoma/contract';

export interface SearchParams {
  q: string;
  page: number;
  /** The query is longer than the server accepts: the page says so instead of searching. */
  tooLong: boolean;
}

export function searchParamsFrom(params: URLSearchParams): SearchParams {
  const q = (params.get(SEARCH_PARAMS.q) ?? '').trim();
  const n = Number(params.get(SEARCH_PARAMS.page) ?? '1');
  const page = Number.isInteger(n) && n >= 1 ? Math.min(n, SEARCH_PAGE_MAX) : 1;
  return { q, page, tooLong: q.length > SEARCH_QUERY_MAX };
}

export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ [SEARCH_PARAMS.q]: q });
  if (page > 1) params.set(SEARCH_PARAMS.page, String(page));
  return `${PAGE.search}?${params}`;
}
