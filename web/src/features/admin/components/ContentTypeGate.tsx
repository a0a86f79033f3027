/**
 * The screens of a content type named by their address (issue 34): a built-in type's show at once;
 * another's once the server's declarations have come, with loading, a retry, and "not found" for a
 * name the server does not declare.
 */
import type { ReactNode } from 'react';
import { messageOr } from '~/lib/api.ts';
import { AdminFrame } from './AdminFrame.tsx';
import { type ContentTypeDeclaration, useContentType } from './contentTypes.ts';
import { EmptyState, ErrorState, LoadingState } from './States.tsx';

export function ContentTypeGate({
  name,
  children,
}: {
  name: string;
  children: (type: ContentTypeDeclaration) => ReactNode;
}) {
  const found = useContentType(name);
  if (found.is === 'found') return <>{children(found.type)}</>;
  return (
    <AdminFrame title={found.is === 'missing' ? 'Content type not found' : 'Content'}>
      {found.is === 'pending' ? (
        <LoadingState label="Loading the content type…" />
      ) : found.is === 'error' ? (
        <ErrorState
          message={messageOr(found.error, 'The content types could not be loaded.')}
          onRetry={found.retry}
        />
      ) : (
        <EmptyState>No content type is called “{name}”.</EmptyState>
      )}
    </AdminFrame>
  );
}
