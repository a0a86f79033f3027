/** Loading, empty and error states shared by the admin screens. */
import { Inbox, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Loader } from '../../../components/ui/Loader.tsx';

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
