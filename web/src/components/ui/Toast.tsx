/**
 * One status mechanism for the admin area: a module-level store (so a message survives the
 * navigation that often follows a save) and a <Toaster/> that renders it into live regions.
 * Successes go to a polite role=status region, errors to an assertive role=alert region.
 */
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import './toast.css';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

const LIFETIME_MS: Record<ToastKind, number> = { success: 6000, info: 6000, error: 12000 };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  const before = items.length;
  items = items.filter((item) => item.id !== id);
  if (items.length !== before) emit();
}

function push(kind: ToastKind, message: string): number {
  const id = nextId++;
  // The same text twice would only stack up: replace the older copy.
  items = [...items.filter((item) => item.message !== message), { id, kind, message }];
  emit();
  setTimeout(() => dismiss(id), LIFETIME_MS[kind]);
  return id;
}

/** Joins a verbatim spec message with the server's reason, when there is one. */
export function withReason(message: string, reason?: string | null): string {
  return reason && reason !== message ? `${message} ${reason}` : message;
}

export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
  dismiss,
  /** Test and logout helper: forget every message. */
  clear: () => {
    items = [];
    emit();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => items;

function ToastList({ list }: { list: ToastItem[] }) {
  return (
    <>
      {list.map((item) => (
        <div key={item.id} className={`toast toast--${item.kind}`}>
          <p className="toast__message">{item.message}</p>
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss message"
            onClick={() => dismiss(item.id)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      ))}
    </>
  );
}

/** Render once per screen; the live regions stay mounted so screen readers hear every change. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster__region">
        <ToastList list={list.filter((item) => item.kind !== 'error')} />
      </div>
      <div role="alert" aria-live="assertive" className="toaster__region">
        <ToastList list={list.filter((item) => item.kind === 'error')} />
      </div>
    </div>
  );
}
