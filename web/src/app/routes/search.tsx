/**
 * /search?q=…&page=… (issue 17): the loader searches on the server, so the results are in the HTML
 * and the form works without JavaScript. The server renders this page for every request within its
 * render limit and never caches it (contract UNCACHED_PAGES).
 */
import { SEARCH_MESSAGES } from '@vyoma/contract';
import { SEARCH } from '@vyoma/contract/texts/en/search';
import { data, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import SearchPage from '../../features/search/pages/SearchPage.tsx';
import { searchParamsFrom } from '../../features/search/query.ts';
import type { EveryLanguageHandle } from '../../lib/page-alternates.ts';
import type { Route } from './+types/search';

/** Search in another language keeps the visitor's words (the language switcher). */
export const handle: EveryLanguageHandle = { everyLanguage: true };

/** English's words; the page shows them in its language (SearchPage). */
const LOAD_FAILED = SEARCH.unavailable;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = searchParamsFrom(new URL(request.url).searchParams);
  if (params.tooLong) return data({ params, result: null, error: SEARCH_MESSAGES.tooLong }, { status: 400 });
  if (!params.q) return { params, result: null, error: undefined };
  return { params, result: await context.site.search(params.q, params.page), error: undefined };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage params={loaderData.params} result={loaderData.result} error={loaderData.error} />;
}

/** The search could not run: the form stays, with the reason (a refused query) or a retry hint. */
export function ErrorBoundary() {
  const { search } = useLocation();
  const error = useRouteError();
  const refused = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === 'string';
  return (
    <SearchPage
      params={searchParamsFrom(new URLSearchParams(search))}
      result={null}
      error={refused ? error.data : LOAD_FAILED}
    />
  );
}
