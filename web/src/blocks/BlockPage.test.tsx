// @vitest-environment happy-dom
/**
 * A block page in the browser: the server's render of BlockPage, given the load context's map, is the
 * blocks' own HTML; hydrating it without that HTML (a document's data has none) keeps what the
 * server sent, with no mismatch; in-app navigation's data brings the HTML along.
 */
import { type BlockValue, CTA_BANNER, HERO, RICH_TEXT } from '@vyoma/contract/blocks';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockPage } from './BlockPage.tsx';
import { renderStaticBlocks } from './render.server.tsx';
import { StaticHtmlContext } from './static-html.ts';
import type { BlockContext, StaticBlock } from './types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ctx: BlockContext = { linkTo: () => null };
const PAGE: BlockValue[] = [
  { id: ID(1), type: HERO.name, props: { ...HERO.example, image: '/uploads/hero.webp' } },
  { id: ID(2), type: RICH_TEXT.name, props: RICH_TEXT.example },
  { id: ID(3), type: CTA_BANNER.name, props: CTA_BANNER.example },
];

/** A document request: the loader's data without the HTML inside the blocks, and the map holding it. */
function documentRequest() {
  const staticHtml = new Map<string, string>();
  return { blocks: renderStaticBlocks(PAGE, { ...ctx, staticHtml }), staticHtml };
}

const withoutBlockIds = (html: string) => html.replace(/ data-block="[^"]*"/g, '');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('BlockPage', () => {
  it('on the server, with the load context’s map, prints each block as the block rendered itself', () => {
    const { blocks, staticHtml } = documentRequest();
    const html = renderToStaticMarkup(
      <StaticHtmlContext value={staticHtml}>
        <BlockPage blocks={blocks} />
      </StaticHtmlContext>,
    );
    const own = PAGE.map((block) =>
      renderToStaticMarkup(<BlockPage blocks={renderStaticBlocks([block], { ...ctx, staticHtml: null })} />),
    );
    expect(withoutBlockIds(html)).toBe(withoutBlockIds(own.join('')));
    // The hero image's preload is still there, for the head.
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/hero.webp" fetchPriority="high"/>');
    expect(html.match(/ data-block="[^"]*"/g)).toEqual(PAGE.map((b) => ` data-block="${b.id}"`));
    expect(html).toContain('<h1 class="page-hero__title">Software that earns its keep</h1>');
    expect(html).toContain('<p>Write here.</p>');
    // The loader's data carries none of it.
    expect(JSON.stringify(blocks)).not.toContain('Write here.');
  });

  it('hydrates without the HTML inside the blocks, keeping what the server sent, with no mismatch', async () => {
    const { blocks, staticHtml } = documentRequest();
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(
      <StaticHtmlContext value={staticHtml}>
        <BlockPage blocks={blocks} />
      </StaticHtmlContext>,
    );
    // The hoisted preload belongs to the head, where the document's render put it.
    for (const link of host.querySelectorAll('link')) link.remove();
    const sent = host.innerHTML;
    const heading = host.querySelector('h1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    // The data as the browser has it after a document request: no `inner` (JSON, as sent).
    const data = JSON.parse(JSON.stringify(blocks)) as StaticBlock[];
    expect(data.some((b) => 'inner' in b)).toBe(false);
    const root = await act(async () =>
      hydrateRoot(host, <BlockPage blocks={data} />, { onRecoverableError: (e) => recoverable.push(e) }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe(sent);
    expect(host.querySelector('h1')).toBe(heading);
    // Rendered again (new data objects, the same blocks): still the server's children, untouched.
    await act(async () => root.render(<BlockPage blocks={JSON.parse(JSON.stringify(blocks))} />));
    expect(host.innerHTML).toBe(sent);
    expect(host.querySelector('h1')).toBe(heading);
    await act(async () => root.unmount());
  });

  it('after in-app navigation, shows the blocks from the HTML in the loader’s data', async () => {
    const blocks = renderStaticBlocks(PAGE, { ...ctx, staticHtml: null });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<BlockPage blocks={blocks} />));
    const cta = host.querySelector(`[data-block="${ID(3)}"]`);
    expect(cta?.className).toBe('cta-banner');
    expect(cta?.getAttribute('aria-labelledby')).toBe('cta-banner-title');
    expect(cta?.querySelector('a')?.getAttribute('href')).toBe('/contactUs');
    expect(host.querySelector(`[data-block="${ID(2)}"] .rich-text`)?.textContent).toBe('Write here.');
    await act(async () => root.unmount());
  });
});
