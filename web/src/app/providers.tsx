import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { meQueryKey } from '../features/auth/api.ts';
import { ApiError, onUnauthorized } from '../lib/api.ts';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Never retry what the server refused on purpose (4xx); retry a network blip once.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // A 401 on any call means the session ended while a page was open: forget the user, and the
  // AdminOnly guard sends the browser to /wp-admin.
  useEffect(() => onUnauthorized(() => queryClient.setQueryData(meQueryKey, null)), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
