/**
 * A relation to a content type's own items (issue 35: a page's parent page): the items it may name,
 * read through the type's API as its list screen reads them (one page, the API's most rows), and
 * the path the chosen parent gives an item's address (`publicPath: '{path}'`).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_MAX_LIMIT } from '@vyoma/contract';
import {
  addressedByPath,
  type ContentTypeDeclaration,
  parentFieldOf,
  publicPathOf,
} from '@vyoma/contract/content-types';
import { type ContentItem, contentKeys } from '../../components/contentTypes.ts';
import type { ListQuery } from '../api.ts';
import { typeAdminOf } from '../types/index.ts';

/** What a picker asks the list for: every item, as far as one page of the API goes. */
const PICKER_QUERY: ListQuery = { page: 1, filters: {}, limit: LIST_MAX_LIMIT };

/**
 * The items of `target` a relation may name, under the list screen's key (a save's invalidation of
 * the type refreshes them); the form and its picker share the one request. With `q`, those whose
 * title (or address) holds it: how a picker reaches past the first page.
 */
export function useRelationItems(target: ContentTypeDeclaration, enabled = true, q = '') {
  const query: ListQuery = q === '' ? PICKER_QUERY : { ...PICKER_QUERY, q };
  return useQuery({
    queryKey: contentKeys.list(target, { ...query }),
    queryFn: ({ signal }) => typeAdminOf(target).api.list(target, query, signal),
    enabled,
  });
}

/** An item of `target` read by any of its pickers' requests (the first page or a search), by id. */
function useRelationItem(target: ContentTypeDeclaration) {
  const client = useQueryClient();
  return (id: string): ContentItem | undefined => {
    for (const [, answer] of client.getQueriesData<{ data: ContentItem[] }>({
      queryKey: [...contentKeys.type(target), 'list'],
    })) {
      const found = answer?.data.find((other) => other._id === id);
      if (found) return found;
    }
    return undefined;
  };
}

/** The option of an item a picker's request read (none: undefined), for the choice it keeps. */
export function useChosenOption(target: ContentTypeDeclaration) {
  const read = useRelationItem(target);
  return (id: string): RelationOption | undefined => {
    const found = id === '' ? undefined : read(id);
    return found && optionOf(target, found);
  };
}

/** An item as a picker's option: its title and address. */
const optionOf = (target: ContentTypeDeclaration, item: ContentItem): RelationOption => ({
  id: item._id,
  title: String(item[target.titleField] ?? ''),
  path: typeof item.path === 'string' ? item.path : (publicPathOf(target, item) ?? ''),
});

/** One item a relation may name. */
export interface RelationOption {
  id: string;
  title: string;
  path: string;
}

/** The path above an item's own (`/a/b` → `/a`; one at the top: ''). */
export const parentPathOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

/**
 * Paths in tree order, one level at a time: a page's pages come right after it (`/a`, `/a/b`,
 * `/a-b`), which a comparison of whole strings would not give (`-` sorts before `/`).
 */
export function comparePaths(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = (x[i] ?? '').localeCompare(y[i] ?? '');
    if (order !== 0) return order;
  }
  return x.length - y.length;
}

/**
 * The items an item may sit under, by path: never itself nor one of the items under it (the server
 * refuses a cycle; their paths start with its path and a slash). `saved`, the choice saved (id ''
 * for none), is one of them even when it is past the items read.
 */
export function relationOptions(
  target: ContentTypeDeclaration,
  items: readonly ContentItem[],
  edited?: ContentItem,
  saved?: RelationOption,
  chosen?: RelationOption,
): RelationOption[] {
  const below = typeof edited?.path === 'string' ? `${edited.path}/` : null;
  const options = items
    .map((item) => optionOf(target, item))
    .filter((option) => option.id !== edited?._id && !(below && option.path.startsWith(below)));
  // The saved choice and one found by an earlier search stay choosable whatever is listed now.
  for (const kept of [saved, chosen])
    if (kept && kept.id !== '' && !options.some((option) => option.id === kept.id)) options.push(kept);
  return options.sort((a, b) => comparePaths(a.path, b.path));
}

/**
 * The path an item's address starts with, for a type addressed by path: its chosen parent's ('' at
 * the top). The parent's path comes from the items read for the picker, or for the saved parent from
 * the item's own path (it may be past the page the picker read); '' until the items are in.
 */
export function useParentPath(type: ContentTypeDeclaration, item: ContentItem | undefined, chosen: unknown) {
  const field = addressedByPath(type) ? parentFieldOf(type) : undefined;
  const items = useRelationItems(type, field !== undefined);
  const read = useRelationItem(type);
  if (!field || typeof chosen !== 'string' || chosen === '') return '';
  // Found by a search past the first page, the chosen parent is in that search's answer.
  const listed = items.data?.data.find((other) => other._id === chosen) ?? read(chosen);
  if (typeof listed?.path === 'string') return listed.path;
  if (chosen === item?.[field.name] && typeof item.path === 'string') return parentPathOf(item.path);
  return '';
}

/** The address of an item with URL name `slug` under the parent at `parentPath` ('' at the top). */
export const childPath = (parentPath: string, slug: string): string =>
  `${parentPath}/${encodeURIComponent(slug)}`;
