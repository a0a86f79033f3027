/**
 * Component tests' way into the DOM (files marked `@vitest-environment happy-dom`): render() mounts
 * an element in a fresh container of the document and unmounts it when the test ends; typeInto()
 * types into a field the way React sees typing. Only tests import this file.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@vyoma/contract';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { type createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { UserContext } from './session.ts';

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

/**
 * A router's screens as the app mounts them: with a fresh query client that does not retry (a
 * refused request shows its error at once) and, given `user`, signed in as that person.
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  user?: User | null,
): Promise<HTMLElement> {
  const screens = (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return render(
    user === undefined ? screens : <UserContext.Provider value={user}>{screens}</UserContext.Provider>,
  );
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
