/** Previous / page numbers / Next, as links so every page of results has a shareable URL. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { pageWindow } from '../filters.ts';
import './pagination.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The route (with query) of a given page. */
  hrefFor: (page: number) => string;
}

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const prev = page > 1 ? page - 1 : null;
  const next = page < totalPages ? page + 1 : null;
  return (
    <nav className="pagination" aria-label="Product pages">
      {prev ? (
        <Link
          className="pagination__step btn btn--outline btn--sm"
          to={hrefFor(prev)}
          rel="prev"
          preventScrollReset
        >
          <ChevronLeft size={16} aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span className="pagination__step btn btn--outline btn--sm" aria-disabled="true">
          <ChevronLeft size={16} aria-hidden="true" />
          Previous
        </span>
      )}
      <ol className="pagination__pages">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className={`pagination__page${p === page ? ' pagination__page--current' : ''}`}
                to={hrefFor(p)}
                preventScrollReset
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link
          className="pagination__step btn btn--outline btn--sm"
          to={hrefFor(next)}
          rel="next"
          preventScrollReset
        >
          Next
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : (
        <span className="pagination__step btn btn--outline btn--sm" aria-disabled="true">
          Next
          <ChevronRight size={16} aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
