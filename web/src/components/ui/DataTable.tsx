/**
 * Admin tables: a captioned table inside a focusable scroll container, so a wide table stays usable
 * at 375 px (swipe or arrow-key scroll) without squeezing its columns. Plus simple pagination.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import './data-table.css';

interface DataTableProps {
  caption: string;
  /** Show the caption only to screen readers (the page heading already says it). */
  hideCaption?: boolean;
  head: ReactNode;
  /** Rows of a <tfoot> (totals). */
  foot?: ReactNode;
  children: ReactNode;
}

export function DataTable({ caption, hideCaption, head, foot, children }: DataTableProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="data-table" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table__table">
        <caption id={captionId} className={hideCaption ? 'visually-hidden' : 'data-table__caption'}>
          {caption}
        </caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </section>
  );
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}

export function Pagination({ page, pageCount, onPage, label = 'Pages' }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" /> Previous
      </button>
      <span className="pagination__status" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
