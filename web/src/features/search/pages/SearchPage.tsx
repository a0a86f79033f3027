/**
 * /search (issue 17): results for the words in the URL, rendered on the server for every request
 * (never page-cached), so the GET form works without JavaScript. Type, linked title and an excerpt
 * with the matching words marked; pages as links; kept out of search engines (noindex).
 */
import {
  PAGE,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
  type SearchHit,
  type SearchResponse,
  type SearchResultType,
} from '@vyoma/contract';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { Highlighted } from '../components/Highlighted.tsx';
import { type SearchParams, searchHref } from '../query.ts';
import './search.css';

const TYPE_LABELS: Record<SearchResultType, string> = {
  post: 'Blog post',
  service: 'Service',
  product: 'Product',
};

/** A hit's kind as a reader calls it; another content type by its name ("case-study": "Case study"). */
const typeLabel = (type: string) =>
  TYPE_LABELS[type as SearchResultType] ??
  `${type.charAt(0).toUpperCase()}${type.slice(1).replaceAll('-', ' ')}`;

export interface SearchPageProps {
  params: SearchParams;
  /** null when nothing was searched (no words, or a query refused). */
  result: SearchResponse | null;
  /** Why nothing was searched, shown above the form (a too-long query, a failed read). */
  error?: string;
}

function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-result">
      <p className="search-result__type">{typeLabel(hit.type)}</p>
      <h3 className="search-result__title">
        <Link to={hit.url}>{hit.title}</Link>
      </h3>
      {hit.excerpt && (
        <p className="search-result__excerpt">
          <Highlighted text={hit.excerpt} marks={hit.marks} />
        </p>
      )}
    </li>
  );
}

function Pages({ q, page, totalPages }: { q: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="search-pages" aria-label="Result pages">
      {page > 1 ? (
        <Link className="btn btn--outline btn--sm" to={searchHref(q, page - 1)} rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="search-pages__where">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link className="btn btn--outline btn--sm" to={searchHref(q, page + 1)} rel="next">
          Next
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function SearchPage({ params, result, error }: SearchPageProps) {
  const id = useId();
  const { q, page } = params;
  const totalPages = result ? Math.min(SEARCH_PAGE_MAX, Math.ceil(result.total / result.limit)) : 0;
  const first = result ? (page - 1) * result.limit + 1 : 0;

  return (
    <>
      <Seo
        title={q ? `Search: ${q}` : 'Search'}
        description="Search the posts, services and products of {siteName}."
        robots={NOINDEX}
      />
      <PageHero
        eyebrow="Search"
        title={q && !error ? `Results for “${q}”` : 'Search the site'}
        lead="Posts, services and products, best matches first."
      />
      <section className="section search" aria-labelledby={`${id}-heading`}>
        <div className="container search__inner">
          <Form method="get" action={PAGE.search} role="search" className="search__form">
            <label htmlFor={`${id}-q`} className="search__label">
              Search for
            </label>
            <div className="search__row">
              <input
                key={q}
                id={`${id}-q`}
                className="input"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={SEARCH_QUERY_MAX}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <button type="submit" className="btn btn--primary">
                Search
              </button>
            </div>
          </Form>

          {error && (
            <p id={`${id}-error`} className="status status--error" role="alert">
              {error}
            </p>
          )}

          <h2 id={`${id}-heading`} className="search__count" aria-live="polite">
            {!result
              ? 'What are you looking for?'
              : result.total === 0
                ? 'No results'
                : `${result.total} ${result.total === 1 ? 'result' : 'results'}${
                    result.data.length > 0 && totalPages > 1
                      ? ` · ${first}–${first + result.data.length - 1} shown`
                      : ''
                  }`}
          </h2>

          {result && result.total === 0 && (
            <div className="search__empty">
              <SearchX size={40} aria-hidden="true" />
              <p>Nothing on the site matches “{q}”. Try fewer words or another spelling.</p>
              <p>
                Or tell us what you need and we will point you the right way:{' '}
                <Link to={PAGE.contact}>contact us</Link>.
              </p>
            </div>
          )}

          {result && result.data.length > 0 && (
            <ol className="search__results" start={first}>
              {result.data.map((hit) => (
                <SearchResult key={hit.url} hit={hit} />
              ))}
            </ol>
          )}
          {result && result.total > 0 && result.data.length === 0 && (
            <p className="search__empty">
              There are no more results. <Link to={searchHref(q)}>Back to the first page</Link>.
            </p>
          )}
          {result && <Pages q={q} page={page} totalPages={totalPages} />}
        </div>
      </section>
    </>
  );
}
