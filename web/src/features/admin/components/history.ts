/**
 * The history of an item of any content type (issue 18, docs/decisions/0045; issue 34): its
 * revisions, one revision's data, a restore, and the latest saved item (what a conflict compares
 * against). Shared by the editor's History panel and the history screen; the paths are the type's
 * declaration's. Every key starts with the type's own (contentKeys): a save there refreshes the history.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionListResponse } from '@vyoma/contract';
import { adminPathOf } from '@vyoma/contract/content-types';
import { apiRequest } from '~/lib/api.ts';
import {
  type ContentItem,
  type ContentTypeDeclaration,
  contentApiUrl,
  contentKeys,
  itemOf,
} from './contentTypes.ts';

export const historyKeys = {
  list: (type: ContentTypeDeclaration, id: string) => [...contentKeys.history(type, id), 'list'] as const,
  one: (type: ContentTypeDeclaration, id: string, revisionId: string) =>
    [...contentKeys.history(type, id), 'revision', revisionId] as const,
  item: (type: ContentTypeDeclaration, id: string) => [...contentKeys.history(type, id), 'item'] as const,
};

/** The history screen's query: the item versions to compare (`from` older, `to` newer). */
export const HISTORY_COMPARE_PARAMS = { from: 'from', to: 'to' } as const;
export interface HistoryCompare {
  from?: number;
  to?: number;
}

/** The history screen of an item (optionally comparing two versions). */
export function historyPath(type: ContentTypeDeclaration, id: string, compare: HistoryCompare = {}): string {
  const path = adminPathOf(type.admin.history, id);
  const query = new URLSearchParams();
  for (const side of ['from', 'to'] as const) {
    const version = compare[side];
    if (version !== undefined) query.set(HISTORY_COMPARE_PARAMS[side], String(version));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
/** The item's edit form. */
export const editPath = (type: ContentTypeDeclaration, id: string) => adminPathOf(type.admin.edit, id);

/** Newest first. */
export const revisionListQuery = (type: ContentTypeDeclaration, id: string) =>
  queryOptions({
    queryKey: historyKeys.list(type, id),
    queryFn: async ({ signal }) =>
      (await apiRequest<RevisionListResponse>(contentApiUrl(type.api.revisions, { id }), { signal })).data,
  });

/** The item as it was after that save (a revision never changes: cached for good). */
export const revisionQuery = (type: ContentTypeDeclaration, id: string, revisionId: string) =>
  queryOptions({
    queryKey: historyKeys.one(type, id, revisionId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: ContentItem }>(contentApiUrl(type.api.revision, { id, revisionId }), {
          signal,
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The item as saved now (its status and owner decide whether Restore is offered). */
export const savedItemQuery = (type: ContentTypeDeclaration, id: string) =>
  queryOptions({
    queryKey: historyKeys.item(type, id),
    queryFn: async ({ signal }) =>
      itemOf(type, await apiRequest<unknown>(contentApiUrl(type.api.one, { id }), { signal })),
  });

/** Fetches the saved item now, bypassing any cached copy (a conflict needs the newest version). */
export function useFetchSaved(type: ContentTypeDeclaration, id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...savedItemQuery(type, id), staleTime: 0 });
}

/** Restore a revision: a new save of its data; refreshes everything of the type. */
export function useRestoreRevision(type: ContentTypeDeclaration, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      apiRequest<{ success: true }>(contentApiUrl(type.api.revisionRestore, { id, revisionId }), {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.type(type) }),
  });
}
