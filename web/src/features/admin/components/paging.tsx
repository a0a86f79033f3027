/**
 * Paging of the admin's long lists (issue 26): the page is kept in the URL (?page=2) so a reload or
 * Back returns to it, and a changed filter starts again at page 1 (the filters delete `page`).
 * Deleting the last row of the last page would leave an empty page: the list steps back to the new
 * last one.
 */
import { useEffect } from 'react';
import { Pagination } from '~/components/ui/DataTable.tsx';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';

/** What paging needs of a list's answer: its rows, how many match, and the page size. */
export interface ListFacts {
  data: readonly unknown[];
  total: number;
  limit: number;
}

const pageCountOf = (list: ListFacts) => Math.max(1, Math.ceil(list.total / list.limit));

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

/**
 * Steps back to the last page when the page shown is past it (its rows were deleted). `list`: the
 * query's own answer for this page, not the previous page's kept while it loads.
 */
export function useStepBackWhenEmpty(
  page: number,
  list: ListFacts | undefined,
  setPage: (page: number) => void,
) {
  const last = list ? pageCountOf(list) : 1;
  const empty = list !== undefined && list.data.length === 0;
  useEffect(() => {
    if (empty && page > 1) setPage(Math.min(page - 1, last));
  }, [empty, page, last, setPage]);
}

/** The answer of a list query for its own page (undefined while another page's is shown). */
export const ownAnswer = <T,>(query: { data?: T; isPlaceholderData: boolean }) =>
  query.isPlaceholderData ? undefined : query.data;

/** Previous / Page n of m / Next under a list. */
export function ListPager({
  page,
  list,
  label,
  onPage,
}: {
  page: number;
  list: ListFacts;
  label: string;
  onPage: (page: number) => void;
}) {
  return <Pagination page={page} pageCount={pageCountOf(list)} label={label} onPage={onPage} />;
}
