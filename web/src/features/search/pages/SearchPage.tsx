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
import { SEARCH } from '@vyoma/contract/texts/en/search';
import type { TextsOf } from '@vyoma/contract/texts/format';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { useFormat } from '~/lib/format.ts';
import { useTexts } from '~/lib/texts.ts';
import { Highlighted } from '../components/Highlighted.tsx';
import { type SearchParams, searchHref } from '../query.ts';
import './search.css';

type Texts = TextsOf<typeof SEARCH>;

const TYPE_LABELS: Record<SearchResultType, keyof Texts> = {
  post: 'typePost',
  service: 'typeService',
  product: 'typeProduct',
};

/** A hit's kind as a reader calls it; another content type by its name ("case-study": "Case study"). */
const typeLabel = (type: string, t: Texts) => {
  const key = TYPE_LABELS[type as SearchResultType];
  return key ? (t[key] as string) : `${type.charAt(0).toUpperCase()}${type.slice(1).replaceAll('-', ' ')}`;
};

export interface SearchPageProps {
  params: SearchParams;
  /** null when nothing was searched (no words, or a query refused). */
  result: SearchResponse | null;
  /** Why nothing was searched, shown above the form (a too-long query, a failed read). */
  error?: string;
}

function SearchResult({ hit, t }: { hit: SearchHit; t: Texts }) {
  return (
    <li className="search-result">
      <p className="search-result__type">{typeLabel(hit.type, t)}</p>
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

function Pages({ q, page, totalPages, t }: { q: string; page: number; totalPages: number; t: Texts }) {
  const format = useFormat();
  if (totalPages <= 1) return null;
  return (
    <nav className="search-pages" aria-label={t.resultPages}>
      {page > 1 ? (
        <Link className="btn btn--outline btn--sm" to={searchHref(q, page - 1)} rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
          {t.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="search-pages__where">{format.text(t.pageOf, { page, pages: totalPages })}</p>
      {page < totalPages ? (
        <Link className="btn btn--outline btn--sm" to={searchHref(q, page + 1)} rel="next">
          {t.next}
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
  const t = useTexts('search', SEARCH);
  const format = useFormat();
  const { q, page } = params;
  // The loader's and the route's refusals are English's words: shown in the page's language.
  const shownError =
    error === SEARCH.tooLong ? t.tooLong : error === SEARCH.unavailable ? t.unavailable : error;
  const totalPages = result ? Math.min(SEARCH_PAGE_MAX, Math.ceil(result.total / result.limit)) : 0;
  const first = result ? (page - 1) * result.limit + 1 : 0;

  return (
    <>
      <Seo
        title={q ? format.text(t.seoTitleFor, { q }) : t.seoTitle}
        description={t.seoDescription}
        robots={NOINDEX}
      />
      <PageHero
        eyebrow={t.eyebrow}
        title={q && !error ? format.text(t.titleFor, { q }) : t.title}
        lead={t.lead}
      />
      <section className="section search" aria-labelledby={`${id}-heading`}>
        <div className="container search__inner">
          <Form method="get" action={PAGE.search} role="search" className="search__form">
            <label htmlFor={`${id}-q`} className="search__label">
              {t.searchFor}
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
                {t.submit}
              </button>
            </div>
          </Form>

          {error && (
            <p id={`${id}-error`} className="status status--error" role="alert">
              {shownError}
            </p>
          )}

          <h2 id={`${id}-heading`} className="search__count" aria-live="polite">
            {!result
              ? t.prompt
              : result.total === 0
                ? t.none
                : `${format.text(t.count, { count: result.total })}${
                    result.data.length > 0 && totalPages > 1
                      ? format.text(t.shown, { from: first, to: first + result.data.length - 1 })
                      : ''
                  }`}
          </h2>

          {result && result.total === 0 && (
            <div className="search__empty">
              <SearchX size={40} aria-hidden="true" />
              <p>{format.text(t.nothingMatches, { q })}</p>
              <p>
                {t.tellUs} <Link to={PAGE.contact}>{t.contactUs}</Link>.
              </p>
            </div>
          )}

          {result && result.data.length > 0 && (
            <ol className="search__results" start={first}>
              {result.data.map((hit) => (
                <SearchResult key={hit.url} hit={hit} t={t} />
              ))}
            </ol>
          )}
          {result && result.total > 0 && result.data.length === 0 && (
            <p className="search__empty">
              {t.noMore} <Link to={searchHref(q)}>{t.backToFirst}</Link>.
            </p>
          )}
          {result && <Pages q={q} page={page} totalPages={totalPages} t={t} />}
        </div>
      </section>
    </>
  );
}
