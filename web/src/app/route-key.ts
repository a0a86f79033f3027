/**
 * Pages that share a route module are told apart by their route id, "<group>/<key>" in routes.ts
 * (e.g. "legal/privacy"). This returns the key of the page being shown.
 */
import { useMatches } from 'react-router';

export function useRouteKey(): string {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return id.slice(id.indexOf('/') + 1);
}
