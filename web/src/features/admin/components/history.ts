/**
 * The history of a post or product (issue 18, docs/decisions/0045): its revisions, one revision's
 * data, a restore, and the latest saved item (what a conflict compares against). Shared by the
 * forms' History panel and the history screen, so both features reach the same API by kind. Every
 * key starts with the kind's own first key ('blogs', 'products'): a save there refreshes the history.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE,
  API,
  type Blog,
  type BlogResponse,
  type ContentKind,
  type Product,
  type ProductResponse,
  type RevisionListResponse,
} from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';

export type HistoryItem<K extends ContentKind> = K extends 'post' ? Blog : Product;

const FIRST_KEY: Record<ContentKind, string> = { post: 'blogs', product: 'products' };

export const historyKeys = {
  /** The kind's own first key: invalidating it refreshes lists, forms and history alike. */
  kind: (kind: ContentKind) => [FIRST_KEY[kind]] as const,
  list: (kind: ContentKind, id: string) => [FIRST_KEY[kind], 'history', id, 'list'] as const,
  one: (kind: ContentKind, id: string, revisionId: string) =>
    [FIRST_KEY[kind], 'history', id, 'revision', revisionId] as const,
  item: (kind: ContentKind, id: string) => [FIRST_KEY[kind], 'history', id, 'item'] as const,
};

const listUrl = (kind: ContentKind, id: string) =>
  kind === 'post' ? API.blogRevisions(id) : API.productRevisions(id);
const oneUrl = (kind: ContentKind, id: string, revisionId: string) =>
  kind === 'post' ? API.blogRevision(id, revisionId) : API.productRevision(id, revisionId);
const restoreUrl = (kind: ContentKind, id: string, revisionId: string) =>
  kind === 'post' ? API.blogRevisionRestore(id, revisionId) : API.productRevisionRestore(id, revisionId);

/** The history screen's query: the item versions to compare (`from` older, `to` newer). */
export const HISTORY_COMPARE_PARAMS = { from: 'from', to: 'to' } as const;
export interface HistoryCompare {
  from?: number;
  to?: number;
}

/** The history screen of an item (optionally comparing two versions). */
export function historyPath(kind: ContentKind, id: string, compare: HistoryCompare = {}): string {
  const path = kind === 'post' ? ADMIN_PAGE.blogHistory(id) : ADMIN_PAGE.productHistory(id);
  const query = new URLSearchParams();
  for (const side of ['from', 'to'] as const) {
    const version = compare[side];
    if (version !== undefined) query.set(HISTORY_COMPARE_PARAMS[side], String(version));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
/** The item's edit form. */
export const editPath = (kind: ContentKind, id: string) =>
  kind === 'post' ? ADMIN_PAGE.editBlog(id) : ADMIN_PAGE.editProduct(id);

/** Newest first. */
export const revisionListQuery = (kind: ContentKind, id: string) =>
  queryOptions({
    queryKey: historyKeys.list(kind, id),
    queryFn: async ({ signal }) =>
      (await apiRequest<RevisionListResponse>(listUrl(kind, id), { signal })).data,
  });

/** The item as it was after that save (a revision never changes: cached for good). */
export const revisionQuery = <K extends ContentKind>(kind: K, id: string, revisionId: string) =>
  queryOptions({
    queryKey: historyKeys.one(kind, id, revisionId),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: HistoryItem<K> }>(oneUrl(kind, id, revisionId), { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The item as saved now (its status and owner decide whether Restore is offered). */
export const savedItemQuery = <K extends ContentKind>(kind: K, id: string) =>
  queryOptions({
    queryKey: historyKeys.item(kind, id),
    queryFn: async ({ signal }): Promise<HistoryItem<K>> =>
      kind === 'post'
        ? ((await apiRequest<BlogResponse>(API.blog(id), { signal })).data as HistoryItem<K>)
        : ((await apiRequest<ProductResponse>(API.product(id), { signal })).product as HistoryItem<K>),
  });

/** Fetches the saved item now, bypassing any cached copy (a conflict needs the newest version). */
export function useFetchSaved(kind: ContentKind, id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...savedItemQuery(kind, id), staleTime: 0 });
}

/** Restore a revision: a new save of its data; refreshes everything of the kind. */
export function useRestoreRevision(kind: ContentKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      apiRequest<{ success: true }>(restoreUrl(kind, id, revisionId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.kind(kind) }),
  });
}
