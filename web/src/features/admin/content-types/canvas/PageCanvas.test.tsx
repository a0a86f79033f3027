// @vitest-environment happy-dom
/**
 * The page canvas's editor side (issue 35 item 3): the form and the frame talk through postMessage,
 * so these tests stand in for the frame with messages from the iframe's window. What a real frame
 * draws and sends is page-canvas.test.ts's (the browser) and CanvasFrame.test.tsx's.
 */
import { LANDING_INPUT } from '@testkit/fixtures/landing.ts';
import type { User } from '@vyoma/contract';
import { defineContentType } from '@vyoma/contract/content-types';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRouter } from '~/lib/render-in-test.tsx';
import { landingPage } from '../fixtures.ts';
import { ContentForm } from '../form/ContentForm.tsx';

const EDITOR = { _id: 'me', name: 'Meera', email: 'meera@vyoma.example', role: 'editor' } as User;
/** The landing fixture with the page type's editor for its body. */
const CANVAS_LANDING = defineContentType({
  ...LANDING_INPUT,
  fields: LANDING_INPUT.fields.map((f) => (f.kind === 'blocks' ? { ...f, component: 'page-canvas' } : f)),
});

async function mount() {
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: [] })),
  );
  const router = createMemoryRouter([
    { path: '/', element: <ContentForm type={CANVAS_LANDING} item={landingPage()} /> },
  ]);
  const host = await renderRouter(router, EDITOR);
  const button = (name: RegExp) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      name.test(b.textContent?.trim() ?? ''),
    );
  const click = (name: RegExp) =>
    act(async () => {
      const found = button(name);
      if (!found) throw new Error(`No button ${name}`);
      found.click();
    });
  const heading = () => host.querySelector<HTMLInputElement>('input[id$="-heading"]')!;
  const frame = () => host.querySelector<HTMLIFrameElement>('iframe')!;
  // happy-dom loads no frame: the frame's window is a stand-in that keeps what it is sent.
  const frameWindow = { postMessage: vi.fn() };
  const open = async () => {
    await click(/Edit on the page/);
    Object.defineProperty(frame(), 'contentWindow', { value: frameWindow });
  };
  /** A message as the frame sends it. */
  const fromFrame = (message: Record<string, unknown>, source: unknown = frameWindow) =>
    act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { tag: 'vyoma-canvas', ...message },
          origin: window.location.origin,
          source: source as Window,
        }),
      );
    });
  return { host, button, click, heading, frame, frameWindow, open, fromFrame };
}

describe('the page canvas (the editor’s side)', () => {
  it('opens beside the page at desktop width, with widths to choose and a way back', async () => {
    const { host, button, click, frame } = await mount();
    await click(/Edit on the page/);
    const dialog = host.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.textContent).toContain('Harbour logistics');
    expect(frame().getAttribute('src')).toBe('/preview/canvas');
    expect(frame().title).toBe('Harbour logistics as visitors see it, 1280 px wide');
    expect(button(/^Desktop/)?.getAttribute('aria-pressed')).toBe('true');
    await click(/^Phone/);
    expect(button(/^Phone/)?.getAttribute('aria-pressed')).toBe('true');
    expect(frame().title).toBe('Harbour logistics as visitors see it, 375 px wide');
    await click(/Done/);
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement?.textContent).toContain('Edit on the page');
  });

  it('takes text typed on the page into the form, marks the block clicked, and undoes and redoes', async () => {
    const { host, button, click, heading, open, fromFrame } = await mount();
    await open();
    expect(button(/Undo/)?.disabled).toBe(true);
    await fromFrame({ kind: 'text', index: 0, path: 'heading', value: 'Freight on time' });
    expect(heading().value).toBe('Freight on time');
    // A link's words, inside the block's values.
    await fromFrame({ kind: 'text', index: 2, path: 'button.text', value: 'Write to us' });
    expect(host.querySelector<HTMLInputElement>('input[id$="-button-text"]')?.value).toBe('Write to us');

    await fromFrame({ kind: 'select', index: 2 });
    const selected = [...host.querySelectorAll('.block-item--selected .block-item__toggle')];
    expect(selected.map((s) => s.textContent?.trim())).toEqual(['Call-to-action banner 3']);

    // A message from anywhere but the frame is not listened to.
    await fromFrame({ kind: 'text', index: 0, path: 'heading', value: 'Injected' }, window);
    expect(heading().value).toBe('Freight on time');

    await click(/Undo/);
    expect(heading().value).toBe('Freight that arrives');
    expect(host.querySelector<HTMLInputElement>('input[id$="-button-text"]')?.value).toBe('Get in touch');
    await click(/Redo/);
    expect(heading().value).toBe('Freight on time');
    // The frame's Ctrl+Z, outside a text being typed there.
    await fromFrame({ kind: 'history', step: 'undo' });
    expect(heading().value).toBe('Freight that arrives');
  });

  it('adds a new block after the one chosen on the page, and chooses the new one', async () => {
    const { host, button, click, open, fromFrame } = await mount();
    await open();
    await fromFrame({ kind: 'select', index: 0 });
    await act(async () => {
      const kind = host.querySelector<HTMLSelectElement>('select[id$="-body-kind"]')!;
      kind.value = 'rich-text';
      kind.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(button(/^Add block/)?.textContent?.trim()).toBe('Add block after Hero 1');
    await click(/^Add block/);
    const headings = [...host.querySelectorAll('.block-item__toggle')].map((t) => t.textContent?.trim());
    expect(headings).toEqual(['Hero 1', 'Rich text 2', 'Rich text 3', 'Call-to-action banner 4']);
    const selected = [...host.querySelectorAll('.block-item--selected .block-item__toggle')];
    expect(selected.map((s) => s.textContent?.trim())).toEqual(['Rich text 2']);
    // The last block chosen: a new one goes at the end, as without the canvas.
    await fromFrame({ kind: 'select', index: 3 });
    expect(button(/^Add block/)?.textContent?.trim()).toBe('Add block');
  });

  it('sends the frame the blocks as the API takes them, with the page’s title, when it is ready', async () => {
    const { frameWindow, open, fromFrame } = await mount();
    await open();
    const sent = frameWindow.postMessage;
    await fromFrame({ kind: 'ready' });
    const message = sent.mock.calls.at(-1)?.[0] as {
      kind: string;
      blocks: { type: string; props: Record<string, unknown> }[];
      trail: { name: string }[];
    };
    expect(message.kind).toBe('render');
    expect(message.blocks.map((b) => b.type)).toEqual(['hero', 'rich-text', 'cta-banner']);
    expect(message.blocks[0]!.props).toMatchObject({ heading: 'Freight that arrives', secondary: null });
    expect(message.trail).toEqual([{ name: 'Harbour logistics', path: '/preview/canvas' }]);
  });
});
