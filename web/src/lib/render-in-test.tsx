/**
 * Component tests' way into the DOM (files marked `@vitest-environment happy-dom`): render() mounts
 * an element in a fresh container of the document and unmounts it when the test ends; typeInto()
 * types into a field the way React sees typing. Only tests import this file.
 */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';

// React warns about updates outside act() only where this is set: tests want to hear of them.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `node` inside act() (so its effects have run) and resolves with its container. */
export async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  onTestFinished(async () => {
    await act(async () => root.unmount());
    host.remove();
  });
  await act(async () => root.render(node));
  return host;
}

/** Sets a field's value as typing does (through the prototype's setter), so React's onChange runs. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  return act(async () => {
    const prototype =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
