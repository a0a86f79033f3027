/**
 * The site's own pages as blocks (issue 35, step 6 of docs/decisions/0062): every seed of contract
 * page-seeds (/services, the two blog-fed service pages, /amazonServices, web development and its five
 * pages, app development, its nine pages, the AI page, careers and contact), checked by the rules the
 * API uses and rendered as a page of blocks renders it (islands included: the contact form), is its
 * golden capture's <main> (server/test/fixtures/page-html), normalised the same way. The capture's
 * head (title, meta, JSON-LD) is the page route's, checked against the server in
 * server/test/api/pages.test.ts; the pixel in <noscript> is the layout's.
 */

import { capturePageHtml, readGoldenPages } from '@testkit/page-html.ts';
import { PAGE, SEEDED_PAGE_PATHS } from '@vyoma/contract';
import { blocksRule } from '@vyoma/contract/block-rules';
import type { BlockValue } from '@vyoma/contract/blocks';
import { FRONT_PAGE_SEED, PAGE_SEEDS, type PageSeed } from '@vyoma/contract/page-seeds';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { BlockPage } from '~/blocks/BlockPage.tsx';
import { renderStaticBlocks } from '~/blocks/render.server.tsx';
import type { TrailStep } from '~/blocks/types.ts';

const byKey = new Map(PAGE_SEEDS.map((seed) => [seed.key, seed]));

/** A seed and the seeds above it, top first. */
function lineOf(seed: PageSeed): PageSeed[] {
  const parent = seed.parent ? byKey.get(seed.parent) : undefined;
  return parent ? [...lineOf(parent), seed] : [seed];
}

/** A seed's address: its parents' URL names and its own; the front page's is the site's. */
const pathOf = (seed: PageSeed) =>
  seed.key === FRONT_PAGE_SEED
    ? PAGE.home
    : `/${lineOf(seed)
        .map((s) => s.slug)
        .join('/')}`;

/** The trail a page's loader hands its blocks: the home page, the pages above, the page. */
const trailOf = (seed: PageSeed): TrailStep[] => [
  { name: 'Home', path: PAGE.home },
  ...lineOf(seed).map((s) => ({ name: s.title, path: pathOf(s) })),
];

/** The lines of a capture's <main>, without the layout's <noscript> pixel. */
function mainLines(capture: string): string[] {
  const lines = capture.split('\n');
  const main = lines.slice(lines.findIndex((l) => l.startsWith('<main')));
  const start = main.indexOf('  <noscript>');
  if (start >= 0) main.splice(start, main.indexOf('  </noscript>') - start + 1);
  return main.filter((l) => l !== '');
}

/**
 * A list's items (a post list's posts, an openings list's cards, the contact details of the site
 * settings) as one line: they are the demo's (server/test/api/pages.test.ts checks the whole page
 * against the server with them); rendered here without any, the list shows what it says when it has
 * none. Its markup is the code's list's (web/src/blocks/render.server.test.tsx).
 */
/** The kinds that list items the server reads with the page. */
const LISTS = new Set(['post-list', 'openings-list', 'contact-form']);
const LIST_STARTS = [
  '<ul class="service-blogs">',
  '<p class="service-blogs__empty">',
  '<ul class="careers-grid" data-testid="careers-grid">',
  '<div class="card careers-empty" data-testid="careers-empty">',
  '<ul class="contact__list">',
];

/** The page's HTML once every island's code has loaded (an island is lazy: React waits for it). */
async function htmlOf(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function listAsOneLine(lines: string[]): string[] {
  const start = lines.findIndex((l) => LIST_STARTS.some((s) => l.trim().startsWith(s)));
  if (start < 0) return lines;
  const line = lines[start]!;
  const indent = line.slice(0, line.indexOf('<'));
  const tag = /^<([a-z]+)/.exec(line.trim())![1];
  // An element on one line ends there; else at its end tag, indented as it is.
  const end = line.trim().endsWith(`</${tag}>`) ? start : lines.indexOf(`${indent}</${tag}>`, start);
  return [...lines.slice(0, start), '(the list)', ...lines.slice(end + 1)];
}

const GOLDEN = new Map(readGoldenPages().map((g) => [g.path, g.text]));

describe('the site’s own pages as blocks', () => {
  it('are the seeded pages, each at its address, and the front page', () => {
    expect(PAGE_SEEDS.map(pathOf).sort()).toEqual([...SEEDED_PAGE_PATHS, PAGE.home].sort());
  });

  // The front page shows what its loader reads (the banner section, the site's name in its hero):
  // server/test/api/pages.test.ts checks it whole against its capture, with the demo's data.
  const staticOnly = PAGE_SEEDS.filter((seed) => seed.key !== FRONT_PAGE_SEED);

  it.each(staticOnly.map((seed) => [pathOf(seed), seed] as const))(
    '%s renders its golden capture',
    async (path, seed) => {
      // Checked and completed by the rules the API uses, as the seed is when the site makes its page.
      const stored = blocksRule()
        .parse(
          seed.body.map((b, i) => ({
            id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
            ...b,
          })),
        )
        .map((b): BlockValue => ({ ...b, id: b.id! }));
      const rendered = renderStaticBlocks(stored, {
        linkTo: () => null,
        trail: trailOf(seed),
        staticHtml: null,
      });
      const html = await htmlOf(createElement(BlockPage, { blocks: rendered }));
      const capture = capturePageHtml(path, `<head></head><main id="main" tabindex="-1">${html}</main>`);
      const golden = GOLDEN.get(path);
      expect(golden, `${path} has a golden capture`).toBeDefined();
      const lines = seed.body.some((b) => LISTS.has(b.type)) ? listAsOneLine : (l: string[]) => l;
      expect(lines(mainLines(capture))).toEqual(lines(mainLines(golden!)));
    },
  );
});
