// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, typeInto } from '~/lib/render-in-test.tsx';
import { MissingAltPanel } from './MissingAlt.tsx';

const IMAGES = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    path: '/uploads/a.png',
    name: 'a.png',
    label: 'Section 1 image',
  },
  {
    _id: '22222222-2222-4222-8222-222222222222',
    path: '/uploads/b.png',
    name: 'b.png',
    label: 'Section 2 image',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

async function mount(onFixed: () => void) {
  const host = await render(
    <QueryClientProvider client={new QueryClient()}>
      <MissingAltPanel images={IMAGES} onFixed={onFixed} />
    </QueryClientProvider>,
  );
  const panel = host.querySelector<HTMLElement>('[role="alert"]')!;
  /** The control a label names: the input inside it, or the one its `for` points at. */
  const input = (text: string): HTMLInputElement => {
    const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text))!;
    return label.querySelector('input') ?? (document.getElementById(label.htmlFor) as HTMLInputElement);
  };
  const button = () => [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('publish'))!;
  return { panel, input, button, type: typeInto };
}

describe('MissingAltPanel', () => {
  it('is focused, names each image, and sends nothing until every image has alt text or is decorative', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onFixed = vi.fn();
    const { panel, button } = await mount(onFixed);
    expect(document.activeElement).toBe(panel);
    expect(panel.textContent).toContain('2 images need alt text');
    expect(panel.textContent).toContain('Section 1 image');
    expect(panel.textContent).toContain('b.png');
    await act(async () => button().click());
    expect(panel.querySelectorAll('.field__error')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    expect(onFixed).not.toHaveBeenCalled();
  });

  it('saves each alt text (or the decorative mark) and then runs the save again', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const onFixed = vi.fn();
    const { input, button, type } = await mount(onFixed);
    await type(input('Alt text for Section 1 image'), 'A harbour at dawn');
    // Row 2 is decorative: its checkbox is the second one.
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes).toHaveLength(2);
    await act(async () => boxes[1]!.click());
    await act(async () => button().click());
    expect(fetch).toHaveBeenCalledTimes(2);
    const bodies = fetch.mock.calls.map(([url, init]) => [
      url,
      (init as RequestInit).method,
      JSON.parse(String((init as RequestInit).body)),
    ]);
    expect(bodies).toEqual([
      [`/api/v1/admin/media/${IMAGES[0]!._id}`, 'PATCH', { decorative: false, alt: 'A harbour at dawn' }],
      [`/api/v1/admin/media/${IMAGES[1]!._id}`, 'PATCH', { decorative: true, alt: '' }],
    ]);
    expect(onFixed).toHaveBeenCalledTimes(1);
  });

  it('keeps the panel and names the image when the library refuses one', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Alt text must be text' }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    const onFixed = vi.fn();
    const { panel, button } = await mount(onFixed);
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    for (const box of boxes) await act(async () => box.click());
    await act(async () => button().click());
    expect(onFixed).not.toHaveBeenCalled();
    expect(panel.textContent).toContain('Alt text must be text');
  });
});
