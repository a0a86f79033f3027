/**
 * The one client store of the app (design.md): the cart, persisted to localStorage under
 * PERSISTED_STORE_KEY ('persist:root', which logout removes). useSyncExternalStore, no library.
 */
import { PERSISTED_STORE_KEY } from '@vyoma/contract';
import { useSyncExternalStore } from 'react';
import {
  type CartAction,
  type CartState,
  cartReducer,
  EMPTY_CART,
  parsePersistedCart,
  serializeCart,
} from './cartReducer.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let state: CartState | null = null;

function readStorage(): CartState {
  try {
    return parsePersistedCart(localStorage.getItem(PERSISTED_STORE_KEY));
  } catch {
    return EMPTY_CART; // storage blocked (private mode): an in-memory cart still works
  }
}

function current(): CartState {
  state ??= readStorage();
  return state;
}

function emit() {
  for (const listener of listeners) listener();
}

export function dispatchCart(action: CartAction): void {
  const next = cartReducer(current(), action);
  if (next === state) return;
  state = next;
  try {
    localStorage.setItem(PERSISTED_STORE_KEY, serializeCart(next));
  } catch {
    // Quota or blocked storage: keep the in-memory cart.
  }
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changed the cart, or logout removed the key: re-read it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PERSISTED_STORE_KEY || event.key === null) {
      state = readStorage();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, current, () => EMPTY_CART);
}
