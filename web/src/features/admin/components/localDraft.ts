/**
 * Unsaved changes to a published post or product, kept in the browser (issue 18 item 5): while the
 * form is open its text fields are written to localStorage as you type, under the item's kind and id
 * with the version they were made on, so a reload or a crashed browser does not lose them. Reopening
 * the form offers a copy newer than the saved item back; a successful save or "Discard" removes it.
 * Files are never kept (they cannot be). Nothing here touches the server or the live page.
 */
import { LOCAL_DRAFT_PREFIX } from '@vyoma/contract';

/** What is kept for one item. */
export interface LocalDraft<V = Record<string, unknown>> {
  /** The item's version the changes were made on. */
  version: number;
  /** When they were last written (ms since the epoch). */
  savedAt: number;
  values: V;
}

/** The part of Storage this needs (localStorage in the browser, a map in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Removed on logout with the rest of the client's state (features/auth clearClientState). */
export const localDraftKey = (kind: string, id: string) => `${LOCAL_DRAFT_PREFIX}${kind}:${id.toLowerCase()}`;

/** localStorage when there is one and it can be used (not on the server, not when blocked). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function writeLocalDraft<V>(
  storage: DraftStorage | null,
  kind: string,
  id: string,
  draft: LocalDraft<V>,
): void {
  try {
    storage?.setItem(localDraftKey(kind, id), JSON.stringify(draft));
  } catch {
    // Full or blocked: the changes are still in the form; keeping a copy is a convenience.
  }
}

export function readLocalDraft<V = Record<string, unknown>>(
  storage: DraftStorage | null,
  kind: string,
  id: string,
): LocalDraft<V> | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(localDraftKey(kind, id)) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft<V>>;
    if (
      typeof parsed.version !== 'number' ||
      typeof parsed.savedAt !== 'number' ||
      !parsed.values ||
      typeof parsed.values !== 'object'
    )
      return null;
    return parsed as LocalDraft<V>;
  } catch {
    return null;
  }
}

export function clearLocalDraft(storage: DraftStorage | null, kind: string, id: string): void {
  try {
    storage?.removeItem(localDraftKey(kind, id));
  } catch {
    // Blocked: nothing was kept either.
  }
}

/**
 * The copy to offer when the form opens: one written after the item was last saved (a copy older
 * than the saved item was overtaken by a save and is dropped), else null.
 */
export function draftToOffer<V = Record<string, unknown>>(
  storage: DraftStorage | null,
  kind: string,
  item: { _id: string; version: number; updatedAt: string },
): LocalDraft<V> | null {
  const draft = readLocalDraft<V>(storage, kind, item._id);
  if (!draft) return null;
  const savedAt = Date.parse(item.updatedAt);
  if (draft.version > item.version || (Number.isFinite(savedAt) && draft.savedAt <= savedAt)) {
    clearLocalDraft(storage, kind, item._id);
    return null;
  }
  return draft;
}
