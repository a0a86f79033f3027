// @vitest-environment happy-dom
/**
 * Two versions of a page compared as visitors would see them (issue 35, the history): two read-only
 * canvas frames, each block marked by id, a list of the differences that brings a block into view in
 * both, Restore beside the older version. happy-dom loads no frame: each frame's window is a stand-in
 * that keeps what it is sent (the frame's side is CanvasFrame.test.tsx's, both in page-canvas.test.ts).
 */
import { LANDING } from '@testkit/fixtures/landing.ts';
import type { Revision } from '@vyoma/contract';
import { CTA_BANNER, HERO, RICH_TEXT } from '@vyoma/contract/blocks';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/lib/render-in-test.tsx';
import type { ContentItem, ContentTypeDeclaration } from '../components/contentTypes.ts';
import { Comparison } from './Comparison.tsx';

/** The landing fixture with the page type's editor for its body: compared as pages. */
const PAGES: ContentTypeDeclaration = {
  ...LANDING,
  fields: LANDING.fields.map((f) => (f.kind === 'blocks' ? { ...f, component: 'page-canvas' } : f)),
};

/** A saved landing page as the API answers one: a hero, a rich text and a banner. */
const landingPage = (over: Partial<ContentItem> = {}) =>
  ({
    _id: 'l1',
    title: 'Harbour logistics',
    body: [
      { id: 'b1', type: 'hero', props: { ...HERO.example, heading: 'Freight that arrives' } },
      { id: 'b2', type: 'rich-text', props: RICH_TEXT.example },
      { id: 'b3', type: 'cta-banner', props: { ...CTA_BANNER.example, heading: 'Ship with us' } },
    ],
    bodyMedia: {},
    slug: 'harbour-logistics',
    seo: { title: null, description: null, image: null, noindex: false },
    status: 'published',
    publishAt: null,
    ...over,
  }) as ContentItem;

const revision = (version: number): Revision => ({
  _id: `r${version}`,
  version,
  createdAt: '2026-12-03T10:00:00.000Z',
  author: { _id: 'me', name: 'Meera' },
  summary: 'Saved',
});

type Body = { id: string; type: string; props: Record<string, unknown> }[];

function versions() {
  const before = landingPage();
  const [hero, text, banner] = before.body as Body;
  const after = landingPage({
    body: [
      { ...hero!, props: { ...hero!.props, heading: 'Freight, on time' } },
      banner!,
      { id: 'b4', type: 'rich-text', props: text!.props },
    ],
  });
  return { before, after };
}

async function mount(type: ContentTypeDeclaration, before: ContentItem, after: ContentItem) {
  const onRestore = vi.fn();
  const host = await render(
    <Comparison
      type={type}
      before={{ revision: revision(3), item: before }}
      after={{ revision: revision(4), item: after }}
      restore={{ currentId: 'r4', restoring: undefined, onRestore }}
    />,
  );
  const frames = [...host.querySelectorAll('iframe')];
  const windows = frames.map((frame) => {
    const stand = { postMessage: vi.fn() };
    Object.defineProperty(frame, 'contentWindow', { value: stand });
    return stand;
  });
  /** Each frame says it is ready, as CanvasFrame does once loaded. */
  const ready = () =>
    act(async () => {
      for (const source of windows)
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            source: source as unknown as Window,
            data: { tag: 'vyoma-canvas', kind: 'ready' },
          }),
        );
    });
  const lastPage = (i: number) =>
    windows[i]!.postMessage.mock.calls.at(-1)?.[0] as {
      readOnly: boolean;
      selected: number | null;
      blocks: { key: string; mark?: { change: string; label: string } }[];
    };
  return { host, frames, ready, lastPage, onRestore };
}

describe('comparing two versions of a page as pages', () => {
  it('shows both versions read-only side by side, each block marked by id, and lists the differences', async () => {
    const { before, after } = versions();
    const { host, frames, ready, lastPage } = await mount(PAGES, before, after);
    expect(frames.map((f) => [f.getAttribute('src'), f.title])).toEqual([
      ['/preview/canvas', 'Version 3 (before) as visitors see it, 1280 px wide'],
      ['/preview/canvas', 'Version 4 (after) as visitors see it, 1280 px wide'],
    ]);
    await ready();
    const marks = (i: number) => lastPage(i).blocks.map((b) => b.mark?.label);
    expect(lastPage(0).readOnly).toBe(true);
    expect(marks(0)).toEqual([
      'Changed: Hero 1',
      'Removed: Rich text 2',
      'Unchanged: Call-to-action banner 2',
    ]);
    expect(marks(1)).toEqual(['Changed: Hero 1', 'Unchanged: Call-to-action banner 2', 'Added: Rich text 3']);

    // The list: buttons, read in order, naming what changed.
    const list = [...host.querySelectorAll<HTMLButtonElement>('.history-visual__list button')];
    expect(list.map((b) => b.textContent)).toEqual([
      'Hero 1: Changed (Heading)',
      'Rich text 2: Removed',
      'Rich text 3: Added',
    ]);
    expect(host.textContent).toContain('1 unchanged block.');

    // Choosing one brings it into view in each version that has it.
    await act(async () => list[0]!.click());
    expect(list[0]!.getAttribute('aria-pressed')).toBe('true');
    expect([lastPage(0).selected, lastPage(1).selected]).toEqual([0, 0]);
    await act(async () => list[1]!.click());
    expect([lastPage(0).selected, lastPage(1).selected]).toEqual([1, null]);

    // Another width for both frames.
    const phone = [...host.querySelectorAll('button')].find((b) =>
      b.textContent?.trim().startsWith('Phone'),
    )!;
    await act(async () => phone.click());
    expect(frames.map((f) => f.title.endsWith('375 px wide'))).toEqual([true, true]);
  });

  it('offers Restore for the older version only, as the history does', async () => {
    const { before, after } = versions();
    const { host, onRestore } = await mount(PAGES, before, after);
    const restores = [...host.querySelectorAll<HTMLButtonElement>('.history-visual__caption button')];
    expect(restores.map((b) => b.textContent?.trim())).toEqual(['Restore version 3']);
    await act(async () => restores[0]!.click());
    expect(onRestore).toHaveBeenCalledWith(expect.objectContaining({ _id: 'r3', version: 3 }));
  });

  it('says when the blocks are the same, and keeps a body not edited on the page on the text comparison', async () => {
    const page = landingPage();
    const same = await mount(PAGES, page, landingPage({ title: 'Harbour logistics, renamed' }));
    expect(same.host.textContent).toContain('The blocks are the same in both versions.');
    expect(same.host.querySelectorAll('iframe')).toHaveLength(2);

    // The same blocks, edited in the generic list: compared as text only.
    const plain = await mount(LANDING, versions().before, versions().after);
    expect(plain.frames).toHaveLength(0);
    expect(plain.host.querySelector('.history-diff')).not.toBeNull();
  });
});
