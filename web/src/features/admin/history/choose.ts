/** Which two saved versions the history screen compares (pure, for the screen and its tests). */
import type { Revision } from '@vyoma/contract';
import { HISTORY_COMPARE_PARAMS } from '../components/history.ts';

/** The two versions to compare: the query's, else the previous and the latest. */
export function chosen(revisions: Revision[], params: URLSearchParams): { from?: Revision; to?: Revision } {
  const byVersion = (name: string) => {
    const value = Number(params.get(name));
    return params.has(name) ? revisions.find((r) => r.version === value) : undefined;
  };
  const to = byVersion(HISTORY_COMPARE_PARAMS.to) ?? revisions[0];
  const from = byVersion(HISTORY_COMPARE_PARAMS.from) ?? revisions.find((r) => r !== to) ?? to;
  return { from, to };
}
