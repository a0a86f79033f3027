/**
 * A page's blocks rendered on the server (docs/decisions/0062 §1.3). A static block (`hydrate:
 * 'none'`) becomes HTML once, here, with renderToStaticMarkup, split into its one root element's tag
 * and attributes and the HTML inside: the browser recreates the root (BlockPage) and keeps the
 * children the server sent, so no component of a static block ever reaches the browser. An island
 * goes on with its values, for its own component there. A `.server` module: React Router keeps it,
 * and the components it imports, out of the browser's build.
 */
import { type BlockName, type BlockValue, blockOf } from '@vyoma/contract/blocks';
import { renderToStaticMarkup } from 'react-dom/server';
import { BLOCK_COMPONENTS } from './components.ts';
import { ISLAND_DATA } from './island-data.ts';
import { LinkLanguage } from './link-language.ts';
import type { StaticHtml } from './static-html.ts';
import type { BlockContext, IslandBlock, RenderedBlock, StaticBlock, StoredBlockComponent } from './types.ts';

export interface StaticRenderContext extends BlockContext {
  /**
   * A document request's map (React Router's load context): the HTML inside each static block goes
   * there, for the page's HTML only, and the loader's data carries the rest. Without one (in-app
   * navigation's `.data`) the HTML is in the data.
   */
  staticHtml?: StaticHtml | null;
}

/** What the browser can recreate from its attributes alone (no style, no event, no form state). */
const ALLOWED_ATTRIBUTE = /^(?:class|id|role|aria-[a-z]+|data-[a-z0-9-]+)$/;
/** What React hoists to the head from a block (an image's preload), as it prints those props. */
const HEAD_ATTRIBUTE = /^(?:rel|as|href|fetchPriority|imageSrcSet|imageSizes|type|media)$/;
const HEAD_LINK = /^<link((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/>/;
const OPEN_TAG = /^<([a-z][a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*>/;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:="([^"]*)")?/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decodeEntities = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

/** Attributes as React props (`class` → `className`); null when one is not `allowed`. */
function propsOf(attributes: string, allowed: RegExp): Record<string, string> | null {
  const props: Record<string, string> = {};
  for (const [, name, value = ''] of attributes.matchAll(ATTRIBUTE)) {
    if (!allowed.test(name!)) return null;
    props[name === 'class' ? 'className' : name!] = decodeEntities(value);
  }
  return props;
}

/**
 * A block's HTML as renderToStaticMarkup prints it: first what React hoists to the head (an image
 * loaded at once gets a preload), then the one root element: its tag, its attributes as React props
 * and the HTML inside it. React escapes every `<` of text and attribute values, so every `<` left
 * starts a tag. Null when the browser could not recreate the root from that alone.
 */
export function splitRoot(html: string): Pick<StaticBlock, 'head' | 'tag' | 'attrs' | 'inner'> | null {
  const head: Record<string, string>[] = [];
  let rest = html;
  for (let link = HEAD_LINK.exec(rest); link; link = HEAD_LINK.exec(rest)) {
    const props = propsOf(link[1]!, HEAD_ATTRIBUTE);
    if (!props) return null;
    head.push(props);
    rest = rest.slice(link[0].length);
  }
  const open = OPEN_TAG.exec(rest);
  if (!open) return null;
  const tag = open[1]!;
  const close = `</${tag}>`;
  if (!rest.endsWith(close)) return null;
  const inner = rest.slice(open[0].length, rest.length - close.length);
  // The root's end tag must be the last one: a second root would close the first one earlier.
  let depth = 0;
  for (const [, closing] of inner.matchAll(new RegExp(`<(/?)${tag}(?=[\\s/>])`, 'g'))) {
    depth += closing ? -1 : 1;
    if (depth < 0) return null;
  }
  const attrs = propsOf(open[2]!, ALLOWED_ATTRIBUTE);
  if (!attrs) return null;
  return head.length > 0 ? { head, tag, attrs, inner } : { tag, attrs, inner };
}

/**
 * The page's blocks, in order, as BlockPage renders them. A kind no longer declared is left out (the
 * rest of the page still shows); the values were checked against the kind's rules when saved.
 */
export function renderStaticBlocks(blocks: readonly BlockValue[], ctx: StaticRenderContext): RenderedBlock[] {
  const { staticHtml, ...blockCtx } = ctx;
  const seen = new Map<string, number>();
  const out: RenderedBlock[] = [];
  for (const block of blocks) {
    const declaration = blockOf(block.type);
    if (!declaration) continue;
    const nth = (seen.get(block.type) ?? 0) + 1;
    seen.set(block.type, nth);
    if (declaration.hydrate !== 'none') {
      const type = block.type as IslandBlock['type'];
      const data = ISLAND_DATA[type](block.props, blockCtx, nth) as Record<string, unknown>;
      out.push({ kind: 'island', id: block.id, type, nth, values: block.props, data });
      continue;
    }
    const Component = BLOCK_COMPONENTS[block.type as BlockName] as StoredBlockComponent;
    // Each block is its own render: its useId values (a drawing's gradient ids) get the block's place
    // as a prefix, or two drawings on one page would share an id.
    const html = renderToStaticMarkup(
      <LinkLanguage value={blockCtx.lang}>
        <Component values={block.props} ctx={blockCtx} nth={nth} />
      </LinkLanguage>,
      {
        identifierPrefix: `b${out.length + 1}-`,
      },
    );
    const root = splitRoot(html);
    if (!root)
      throw new Error(
        `The ${block.type} block must render one element with only class, id, role, aria-* and data-* attributes`,
      );
    const { inner, ...element } = root;
    if (staticHtml) staticHtml.set(block.id, inner ?? '');
    out.push({
      kind: 'static',
      id: block.id,
      type: block.type,
      ...element,
      ...(staticHtml ? {} : { inner }),
    });
  }
  return out;
}
