/**
 * The page of an admin list, kept in the URL (?page=2) so a reload or Back returns to it; a changed
 * filter starts again at page 1 (the filters delete `page`). Deleting the last row of the last page
 * would leave an empty page: the list then steps back to the new last page.
 */
import { useEffect } from 'react';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';

export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParamsNow();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });
  return [page, setPage];
}

/** Steps back to the last page when the page shown is past it (its rows were deleted). */
export function useStepBackWhenEmpty(
  page: number,
  list: { rows: number; total: number; limit: number } | undefined,
  setPage: (page: number) => void,
): void {
  const last = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  const empty = list !== undefined && list.rows === 0;
  useEffect(() => {
    if (empty && page > 1) setPage(Math.min(page - 1, last));
  }, [empty, page, last, setPage]);
}
