/**
 * Unsaved changes to a published post or product survive a reload (issue 18 item 5; the store is
 * localDraft.ts). The form keeps its text fields as you type; reopening it with a copy newer than the
 * saved item shows "Restore unsaved changes" / "Discard". Restoring remounts the form with the kept
 * values (`generation` is the form's key), so every field, the rich text too, starts from them.
 */
import { EDITING_MESSAGES } from '@vyoma/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '~/components/ui/Toast.tsx';
import {
  browserStorage,
  clearLocalDraft,
  draftToOffer,
  type LocalDraft,
  writeLocalDraft,
} from './localDraft.ts';

interface Item {
  _id: string;
  version: number;
  updatedAt: string;
  status: string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function useLocalDraft<V>(kind: string, item: Item | undefined) {
  const keeping = item?.status === 'published';
  const [offer, setOffer] = useState<LocalDraft<V> | null>(null);
  const [restored, setRestored] = useState<V | null>(null);
  const [generation, setGeneration] = useState(0);
  const pending = useRef(false);
  const itemRef = useRef(item);
  itemRef.current = item;

  // Once, when the form opens (in the browser: the admin screens render there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per opened item
  useEffect(() => {
    if (!item || !keeping) return;
    const found = draftToOffer<V>(browserStorage(), kind, item);
    pending.current = found !== null;
    setOffer(found);
  }, [kind, item?._id]);

  /** Call with the form's values on every change (a published item only; not while an offer waits). */
  const keep = useCallback(
    (values: V) => {
      const current = itemRef.current;
      if (current?.status !== 'published' || pending.current) return;
      writeLocalDraft(browserStorage(), kind, current._id, {
        version: current.version,
        savedAt: Date.now(),
        values,
      });
    },
    [kind],
  );

  /** After a successful save. */
  const clear = useCallback(() => {
    const current = itemRef.current;
    if (current) clearLocalDraft(browserStorage(), kind, current._id);
  }, [kind]);

  const restore = () => {
    if (!offer) return;
    pending.current = false;
    setRestored(offer.values);
    setOffer(null);
    setGeneration((g) => g + 1);
    toast.success(EDITING_MESSAGES.restored);
  };

  const discard = () => {
    pending.current = false;
    clear();
    setOffer(null);
  };

  return { offer, restored, generation, keep, clear, restore, discard };
}

export type LocalDraftKeeper<V> = ReturnType<typeof useLocalDraft<V>>;

/** The offer above the form. */
export function LocalDraftOffer<V>({ local }: { local: LocalDraftKeeper<V> }) {
  if (!local.offer) return null;
  return (
    <section className="presence-banner" aria-label="Unsaved changes">
      <p className="presence-banner__text">{EDITING_MESSAGES.restoreOffer}</p>
      <span className="publish-actions__row">
        <button type="button" className="btn btn--primary btn--sm" onClick={local.restore}>
          {EDITING_MESSAGES.restore(timeFormat.format(new Date(local.offer.savedAt)))}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={local.discard}>
          {EDITING_MESSAGES.discard}
        </button>
      </span>
    </section>
  );
}
