// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MediaItem } from '@vyoma/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '~/lib/render-in-test.tsx';
import { ChooseFromLibrary } from './MediaPicker.tsx';

const item = (n: number, kind: 'image' | 'video' = 'image'): MediaItem => ({
  _id: `0000000${n}-0000-4000-8000-000000000000`,
  path: `/uploads/file-${n}.${kind === 'image' ? 'png' : 'webm'}`,
  name: `file-${n}.${kind === 'image' ? 'png' : 'webm'}`,
  kind,
  mime: kind === 'image' ? 'image/png' : 'video/webm',
  width: 160,
  height: 120,
  bytes: 1000,
  alt: n === 2 ? null : `File ${n}`,
  altIn: {},
  altNeedsUpdate: [],
  decorative: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  uploadedBy: null,
  usedBy: [],
  usedByMore: 0,
  variants: [],
  avif: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('ChooseFromLibrary', () => {
  it('asks the library for the field’s kind, searches, and hands back the chosen file', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const data = url.includes('q=two') ? [item(2)] : [item(1), item(2)];
        return new Response(JSON.stringify({ success: true, data, total: data.length }), { status: 200 });
      }),
    );
    const onChoose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const host = await render(
      <QueryClientProvider client={client}>
        <ChooseFromLibrary kind="image" fieldLabel="Section 1 image" onChoose={onChoose} />
      </QueryClientProvider>,
    );
    const open = host.querySelector('button')!;
    expect(open.textContent?.trim()).toBe('Choose from library for Section 1 image');
    await act(async () => open.click());
    await flush();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Choose the section 1 image',
    );
    expect(urls[0]).toBe('/api/v1/admin/media?limit=24&kind=image&page=1');
    const choices = () => [...dialog.querySelectorAll<HTMLButtonElement>('.media-picker__choice')];
    expect(choices().map((b) => b.textContent)).toEqual([
      'Choose file-1.png160 × 120',
      'Choose file-2.png160 × 120 No alt text',
    ]);

    // The search waits for typing to pause, then asks once.
    const search = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'two');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    await flush();
    expect(urls.at(-1)).toBe('/api/v1/admin/media?limit=24&q=two&kind=image&page=1');
    expect(choices()).toHaveLength(1);

    await act(async () => choices()[0]!.click());
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ path: '/uploads/file-2.png' }));
    expect(dialog.querySelector('.media-picker')).toBeNull();
  });
});
