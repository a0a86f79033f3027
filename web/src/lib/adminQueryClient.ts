/**
 * The admin area's one TanStack Query client. The admin screens and the header's admin menu (which
 * lives outside the admin layout, in the document shell) share it, so a change saved on a screen
 * updates the menu's count of new enquiries at once. Browser only; emptied on logout.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

let client: QueryClient | null = null;

function createAdminQueryClient(): QueryClient {
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

export function adminQueryClient(): QueryClient {
  // On the server (never used there for data) each render gets its own.
  if (typeof window === 'undefined') return createAdminQueryClient();
  client ??= createAdminQueryClient();
  return client;
}

/** Forgets every admin answer (logout: the next admin must not see the last one's data). */
export function clearAdminQueries(): void {
  client?.clear();
}
