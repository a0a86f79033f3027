/** Loading, empty and error states shared by the admin screens. */
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, RotateCcw } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Loader } from '~/components/ui/Loader.tsx';
import { messageOr } from '~/lib/api.ts';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="admin-state">
      <Loader label={label} />
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="admin-state admin-state--empty">
      <Inbox size={32} aria-hidden="true" />
      <p>{children}</p>
      {action}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="admin-state">
      <p className="status status--error" role="alert">
        {message}
      </p>
      {onRetry && (
        <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>
          <RotateCcw size={16} aria-hidden="true" /> Try again
        </button>
      )}
    </div>
  );
}

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** The error text: a fallback for when the server sent no message, or a function choosing it. */
  errorText: string | ((error: unknown) => string);
  /** Shown instead of the content when the loaded data is empty. */
  empty?: { when: (data: T) => boolean; content: ReactNode };
  children: (data: T) => ReactNode;
  /**
   * Data a form starts from: a cached copy marked stale (changed since, e.g. by a restore) is fetched
   * again before the content shows, since a form does not follow its data once it has started.
   */
  fresh?: boolean;
}

/** Loading, then an error with a retry, an empty state, or the content: the shape of every admin screen. */
export function QueryStates<T>({
  query,
  loadingLabel,
  errorText,
  empty,
  children,
  fresh,
}: QueryStatesProps<T>) {
  // Once shown, the content stays: a later refetch (after the form's own save) never unmounts it.
  const shown = useRef(false);
  const outdated = fresh && !shown.current && query.isSuccess && query.isStale && !query.isFetchedAfterMount;
  if (query.isPending || outdated) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    const message =
      typeof errorText === 'function' ? errorText(query.error) : messageOr(query.error, errorText);
    return <ErrorState message={message} onRetry={() => query.refetch()} />;
  }
  if (empty?.when(query.data)) return <>{empty.content}</>;
  shown.current = true;
  return <>{children(query.data)}</>;
}
