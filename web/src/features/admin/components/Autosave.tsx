/**
 * Autosave of a post or product in draft or review (issue 18 item 5): AUTOSAVE_DELAY_MS after the
 * last change the form saves itself, with the same body its buttons send, the version it holds and
 * the status unchanged. A form that is not valid (a required field empty, a section without an
 * image) is not autosaved; neither is a published item, a new one, or one someone else is editing.
 * The outcome is read out politely ("Saving…", "Saved at 10:42", or why it failed).
 */
import { AUTOSAVE_DELAY_MS, EDITING_MESSAGES } from '@vyoma/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOr } from '~/lib/api.ts';

/** What a form hands in: its save request, or null when there is nothing valid to save now. */
export type PrepareAutosave = () => Promise<(() => Promise<void>) | null>;

type AutosaveStatus =
  | { is: 'idle' }
  | { is: 'saving' }
  | { is: 'saved'; at: Date }
  | { is: 'failed'; message: string };

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function useAutosave(enabled: boolean, prepare: PrepareAutosave) {
  const [status, setStatus] = useState<AutosaveStatus>({ is: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const latest = useRef({ enabled, prepare });
  latest.current = { enabled, prepare };

  const run = useCallback(async () => {
    if (inFlight.current) await inFlight.current;
    if (!latest.current.enabled) return;
    const work = (async () => {
      const send = await latest.current.prepare();
      if (!send) return;
      setStatus({ is: 'saving' });
      try {
        await send();
        setStatus({ is: 'saved', at: new Date() });
      } catch (error) {
        setStatus({
          is: 'failed',
          message: EDITING_MESSAGES.autosaveFailed(messageOr(error, 'network error')),
        });
      }
    })();
    inFlight.current = work;
    try {
      await work;
    } finally {
      if (inFlight.current === work) inFlight.current = null;
    }
  }, []);

  /** Call on every change: saves once typing has stopped for AUTOSAVE_DELAY_MS. */
  const schedule = useCallback(() => {
    if (!latest.current.enabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
  }, [run]);

  /** Before a save by hand: drops a waiting autosave and waits for one under way. */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, schedule, settle, enabled };
}

export type Autosave = ReturnType<typeof useAutosave>;

/** The polite live region under the form's fields (empty, but present, while nothing happened). */
export function AutosaveStatus({ autosave }: { autosave: Autosave }) {
  const { status } = autosave;
  const text =
    status.is === 'saving'
      ? EDITING_MESSAGES.autosaving
      : status.is === 'saved'
        ? EDITING_MESSAGES.autosaved(timeFormat.format(status.at))
        : status.is === 'failed'
          ? status.message
          : '';
  if (!autosave.enabled && status.is === 'idle') return null;
  return (
    <p className="autosave-status" role="status" aria-live="polite">
      {text}
    </p>
  );
}
