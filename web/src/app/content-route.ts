/**
 * The content type an admin screen shows (issue 34): a built-in type's screens are told apart by
 * their route id ("admin/content/list/post", set in routes.ts from the declarations); the generic ones
 * name it in the address (/admin/content/{type}).
 */
import { useMatches, useParams } from 'react-router';

/** Every content type's screens have route ids under this (routes.ts); the content hub's do not. */
const TYPE_SCREEN_ID = 'admin/content/';

/** The page shown is a content type's list, editor or history. */
export function useOnContentTypeScreen(): boolean {
  const matches = useMatches();
  return (matches[matches.length - 1]?.id ?? '').startsWith(TYPE_SCREEN_ID);
}

export function useContentTypeName(): string {
  const { type } = useParams();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return type ?? id.split('/')[3] ?? '';
}
