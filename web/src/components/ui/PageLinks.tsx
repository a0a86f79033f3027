/**
 * Previous / page numbers / Next of a public list (products, a service page's posts, openings), as
 * links so every page has a shareable URL that a crawler can follow.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteLinkComponent, SiteLinkProps } from './SiteLink.ts';
import './page-links.css';

/** Page numbers to show: all when few, else first, last and a window around the current one. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

export interface PageLinksProps {
  page: number;
  totalPages: number;
  /** The route (with query) of a given page. */
  hrefFor: (page: number) => string;
  /** What the pages are of, for screen readers ("Product pages"). */
  label: string;
  /** How a link is printed (default: React Router's, keeping the scroll where the list is). */
  LinkAs?: SiteLinkComponent;
}

/** In the app: the next page of a list keeps the visitor where they are on the page. */
function ListLink({ to, className, rel, children, ...aria }: SiteLinkProps) {
  return (
    <Link className={className} to={to} rel={rel} preventScrollReset {...aria}>
      {children}
    </Link>
  );
}

export function PageLinks({ page, totalPages, hrefFor, label, LinkAs = ListLink }: PageLinksProps) {
  if (totalPages <= 1) return null;
  const prev = page > 1 ? page - 1 : null;
  const next = page < totalPages ? page + 1 : null;
  return (
    <nav className="pagination" aria-label={label}>
      {prev ? (
        <LinkAs className="pagination__step btn btn--outline btn--sm" to={hrefFor(prev)} rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
          Previous
        </LinkAs>
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
              <LinkAs
                className={`pagination__page${p === page ? ' pagination__page--current' : ''}`}
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </LinkAs>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <LinkAs className="pagination__step btn btn--outline btn--sm" to={hrefFor(next)} rel="next">
          Next
          <ChevronRight size={16} aria-hidden="true" />
        </LinkAs>
      ) : (
        <span className="pagination__step btn btn--outline btn--sm" aria-disabled="true">
          Next
          <ChevronRight size={16} aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
