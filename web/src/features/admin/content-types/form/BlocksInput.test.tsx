// @vitest-environment happy-dom
import { LANDING_INPUT } from '@testkit/fixtures/landing.ts';
import type { User } from '@vyoma/contract';
import { INTRO } from '@vyoma/contract/blocks';
import { type ContentTypeDeclaration, defineContentType, MENU } from '@vyoma/contract/content-types';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRouter, typeInto } from '~/lib/render-in-test.tsx';
import type { ContentItem } from '../../components/contentTypes.ts';
import { LANDING, landingPage } from '../fixtures.ts';
import { ContentForm } from './ContentForm.tsx';

const EDITOR = { _id: 'me', name: 'Meera', email: 'meera@vyoma.example', role: 'editor' } as User;
const [HERO_ID, TEXT_ID, BANNER_ID] = (landingPage().body as { id: string }[]).map((b) => b.id);

/** The editor of a landing page (a type only the server declares); the API answers a save with it. */
async function mount(item: ContentItem = landingPage(), type: ContentTypeDeclaration = LANDING) {
  const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
  // After the form is gone (hooks run last first): it says goodbye to the presence API on its way out.
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/admin/presence/'))
        return Response.json({ data: { holder: EDITOR, mine: true, since: new Date().toISOString() } });
      if (init?.method === 'PUT' || init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ method: init.method, url, body });
        return Response.json({ success: true, data: { ...item, ...body, version: item.version + 1 } });
      }
      return Response.json({ success: true, data: [] });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <ContentForm type={type} item={item} /> },
      { path: type.admin.list, element: <p>The list</p> },
    ],
    { initialEntries: ['/'] },
  );
  const host = await renderRouter(router, EDITOR);
  const button = (name: string) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
    );
  const click = (name: string) =>
    act(async () => {
      const found = button(name);
      if (!found) throw new Error(`No button “${name}”`);
      found.focus();
      found.click();
    });
  /** The blocks' headings, in order ("Hero 1"). */
  const headings = () =>
    [...host.querySelectorAll('.block-item__toggle')].map((toggle) => toggle.textContent?.trim());
  const focused = () =>
    document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;
  return { host, sent, button, click, headings, focused };
}

describe('the generic editor of a body of blocks', () => {
  it('draws each block as a form of its kind’s fields, its tools named for screen readers', async () => {
    const { host, headings, button } = await mount();
    expect(headings()).toEqual(['Hero 1', 'Rich text 2', 'Call-to-action banner 3']);
    for (const name of ['Move Hero 1 up', 'Move Hero 1 down', 'Duplicate Hero 1', 'Delete Hero 1'])
      expect(button(name), name).toBeDefined();
    expect(button('Move Hero 1 up')?.disabled).toBe(true);
    expect(button('Move Call-to-action banner 3 down')?.disabled).toBe(true);
    // A second hero would be one too many: the kind cannot be added or duplicated.
    expect(button('Duplicate Hero 1')?.disabled).toBe(true);
    const kinds = [...host.querySelectorAll<HTMLOptionElement>('select[id$="-body-kind"] option')];
    expect(kinds.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Hero', true],
      ['Rich text', false],
      ['Call-to-action banner', false],
    ]);
    const inputs = [...host.querySelectorAll<HTMLInputElement>('.block-item input.input')];
    expect(inputs.map((i) => i.value)).toContain('Freight that arrives');
    expect(inputs.map((i) => i.value)).toContain('Get in touch');
  });

  it('moves, duplicates, adds and deletes blocks, keeping focus with the block, and saves them in order', async () => {
    const { host, sent, click, headings, focused } = await mount();

    await click('Move Hero 1 down');
    expect(headings()).toEqual(['Rich text 1', 'Hero 2', 'Call-to-action banner 3']);
    expect(focused()).toBe('Move Hero 2 down');
    expect(host.textContent).toContain('Hero 1 moved down to position 2 of 3.');

    await click('Duplicate Call-to-action banner 3');
    expect(headings()).toEqual([
      'Rich text 1',
      'Hero 2',
      'Call-to-action banner 3',
      'Call-to-action banner 4',
    ]);
    expect(focused()).toBe('Call-to-action banner 4');

    await act(async () => {
      const kind = host.querySelector<HTMLSelectElement>('select[id$="-body-kind"]')!;
      kind.value = 'rich-text';
      kind.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click('Add block');
    expect(headings()).toEqual([
      'Rich text 1',
      'Hero 2',
      'Call-to-action banner 3',
      'Call-to-action banner 4',
      'Rich text 5',
    ]);
    expect(focused()).toBe('Rich text 5');

    await click('Delete Call-to-action banner 3');
    expect(headings()).toEqual(['Rich text 1', 'Hero 2', 'Call-to-action banner 3', 'Rich text 4']);
    // Focus goes to the block that took the deleted one's place.
    expect(focused()).toBe('Call-to-action banner 3');

    await click('Update');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body.body as { id?: string; type: string; props: Record<string, unknown> }[];
    expect(body.map((b) => [b.id, b.type])).toEqual([
      [TEXT_ID, 'rich-text'],
      [HERO_ID, 'hero'],
      // The copy is a new block (no id), its values the banner's; the banner itself was deleted.
      [undefined, 'cta-banner'],
      [undefined, 'rich-text'],
    ]);
    expect(body.some((b) => b.id === BANNER_ID)).toBe(false);
    expect(body[2]!.props).toMatchObject({
      heading: 'Ship with us',
      button: { text: 'Get in touch', to: { kind: 'url', target: '/contactUs' } },
      tone: 'brand',
    });
    // A new block is its kind's example; an optional link left blank is no link.
    expect(body[3]!.props.body).toMatchObject({ type: 'doc' });
    expect(body[1]!.props.secondary).toBeNull();
  });

  it('moves a block dragged by its head onto another, as Up and Down do by keyboard', async () => {
    const { host, headings } = await mount();
    const items = () => [...host.querySelectorAll('.block-item')];
    const drag = (type: string, target: Element) =>
      act(async () => void target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true })));
    await drag('dragstart', items()[0]!.querySelector('.block-item__head')!);
    expect(items()[0]!.classList.contains('block-item--dragged')).toBe(true);
    const over = new Event('dragover', { bubbles: true, cancelable: true });
    await act(async () => void items()[2]!.dispatchEvent(over));
    // Allowed to drop there (the browser shows it may).
    expect(over.defaultPrevented).toBe(true);
    await drag('drop', items()[2]!);
    expect(headings()).toEqual(['Rich text 1', 'Call-to-action banner 2', 'Hero 3']);
    expect(host.textContent).toContain('Hero 1 moved down to position 3 of 3.');
    expect(host.querySelector('.block-item--dragged')).toBeNull();
  });

  it('shows a block’s message in the server’s words under its field, and sends nothing', async () => {
    const { host, sent, click } = await mount();
    const words = host.querySelector<HTMLInputElement>('input[id$="-button-text"]')!;
    await typeInto(words, '');
    await click('Update');
    await vi.waitFor(() =>
      expect(host.textContent).toContain('Call-to-action banner 3: Button text is required'),
    );
    expect(words.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });
});

describe('a list kept in a block', () => {
  const [title, blocks] = LANDING_INPUT.fields;
  const WITH_INTRO: ContentTypeDeclaration = JSON.parse(
    JSON.stringify(defineContentType({ ...LANDING_INPUT, fields: [title, { ...blocks, of: [INTRO] }] })),
  );
  const points = ['First point', 'Second point', 'Third point'].map((text) => ({ title: '', text }));
  const page = landingPage({
    body: [{ id: HERO_ID, type: 'intro', props: { ...INTRO.example, points } }],
  });

  it('moves its items up and down by buttons that name them, keeping focus with the item, and saves them in order', async () => {
    const { host, sent, button, click, focused } = await mount(page, WITH_INTRO);
    const values = () =>
      [...host.querySelectorAll<HTMLInputElement>('input[id$="-text"]')].map((input) => input.value);
    expect(values()).toEqual(['First point', 'Second point', 'Third point']);
    expect(button('Move Introduction 1 Point 1 up')?.disabled).toBe(true);
    expect(button('Move Introduction 1 Point 3 down')?.disabled).toBe(true);

    await click('Move Introduction 1 Point 1 down');
    expect(values()).toEqual(['Second point', 'First point', 'Third point']);
    // Focus stays on Down, now the second item's; the move is said.
    expect(focused()).toBe('Move Introduction 1 Point 2 down');
    expect(host.textContent).toContain('Introduction 1 Point 1 moved down to position 2 of 3.');
    await click('Move Introduction 1 Point 2 down');
    // At the end of the list, focus goes to its Up.
    expect(focused()).toBe('Move Introduction 1 Point 3 up');
    await click('Move Introduction 1 Point 3 up');
    expect(values()).toEqual(['Second point', 'First point', 'Third point']);

    await click('Update');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.body.body as { props: { points: unknown } }[])[0]!.props.points).toEqual([
      { title: '', text: 'Second point' },
      { title: '', text: 'First point' },
      { title: '', text: 'Third point' },
    ]);
  });
});

describe('a block’s picture in the generic editor', () => {
  const [title, blocks] = LANDING_INPUT.fields;
  const WITH_INTRO: ContentTypeDeclaration = JSON.parse(
    JSON.stringify(defineContentType({ ...LANDING_INPUT, fields: [title, { ...blocks, of: [INTRO] }] })),
  );
  const page = landingPage({
    body: [{ id: HERO_ID, type: 'intro', props: { ...INTRO.example, picture: '/uploads/quay.webp' } }],
  });

  it('shows a library picture as chosen, and saves a drawing chosen instead', async () => {
    const { host, sent, click } = await mount(page, WITH_INTRO);
    const legend = [...host.querySelectorAll('.block-visual legend')].map((l) => l.textContent?.trim());
    expect(legend).toEqual(['Picture']);
    const library = host.querySelector<HTMLInputElement>('input[type="radio"][id$="-picture-library"]')!;
    expect(library.checked).toBe(true);
    await act(async () => {
      host.querySelector<HTMLInputElement>('input[type="radio"][id$="-picture-drawing"]')!.click();
    });
    const scene = host.querySelector<HTMLSelectElement>('select[id$="-picture-kind"]')!;
    expect(host.querySelector(`label[for="${scene.id}"]`)?.textContent).toContain('Picture scene');
    // No scene yet: the rules' message shows under the scene, and nothing is sent.
    await click('Update');
    await vi.waitFor(() => expect(scene.getAttribute('aria-invalid')).toBe('true'));
    expect(host.textContent).toContain('Introduction 1: Picture must name one of the drawings');
    expect(sent).toEqual([]);
    await act(async () => {
      scene.value = 'cart';
      scene.dispatchEvent(new Event('change', { bubbles: true }));
      const layout = host.querySelector<HTMLInputElement>('input[type="checkbox"][id$="-picture-alt"]')!;
      layout.click();
    });
    await click('Update');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.body.body as { props: Record<string, unknown> }[])[0]!.props.picture).toEqual({
      drawing: { kind: 'cart', alt: true },
      label: '',
    });
  });
});

describe('a menu in the same editor', () => {
  const id = (n: number) => `7c1e2a40-0000-4000-8000-${String(n).padStart(12, '0')}`;
  // A keyed item public as saved: no slug, status or SEO (the admin's item type assumes them).
  const header = {
    _id: 'header',
    title: 'Header',
    items: [
      {
        id: id(1),
        type: 'menu-link',
        props: { link: { text: 'Home', to: { kind: 'url', target: '/' } }, postsFrom: 'none' },
      },
      {
        id: id(2),
        type: 'menu-group',
        props: {
          label: 'Development',
          links: [{ link: { text: 'Web Development', to: { kind: 'url', target: '/webdevelopment' } } }],
        },
      },
    ],
    itemsMedia: {},
    version: 1,
    createdBy: null,
    updatedBy: null,
    createdAt: '2026-12-03T08:00:00.000Z',
    updatedAt: '2026-12-03T08:00:00.000Z',
  } as unknown as ContentItem;

  it('calls its blocks entries: a link and a group of links, added as entries', async () => {
    const { host, headings, button } = await mount(header, MENU);
    expect(headings()).toEqual(['Link 1', 'Group of links 2']);
    expect(button('Add entry')).toBeDefined();
    expect(button('Add block')).toBeUndefined();
    expect(host.querySelector('label[for$="-items-kind"]')?.textContent).toContain('Kind of entry');
    const kinds = [...host.querySelectorAll<HTMLOptionElement>('select[id$="-items-kind"] option')];
    expect(kinds.map((o) => o.textContent)).toEqual(['Link', 'Group of links']);
  });
});
