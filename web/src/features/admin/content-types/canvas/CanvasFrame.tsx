/**
 * The page editor's frame (PAGE.canvas, inside the editor's iframe): the page as the editor holds it,
 * drawn by the blocks' own components between the site's header and footer, as visitors see it. A
 * click selects a block (the editor opens its form); a click on one of its texts (a heading, a
 * paragraph, a button's words) makes that text editable where it is, and each keystroke goes to the
 * editor's form. Enter or leaving the text ends it, Escape puts it back. Links and buttons lead
 * nowhere here. Sent a saved version to show (`readOnly`, the history's comparison), it selects and
 * edits nothing, marks each block as the editor says (added, removed, changed, unchanged) and scrolls
 * to the block chosen. Outside the editor (opened on its own) it says what it is for.
 */
import { API, API_PREFIX, type SecondSection, type SecondSectionListResponse } from '@vyoma/contract';
import {
  BANNER_SECTION,
  BLOCKS,
  type BlockName,
  type BlockValue,
  SHARED_SECTION_BLOCK,
} from '@vyoma/contract/blocks';
import { SHARED_SECTION } from '@vyoma/contract/content-types';
import { Component, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { BLOCK_COMPONENTS } from '~/blocks/components.ts';
import { stylesOf } from '~/blocks/styles.ts';
import type { BlockContext, StoredBlockComponent } from '~/blocks/types.ts';
import { usePublicUrl } from '~/lib/publicUrl.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import {
  post,
  readText,
  received,
  type ToEditor,
  type ToFrame,
  textsOf,
} from '../../components/canvas-protocol.ts';
import './canvas-frame.css';

/** The class of a block's mark in a comparison (a sibling before its root, not one of the blocks). */
const MARK = 'canvas-mark';

const labelOf = (type: string) => BLOCKS.find((b) => b.name === type)?.label ?? 'Block';

/** A block whose values cannot be drawn yet (a field being filled in) says so; the others still show. */
class BlockBoundary extends Component<
  { label: string; values: unknown; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  // New values may be whole again: try them.
  override componentDidUpdate(before: { values: unknown }) {
    if (this.state.failed && before.values !== this.props.values) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? (
      <div className="canvas-broken">{this.props.label} cannot be shown until its fields are complete.</div>
    ) : (
      this.props.children
    );
  }
}

/**
 * What a public API answers at `url`, read once when first wanted (`url` null until then) and kept
 * as `pick` makes it: null until it arrives, or when it cannot be read (the frame then shows what the
 * site shows without it).
 */
function useReadOnce<A, T>(url: string | null, pick: (answer: A) => T): T | null {
  const [value, setValue] = useState<T | null>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!url || asked) return;
    setAsked(true);
    fetch(url)
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((answer: A) => setValue(pick(answer)))
      .catch(() => {});
  }, [url, asked, pick]);
  return value;
}

/** The published shared sections by URL name, when the page places one. */
const sectionsOf = (answer: { data: { slug: string; body: BlockValue[] }[] }) =>
  new Map(answer.data.map((s) => [s.slug, s.body])) as ReadonlyMap<string, BlockValue[]>;
/**
 * The banner section staff edit in Manage Content (the spec's second section), when the page has a
 * banner-section block: the frame shows the saved words as visitors see them.
 */
const bannerOf = (answer: SecondSectionListResponse): SecondSection | null => answer.data[0] ?? null;

/** How far down the site's sticky header (or anything fixed at the top) covers the page, plus a gap. */
function coveredAtTop(): number {
  let bottom = 0;
  // (happy-dom, in the unit tests, has no elementsFromPoint.)
  for (const el of document.elementsFromPoint?.(window.innerWidth / 2, 1) ?? []) {
    const { position } = getComputedStyle(el);
    if (position === 'sticky' || position === 'fixed')
      bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
  }
  return bottom + 8;
}

interface Editing {
  element: HTMLElement;
  index: number;
  key: string;
  path: string;
  original: string;
  stop: () => void;
}

const toEditor = (message: Parameters<typeof post<ToEditor>>[1]) => post<ToEditor>(window.parent, message);

export function CanvasFrame() {
  const origin = usePublicUrl();
  const settings = useSiteSettings();
  const framed = typeof window !== 'undefined' && window.parent !== window;
  const [page, setPage] = useState<ToFrame | null>(null);
  // What the editor sent while a text was being typed here: drawn once the typing ends.
  const waiting = useRef<ToFrame | null>(null);
  const editing = useRef<Editing | null>(null);
  // A block typed into is drawn afresh afterwards: the browser may have replaced React's text nodes.
  const [redrawn, setRedrawn] = useState<Readonly<Record<string, number>>>({});
  const root = useRef<HTMLDivElement>(null);
  const pageRef = useRef(page);
  pageRef.current = page;
  const places = (name: string) => page?.blocks.some((b) => b.type === name) ?? false;
  const sections = useReadOnce(
    places(SHARED_SECTION_BLOCK.name) ? `${API_PREFIX}${SHARED_SECTION.api.list}?limit=100` : null,
    sectionsOf,
  );
  const bannerSection = useReadOnce(places(BANNER_SECTION.name) ? API.secondSections : null, bannerOf);

  useEffect(() => {
    if (!framed) return;
    const onMessage = (event: MessageEvent) => {
      const message = received<ToFrame>(event, window.parent);
      if (message?.kind !== 'render') return;
      if (editing.current) waiting.current = message;
      else setPage(message);
    };
    const onKey = (event: KeyboardEvent) => {
      if (editing.current || pageRef.current?.readOnly || !(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        toEditor({ kind: 'history', step: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKey);
    toEditor({ kind: 'ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey);
    };
  }, [framed]);

  // Each block's root element knows its place and its mark; the one the editor has open is outlined.
  useEffect(() => {
    const blocks = root.current
      ? [...root.current.children].filter((el) => el.tagName !== 'LINK' && !el.classList.contains(MARK))
      : [];
    blocks.forEach((el, i) => {
      el.setAttribute('data-canvas-index', String(i));
      el.toggleAttribute('data-canvas-selected', i === page?.selected);
      const change = page?.blocks[i]?.mark?.change;
      if (change) el.setAttribute('data-canvas-change', change);
      else el.removeAttribute('data-canvas-change');
    });
  });

  // A version shown: the block chosen in the editor's list comes into view (this frame's scroll only).
  const shownAt = page?.readOnly ? page.selected : null;
  useEffect(() => {
    const el = shownAt === null ? null : root.current?.querySelector(`[data-canvas-index="${shownAt}"]`);
    const badge = el?.previousElementSibling?.classList.contains(MARK) ? el.previousElementSibling : el;
    if (badge) window.scrollTo({ top: badge.getBoundingClientRect().top + window.scrollY - coveredAtTop() });
  }, [shownAt]);

  const finish = (keep: boolean) => {
    const now = editing.current;
    if (!now) return;
    editing.current = null;
    now.stop();
    if (!keep) {
      now.element.textContent = now.original;
      toEditor({ kind: 'text', index: now.index, path: now.path, value: now.original });
    }
    setRedrawn((was) => ({ ...was, [now.key]: (was[now.key] ?? 0) + 1 }));
    if (waiting.current) {
      setPage(waiting.current);
      waiting.current = null;
    }
  };

  const edit = (element: HTMLElement, index: number, path: string, original: string, at: MouseEvent) => {
    if (editing.current?.element === element) return;
    finish(true);
    const key = pageRef.current?.blocks[index]?.key ?? '';
    const onInput = () => toEditor({ kind: 'text', index, path, value: readText(element.textContent ?? '') });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === 'Escape') {
        event.preventDefault();
        finish(event.key === 'Enter');
      }
    };
    const onBlur = () => finish(true);
    element.setAttribute('contenteditable', 'plaintext-only');
    element.setAttribute('data-canvas-editing', '');
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', onKey);
    element.addEventListener('blur', onBlur);
    editing.current = {
      element,
      index,
      key,
      path,
      original,
      stop: () => {
        element.removeEventListener('input', onInput);
        element.removeEventListener('keydown', onKey);
        element.removeEventListener('blur', onBlur);
        element.removeAttribute('contenteditable');
        element.removeAttribute('data-canvas-editing');
      },
    };
    element.focus();
    // The caret where the person clicked (the keyboard's Enter on a link: at the end).
    const caret = at.detail > 0 ? document.caretRangeFromPoint?.(at.clientX, at.clientY) : null;
    const selection = window.getSelection();
    if (selection) {
      const range = caret ?? document.createRange();
      if (!caret) {
        range.selectNodeContents(element);
        range.collapse(false);
      }
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };

  const onClick = (event: React.MouseEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('[data-canvas-editing]')) {
      // Typing in place: a link being edited must not lead away, nor a button submit.
      event.preventDefault();
      return;
    }
    event.preventDefault();
    if (pageRef.current?.readOnly) return;
    const blockElement = target.closest<HTMLElement>('[data-canvas-index]');
    const blocks = pageRef.current?.blocks;
    if (!blockElement || !blocks) return;
    const index = Number(blockElement.getAttribute('data-canvas-index'));
    const block = blocks[index];
    if (!block) return;
    toEditor({ kind: 'select', index });
    const texts = textsOf(block.props);
    for (let at: HTMLElement | null = target; at && at !== root.current; at = at.parentElement) {
      const shown = readText(at.textContent ?? '');
      const match = shown && texts.find((t) => readText(t.value) === shown);
      if (match) {
        edit(at, index, match.path, match.value, event.nativeEvent);
        return;
      }
    }
  };

  const ctx = useMemo<BlockContext>(
    () => ({
      linkTo: () => '#',
      siteOrigin: origin,
      trail: page?.trail ?? [],
      settings,
      bannerSection,
      editing: true,
    }),
    [origin, page?.trail, settings, bannerSection],
  );

  if (!framed)
    return (
      <p className="canvas-note">
        This address draws a page inside the page editor. Open a page in the admin to edit it on the page.
      </p>
    );
  if (!page)
    return (
      <p className="canvas-note" role="status">
        Loading the page…
      </p>
    );
  if (page.blocks.length === 0)
    return <p className="canvas-note">This page has no blocks yet. Add one from the list beside the page.</p>;

  const seen = new Map<string, number>();
  return (
    <>
      {stylesOf([
        ...page.blocks.map((b) => b.type),
        ...[...(sections?.values() ?? [])].flat().map((b) => b.type),
      ])
        .filter(Boolean)
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="blocks" />
        ))}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the blocks' own links and buttons get the keyboard's clicks here */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above: Enter on a link or button is a click */}
      <div
        ref={root}
        className={page.readOnly ? 'canvas-page canvas-page--read-only' : 'canvas-page'}
        onClick={onClick}
      >
        {page.blocks.flatMap((block) => {
          const nth = (seen.get(block.type) ?? 0) + 1;
          seen.set(block.type, nth);
          const Block = BLOCK_COMPONENTS[block.type as BlockName] as StoredBlockComponent | undefined;
          const key = `${block.key}:${redrawn[block.key] ?? 0}`;
          // Its mark in a comparison: words above the block (read in the frame too), its outline by CSS.
          const mark = block.mark ? (
            <p key={`${key}:mark`} className={MARK} data-canvas-change={block.mark.change}>
              <span>{block.mark.label}</span>
            </p>
          ) : null;
          // A shared section as it is published: its blocks, in one box the editor selects as one.
          const shared =
            block.type === SHARED_SECTION_BLOCK.name ? sections?.get(String(block.props.section)) : undefined;
          if (shared)
            return [
              mark,
              <div key={key} className="canvas-shared" data-shared-section={String(block.props.section)}>
                {shared.map((inner, i) => {
                  const Inner = BLOCK_COMPONENTS[inner.type as BlockName] as StoredBlockComponent | undefined;
                  return Inner ? (
                    <BlockBoundary key={inner.id} label={labelOf(inner.type)} values={inner.props}>
                      <Inner values={inner.props} ctx={ctx} nth={i + 1} />
                    </BlockBoundary>
                  ) : null;
                })}
              </div>,
            ];
          return [
            mark,
            Block ? (
              <BlockBoundary key={key} label={labelOf(block.type)} values={block.props}>
                <Block values={block.props} ctx={ctx} nth={nth} />
              </BlockBoundary>
            ) : (
              <div key={key} className="canvas-broken">
                This kind of block ({block.type}) is no longer offered: delete it.
              </div>
            ),
          ];
        })}
      </div>
    </>
  );
}
