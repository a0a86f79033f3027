/**
 * A block page's body in the browser: the only block code a page's visitor downloads. A static block
 * is its root element with the HTML inside it set once: on the server from the load context's map
 * (StaticHtmlContext), after in-app navigation from the loader's data. While hydrating, React neither
 * reads nor compares what is inside an element given `dangerouslySetInnerHTML`, and it writes it only
 * when `__html` changes: the server's children stay, with no script for them. An island is its own
 * component, loaded when the page has one.
 */
import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  Suspense,
  useContext,
  useEffect,
} from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { watchReveal } from '~/components/motion/useRevealOnce.ts';
import { ISLANDS, type IslandProps } from './islands.ts';
import { StaticHtmlContext } from './static-html.ts';
import { stylesOf } from './styles.ts';
import type { RenderedBlock } from './types.ts';

const islands: Partial<Record<string, LazyExoticComponent<ComponentType<IslandProps>>>> = ISLANDS;

/**
 * The stylesheets of the kinds on the page (styles.ts). With a precedence, React puts them in the
 * head, each once, and after in-app navigation shows the page only once they have loaded.
 */
export function BlockStyles({ blocks }: { blocks: readonly RenderedBlock[] }) {
  return stylesOf(blocks.map((b) => b.type)).map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="blocks" />
  ));
}

/** Elements decided to stay still (on screen at first, or reduced motion): never made to rise in later. */
const STILL = new WeakSet<Element>();

/**
 * What rises in once when scrolled to (`data-reveal`, useRevealOnce) does so in a static block too,
 * with no component of its own in the browser: its attribute is set here, on the server's HTML, which
 * React leaves alone.
 */
function useRevealInStaticBlocks(blocks: readonly RenderedBlock[]) {
  useEffect(() => {
    const ids = new Set(blocks.filter((b) => b.kind === 'static').map((b) => b.id));
    const stops = [...document.querySelectorAll('[data-block] [data-reveal="static"]')]
      // Once: one already on screen when the page came stays still when the page's data reloads.
      .filter((el) => !STILL.has(el) && ids.has(el.closest('[data-block]')?.getAttribute('data-block') ?? ''))
      .map((el) => {
        const stop = watchReveal(el, (state) => el.setAttribute('data-reveal', state));
        if (!stop) STILL.add(el);
        // No longer watched (the data reloaded, the page left): as the server sent it until decided again.
        return () => {
          stop?.();
          if (el.getAttribute('data-reveal') === 'waiting') el.setAttribute('data-reveal', 'static');
        };
      });
    return () => {
      for (const stop of stops) stop();
    };
  }, [blocks]);
}

/**
 * A static block's links to the site's own pages (`data-discover`, as `<Link>` prints them) go there
 * in the app, as `<Link>` does: one listener for the page, since the links have no code of their own.
 * A click with a modifier key, or on a link to a new tab, a download or a place on the page, is the
 * browser's; another page of the same list (`?page=`) keeps the visitor where they are, as PageLinks
 * does in the app.
 */
function InAppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('[data-block] a[data-discover]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if ((link.target && link.target !== '_self') || link.getAttribute('href')?.startsWith('#')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`, {
        preventScrollReset: url.pathname === window.location.pathname,
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}

export function BlockPage({ blocks }: { blocks: readonly RenderedBlock[] }) {
  const staticHtml = useContext(StaticHtmlContext);
  useRevealInStaticBlocks(blocks);
  // Outside a router (a render of the blocks alone) there is no app to navigate in.
  const inRouter = useInRouterContext();
  const rendered = blocks.flatMap((block) => {
    if (block.kind === 'island') {
      const Island = islands[block.type];
      return Island ? (
        <Suspense key={block.id} fallback={null}>
          <Island blockId={block.id} nth={block.nth} values={block.values} data={block.data} />
        </Suspense>
      ) : (
        []
      );
    }
    const element = createElement(block.tag, {
      ...block.attrs,
      key: block.id,
      'data-block': block.id,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: block.inner ?? staticHtml?.get(block.id) ?? '' },
    });
    // React hoists these links to the head, as it would have from the block's own elements.
    const head = block.head?.map((props) =>
      createElement('link', { ...props, key: `${block.id} ${props.href}` }),
    );
    return head ? [element, ...head] : element;
  });
  return inRouter ? [<InAppLinks key="in-app-links" />, ...rendered] : rendered;
}
