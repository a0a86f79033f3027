/**
 * The content types the admin has screens for (issue 34; docs/decisions/0061), and their items'
 * data: shared by the list and edit screens (admin/content-types), the history screen and the
 * editor's panels, which all reach a type's API through the paths its declaration names. The
 * built-in types come with the contract (known at once, no request); every other one is read from
 * the server (GET /admin/content-types), so a type declared only there gets its screens with no web
 * build. Every query key starts with ['content', <type>]: one invalidation refreshes a type's lists,
 * forms and history.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, API_PREFIX, type ContentSeo, type ContentStatus } from '@vyoma/contract';
import { CONTENT_TYPES, type ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { apiRequest } from '~/lib/api.ts';

export type { ContentTypeDeclaration };

interface StaffRef {
  _id: string;
  name: string;
}

/** One item as the API answers it: its fields by name, and what every content type has. */
export interface ContentItem {
  _id: string;
  slug: string;
  seo: ContentSeo;
  status: ContentStatus;
  publishAt: string | null;
  publishedAt: string | null;
  version: number;
  createdBy: StaffRef | null;
  updatedBy: StaffRef | null;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export const contentKeys = {
  all: ['content'] as const,
  type: (type: ContentTypeDeclaration) => ['content', type.name] as const,
  list: (type: ContentTypeDeclaration, query: Record<string, unknown>) =>
    ['content', type.name, 'list', query] as const,
  detail: (type: ContentTypeDeclaration, id: string) => ['content', type.name, 'detail', id] as const,
  history: (type: ContentTypeDeclaration, id: string) => ['content', type.name, 'history', id] as const,
};

/**
 * A URL of a type's API: a declaration's pattern (`/blogs/:id`) under /api/v1 with its parameters
 * filled in, and the query's set values (undefined and '' left out).
 */
export function contentApiUrl(
  pattern: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const path = pattern.replace(/:(\w+)/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(params[name]),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `${API_PREFIX}${path}${text ? `?${text}` : ''}`;
}

/** An item answer's item: under `data`, or under the type's name (the spec's `{ product }`). */
export function itemOf(type: ContentTypeDeclaration, answer: unknown): ContentItem {
  const body = answer as Record<string, unknown>;
  return (body.data ?? body[type.name]) as ContentItem;
}

/** The item as saved now. */
export const contentItemQuery = (type: ContentTypeDeclaration, id: string) =>
  queryOptions({
    queryKey: contentKeys.detail(type, id),
    queryFn: async ({ signal }) =>
      itemOf(type, await apiRequest<unknown>(contentApiUrl(type.api.one, { id }), { signal })),
  });

const BUILT_IN = new Map(CONTENT_TYPES.map((type) => [type.name, type]));

/** The types the server declares (plain data, as define.ts describes them). */
export const contentTypesQuery = () =>
  queryOptions({
    queryKey: ['content-types'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: ContentTypeDeclaration[] }>(API.adminContentTypes, { signal })).data,
    // Declarations change with a deployment, not while the admin is open.
    staleTime: 10 * 60_000,
  });

/**
 * Every type: the built-in ones in the contract's order, then the server's others. The built-in
 * ones are the web's own copies (their spec APIs have adapters here); the server's list adds types.
 */
export function useContentTypes(): { types: readonly ContentTypeDeclaration[]; pending: boolean } {
  const declared = useQuery(contentTypesQuery());
  const others = (declared.data ?? []).filter((type) => !BUILT_IN.has(type.name));
  return { types: [...CONTENT_TYPES, ...others], pending: declared.isPending };
}

export type ContentTypeLookup =
  | { is: 'found'; type: ContentTypeDeclaration }
  | { is: 'pending' }
  | { is: 'missing' }
  | { is: 'error'; error: unknown; retry: () => void };

/** One type by name: a built-in one at once, another once the server's declarations are in. */
export function useContentType(name: string): ContentTypeLookup {
  const builtIn = BUILT_IN.get(name);
  const declared = useQuery({ ...contentTypesQuery(), enabled: builtIn === undefined });
  if (builtIn) return { is: 'found', type: builtIn };
  if (declared.isPending) return { is: 'pending' };
  if (declared.isError) return { is: 'error', error: declared.error, retry: () => void declared.refetch() };
  const type = declared.data.find((t) => t.name === name);
  return type ? { is: 'found', type } : { is: 'missing' };
}

/** What a person calls one item of the type, as a sentence starts ("Post", "Case study"). */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The label of the field that names an item, in lower case ("title", "name"). */
export function titleWordOf(type: ContentTypeDeclaration): string {
  return (type.fields.find((f) => f.name === type.titleField)?.label ?? 'title').toLowerCase();
}
