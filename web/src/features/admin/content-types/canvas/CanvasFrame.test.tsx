// @vitest-environment happy-dom
/**
 * The page canvas's frame (issue 35 item 3): draws what the editor sends with the blocks' own
 * components, says which block was clicked, makes the text clicked editable in place and sends each
 * keystroke; Enter keeps and Escape puts back; what the editor sends meanwhile waits for the typing
 * to end. The editor is a stand-in window here (the browser test has both sides).
 */
import { BANNER_SECTION, CTA_BANNER, HERO } from '@vyoma/contract/blocks';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render } from '~/lib/render-in-test.tsx';
import { CanvasFrame } from './CanvasFrame.tsx';

const editor = { postMessage: vi.fn() };
const said = () => editor.postMessage.mock.calls.map(([m]) => m as Record<string, unknown>);

beforeEach(() => {
  editor.postMessage.mockClear();
  Object.defineProperty(window, 'parent', { value: editor, configurable: true });
});
afterEach(() => {
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
});

/** A page as the editor sends it, from `source` (the editor's window unless said otherwise). */
const sendPage = (blocks: unknown[], selected: number | null = null, source: unknown = editor) =>
  act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: source as Window,
        data: {
          tag: 'vyoma-canvas',
          kind: 'render',
          trail: [{ name: 'Harbour', path: '/preview/canvas' }],
          selected,
          blocks,
        },
      }),
    );
  });

const fromEditor = (heading: string, selected: number | null = null) =>
  sendPage(
    [
      { key: 'a', type: 'hero', props: { ...HERO.example, heading } },
      { key: 'b', type: 'cta-banner', props: { ...CTA_BANNER.example, heading: 'Ship with us' } },
    ],
    selected,
  );

const fire = (target: Element, event: Event) => act(async () => void target.dispatchEvent(event));

describe('the page canvas’s frame', () => {
  it('draws the page it is sent, marks the block open in the editor, and says which one was clicked', async () => {
    const host = await render(<CanvasFrame />);
    expect(said()).toEqual([{ tag: 'vyoma-canvas', kind: 'ready' }]);
    expect(host.textContent).toContain('Loading the page…');
    await fromEditor('Freight that arrives', 1);
    expect(host.querySelector('h1')?.textContent).toBe('Freight that arrives');
    const blocks = [...host.querySelectorAll('[data-canvas-index]')];
    expect(blocks.map((b) => b.hasAttribute('data-canvas-selected'))).toEqual([false, true]);
    // A link leads nowhere here.
    const link = host.querySelector('[data-canvas-index="1"] a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await fire(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(said().at(-1)).toMatchObject({ kind: 'select', index: 1 });
  });

  it('edits a heading where it is: each keystroke to the editor, Enter keeps it, Escape puts it back', async () => {
    const host = await render(<CanvasFrame />);
    await fromEditor('Freight that arrives');
    const h1 = () => host.querySelector('h1')!;
    await fire(h1(), new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(said().at(-1)).toMatchObject({ kind: 'select', index: 0 });
    expect(h1().getAttribute('contenteditable')).toBe('plaintext-only');
    h1().textContent = 'Freight on  time ';
    await fire(h1(), new Event('input', { bubbles: true }));
    expect(said().at(-1)).toEqual({
      tag: 'vyoma-canvas',
      kind: 'text',
      index: 0,
      path: 'heading',
      value: 'Freight on time',
    });
    // The editor's echo waits: redrawing now would move the caret.
    await fromEditor('Freight on time');
    await fromEditor('Freight on time, really');
    expect(h1().textContent).toBe('Freight on  time ');
    await fire(h1(), new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(h1().hasAttribute('contenteditable')).toBe(false);
    expect(h1().textContent).toBe('Freight on time, really');

    await fire(h1(), new MouseEvent('click', { bubbles: true, cancelable: true }));
    h1().textContent = 'Something else';
    await fire(h1(), new Event('input', { bubbles: true }));
    await fire(h1(), new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(said().at(-1)).toMatchObject({ kind: 'text', path: 'heading', value: 'Freight on time, really' });
    expect(h1().textContent).toBe('Freight on time, really');
    expect(h1().hasAttribute('contenteditable')).toBe(false);
  });

  it('passes Ctrl+Z and Ctrl+Y to the editor outside a text being typed', async () => {
    await render(<CanvasFrame />);
    await fromEditor('Freight that arrives');
    await fire(document.body, new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
    await fire(document.body, new KeyboardEvent('keydown', { key: 'y', ctrlKey: true, bubbles: true }));
    expect(said().slice(-2)).toMatchObject([
      { kind: 'history', step: 'undo' },
      { kind: 'history', step: 'redo' },
    ]);
  });

  it('draws a shared section as it is published, selected as one block, and says where an unknown one goes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: [
            {
              slug: 'our-record',
              body: [
                {
                  id: 's1',
                  type: 'cta-banner',
                  props: { ...CTA_BANNER.example, heading: 'Ten years of launches' },
                },
              ],
            },
          ],
        }),
      ),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const host = await render(<CanvasFrame />);
    await sendPage([
      { key: 'a', type: 'shared-section', props: { section: 'our-record' } },
      { key: 'b', type: 'shared-section', props: { section: 'not-yet' } },
    ]);
    await vi.waitFor(() => expect(host.textContent).toContain('Ten years of launches'));
    expect(host.querySelector('[data-canvas-index="0"]')?.getAttribute('data-shared-section')).toBe(
      'our-record',
    );
    expect(host.querySelector('[data-canvas-index="1"]')?.textContent).toContain(
      'The shared section “not-yet” shows here',
    );
    const heading = [...host.querySelectorAll('h2')].find((h) => h.textContent === 'Ten years of launches')!;
    await fire(heading, new MouseEvent('click', { bubbles: true, cancelable: true }));
    // The section's words are its own, edited in Shared sections: selected, not typed into here.
    expect(said().at(-1)).toMatchObject({ kind: 'select', index: 0 });
    expect(heading.hasAttribute('contenteditable')).toBe(false);
  });

  it('draws a banner section with the words saved in Manage Content, as visitors see it', async () => {
    const read = vi.fn(async () =>
      Response.json({
        success: true,
        data: [
          {
            _id: '8f1c2d3e-0000-4000-8000-000000000001',
            title: 'Cloud, done properly',
            para: 'We move workloads without the weekend outage.',
            imgSrc: '',
            imgMedia: null,
            updatedAt: new Date(0).toISOString(),
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', read);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const host = await render(<CanvasFrame />);
    await sendPage([{ key: 'a', type: 'banner-section', props: BANNER_SECTION.example }]);
    await vi.waitFor(() => expect(host.textContent).toContain('Cloud, done properly'));
    expect(host.textContent).toContain('We move workloads without the weekend outage.');
    expect(host.textContent).not.toContain(BANNER_SECTION.example.heading);
    expect(read).toHaveBeenCalledWith('/api/v1/second-sections');
  });

  it('shows a saved version read-only: each block marked, nothing selected or typed into, the chosen block in view', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    onTestFinished(() => scrolled.mockRestore());
    const host = await render(<CanvasFrame />);
    const version = (selected: number | null) =>
      act(async () => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            source: editor as unknown as Window,
            data: {
              tag: 'vyoma-canvas',
              kind: 'render',
              readOnly: true,
              trail: [],
              selected,
              blocks: [
                {
                  key: 'a',
                  type: 'hero',
                  props: { ...HERO.example, heading: 'Freight that arrives' },
                  mark: { change: 'changed', label: 'Changed: Hero 1' },
                },
                {
                  key: 'b',
                  type: 'cta-banner',
                  props: CTA_BANNER.example,
                  mark: { change: 'same', label: 'Unchanged: Call-to-action banner 2' },
                },
              ],
            },
          }),
        );
      });
    await version(null);
    const blocks = [...host.querySelectorAll('[data-canvas-index]')];
    expect(blocks.map((b) => b.getAttribute('data-canvas-change'))).toEqual(['changed', 'same']);
    // Each mark's words come just before its block, in the frame's own text.
    expect(blocks.map((b) => b.previousElementSibling?.textContent)).toEqual([
      'Changed: Hero 1',
      'Unchanged: Call-to-action banner 2',
    ]);
    editor.postMessage.mockClear();
    const h1 = host.querySelector('h1')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await fire(h1, click);
    await fire(document.body, new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
    expect(click.defaultPrevented).toBe(true);
    expect(h1.hasAttribute('contenteditable')).toBe(false);
    expect(said()).toEqual([]);
    expect(scrolled).not.toHaveBeenCalled();
    await version(1);
    expect(blocks[1]!.hasAttribute('data-canvas-selected')).toBe(true);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from anywhere but its editor', async () => {
    const host = await render(<CanvasFrame />);
    await sendPage([], null, window);
    expect(host.textContent).toContain('Loading the page…');
  });
});
