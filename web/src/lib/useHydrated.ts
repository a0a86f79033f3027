/**
 * False on the server and while the browser hydrates the server's HTML, true once the browser has
 * taken over (and at once for anything first rendered in the browser).
 */
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
