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
import { useInRouterContext } from 'react-router';
import { watchReveal } from '~/components/motion/useRevealOnce.ts';
import { BlockClicks } from './BlockClicks.tsx';
import { ISLANDS, type IslandProps } from './islands.ts';
import { StaticHtmlContext } from './static-html.ts';
import type { RenderedBlock } from './types.ts';

const islands: Partial<Record<string, LazyExoticComponent<ComponentType<IslandProps>>>> = ISLANDS;

/**
 * The stylesheets of the kinds on the page (styles.ts). With a precedence, React puts them in the
 * head, each once, and after in-app navigation shows the page only once they have loaded.
 */
export function BlockStyles({ hrefs }: { hrefs: readonly string[] }) {
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="blocks" />);
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
    // A block's root may rise in too (the profile band), or an element inside it.
    const stops = [...document.querySelectorAll(':is([data-block], [data-block] *)[data-reveal="static"]')]
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

export function BlockPage({ blocks }: { blocks: readonly RenderedBlock[] }) {
  const staticHtml = useContext(StaticHtmlContext);
  useRevealInStaticBlocks(blocks);
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
  // Clicks are counted in the app (a render of the blocks alone has no page to count them for).
  return useInRouterContext() ? [<BlockClicks key="block-clicks" />, ...rendered] : rendered;
}
