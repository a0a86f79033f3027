/**
 * "{name} is editing this" (issue 18 item 5), shared by the post and product edit forms. While the
 * form is open it heartbeats (PUT /admin/presence/{kind}/{id}) every PRESENCE_HEARTBEAT_SECONDS: the
 * first one claims the item, or learns who holds it. Someone else's claim shows a banner with "Take
 * over"; the one taken over learns it on their next heartbeat, and their save asks first (the version
 * check still guards the data). Leaving the page lets the item go, also when the tab closes (pagehide,
 * fetch keepalive).
 */
import { API, EDITING_MESSAGES, PRESENCE_HEARTBEAT_SECONDS, type PresenceResponse } from '@vyoma/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { apiRequest } from '~/lib/api.ts';

export type PresenceState =
  | { is: 'unknown' }
  | { is: 'mine' }
  /** Someone else holds it (they were there first). */
  | { is: 'other'; name: string }
  /** We held it and someone took it over. */
  | { is: 'lost'; name: string };

/** Lets the item go without waiting for an answer (the page may be going away). */
function release(kind: string, id: string): void {
  try {
    void fetch(API.adminPresence(kind, id), {
      method: 'DELETE',
      credentials: 'same-origin',
      keepalive: true,
      headers: { Accept: 'application/json' },
    }).catch(() => {});
  } catch {
    // No fetch (tests) or refused: the claim goes stale by itself.
  }
}

export function useEditPresence(kind: string, id: string | undefined) {
  const [state, setState] = useState<PresenceState>({ is: 'unknown' });
  const held = useRef(false);
  const everHeld = useRef(false);
  const { confirm, dialog } = useConfirm();

  const beat = useCallback(
    async (takeOver = false) => {
      if (!id) return;
      try {
        const { data } = await apiRequest<PresenceResponse>(API.adminPresence(kind, id, takeOver), {
          method: 'PUT',
        });
        held.current = data.mine;
        if (data.mine) {
          everHeld.current = true;
          setState({ is: 'mine' });
        } else {
          const name = data.holder?.name || 'Someone';
          setState({ is: everHeld.current ? 'lost' : 'other', name });
        }
      } catch {
        // Offline or signed out: try again on the next heartbeat; the banner keeps what it knew.
      }
    },
    [kind, id],
  );

  useEffect(() => {
    if (!id) return;
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_SECONDS * 1000);
    const leave = () => {
      if (held.current) release(kind, id);
      held.current = false;
    };
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void beat();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave();
    };
  }, [kind, id, beat]);

  const takeOver = async () => {
    if (state.is !== 'other' && state.is !== 'lost') return;
    const ok = await confirm(EDITING_MESSAGES.takeOverConfirm(state.name), {
      title: EDITING_MESSAGES.takeOver,
      confirmLabel: EDITING_MESSAGES.takeOver,
    });
    if (ok) await beat(true);
  };

  /** Before a save by hand: true to go on (asks when someone took the item over). */
  const confirmSave = async (): Promise<boolean> =>
    state.is !== 'lost' ||
    confirm(EDITING_MESSAGES.saveAnyway(state.name), { confirmLabel: EDITING_MESSAGES.saveAnywayLabel });

  return {
    state,
    /** Someone else is editing: autosave waits. */
    blocked: state.is === 'other' || state.is === 'lost',
    takeOver,
    confirmSave,
    dialog,
  };
}

export type EditPresence = ReturnType<typeof useEditPresence>;

/** The banner above the form; nothing while the item is yours. */
export function PresenceBanner({ presence }: { presence: EditPresence }) {
  const { state } = presence;
  return (
    <>
      {presence.dialog}
      {state.is === 'other' && (
        <div className="presence-banner" role="status">
          <p className="presence-banner__text">
            <strong>{EDITING_MESSAGES.editing(state.name)}</strong> {EDITING_MESSAGES.editingHint}
          </p>
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void presence.takeOver()}>
            {EDITING_MESSAGES.takeOver}
          </button>
        </div>
      )}
      {state.is === 'lost' && (
        <div className="presence-banner presence-banner--lost" role="alert">
          <p className="presence-banner__text">
            <strong>{EDITING_MESSAGES.tookOver(state.name)}</strong> {EDITING_MESSAGES.tookOverHint}
          </p>
        </div>
      )}
    </>
  );
}
