/**
 * What a page of blocks costs to render against a hand-written page of the same HTML (issue 35 item
 * 4: "rendering a 30-block page costs ≤ 2× a hand-written page of the same HTML"; decision 0062).
 * `npm run bench` runs it after the load figures, or alone: `node --import tsx blocks.ts` in bench/.
 *
 * The page: 30 blocks made from the declarations' examples (contract BLOCKS, each kind's `example`:
 * every kind without a script, in the palette's order and again, a kind's `maxPerPage` kept; the
 * lists show what they show without posts, products or openings), checked by the API's own rule. Block way: the real renderer, as a page's loader
 * and route run it (`renderStaticBlocks`: one render per block, split into its root and the HTML
 * inside, then `BlockPage` putting the page together). Hand-written way: the same components in one
 * React tree, rendered once. The two HTMLs are compared once (equal but for BlockPage's
 * `data-block` ids and the per-block prefix of React's useId values), then each is timed in turn:
 * warm-up, then a bounded number of renders each, the median and p95 of one render, and the ratio of
 * the medians. In-process, no network.
 *
 * The web's sources are bundled by esbuild (the `~/` alias, CSS imports as nothing, `?url` as a
 * path) into node_modules/.cache, and run in a child process with NODE_ENV=production, so React is
 * its production build, as on the server.
 *
 * Knobs: BENCH_BLOCKS_ITERATIONS (2000 renders of each), BENCH_BLOCKS_WARMUP (300 of each).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { blocksRule } from '@vyoma/contract/block-rules';
import { BLOCKS, type BlockDeclaration, type BlockValue, SHARED_SECTION_BLOCK } from '@vyoma/contract/blocks';
import { build, type Plugin } from 'esbuild';
import { percentile } from './timed-get.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

export const BLOCKS_ON_PAGE = 30;
const ITERATIONS = Math.max(1, Number(process.env.BENCH_BLOCKS_ITERATIONS ?? 2000));
const WARMUP = Math.max(0, Number(process.env.BENCH_BLOCKS_WARMUP ?? 300));
/** The issue's budget: a page of blocks renders in at most twice a hand-written page's time. */
export const BLOCKS_BUDGET_RATIO = 2;

export interface BlocksWay {
  medianMs: number;
  p95Ms: number;
}

export interface BlocksBenchResult {
  blocks: number;
  kinds: number;
  htmlBytes: number;
  iterations: number;
  warmup: number;
  blockRenderer: BlocksWay;
  handWritten: BlocksWay;
  /** Block renderer's median over the hand-written page's. */
  ratio: number;
  withinBudget: boolean;
}

/**
 * The page: each kind without a script (a shared section is its section's blocks by the time a page
 * renders, so it is left out), in the palette's order and again, up to 30, each from its example.
 */
export function benchPage(): BlockValue[] {
  const kinds: readonly BlockDeclaration[] = BLOCKS.filter(
    (b) => b.hydrate === 'none' && b.name !== SHARED_SECTION_BLOCK.name,
  );
  const placed = new Map<string, number>();
  const page: BlockValue[] = [];
  for (let i = 0; page.length < BLOCKS_ON_PAGE && i < BLOCKS_ON_PAGE * kinds.length; i++) {
    const kind = kinds[i % kinds.length]!;
    const count = placed.get(kind.name) ?? 0;
    if (kind.maxPerPage !== undefined && count >= kind.maxPerPage) continue;
    placed.set(kind.name, count + 1);
    page.push({ id: randomUUID(), type: kind.name, props: structuredClone(kind.example) });
  }
  const checked = blocksRule().safeParse(page);
  if (!checked.success) throw new Error(`The bench page is not a valid page: ${checked.error.message}`);
  if (page.length !== BLOCKS_ON_PAGE) throw new Error(`Only ${page.length} blocks could be placed`);
  return page;
}

/** CSS imports are nothing on the server; a `?url` import is the file's path, as Vite makes it. */
const cssAsNothing: Plugin = {
  name: 'css-as-nothing',
  setup(b) {
    b.onResolve({ filter: /\.css(\?url)?$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?url$/, '')),
      namespace: args.path.endsWith('?url') ? 'css-url' : 'css',
    }));
    b.onLoad({ filter: /.*/, namespace: 'css' }, () => ({ contents: '', loader: 'js' }));
    b.onLoad({ filter: /.*/, namespace: 'css-url' }, (args) => ({
      contents: `export default ${JSON.stringify(`/assets/${path.basename(args.path)}`)};`,
      loader: 'js',
    }));
  },
};

/** Packages stay in node_modules (one React for the bundle and this file); the workspace is bundled. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./~]/ }, (args) =>
      args.path.startsWith('@vyoma/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The web's block renderer and components as one ES module under node_modules/.cache. */
async function bundleRenderer(): Promise<string> {
  const outfile = path.join(repoRoot, 'node_modules/.cache/vyoma-bench/blocks-renderer.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: {
      contents: [
        "export { renderStaticBlocks } from '~/blocks/render.server.tsx';",
        "export { BLOCK_COMPONENTS } from '~/blocks/components.ts';",
        "export { BlockPage } from '~/blocks/BlockPage.tsx';",
      ].join('\n'),
      resolveDir: path.join(repoRoot, 'web'),
      loader: 'ts',
    },
    tsconfig: path.join(repoRoot, 'web/tsconfig.json'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    outfile,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [cssAsNothing, packagesOutside],
    logLevel: 'error',
  });
  return outfile;
}

/** What differs by design: BlockPage's ids on each block's root, and each block's useId prefix. */
const comparable = (html: string) =>
  html.replace(/ data-block="[^"]*"/g, '').replace(/_(?:b\d+-)?R_[0-9a-zA-Z]*_/g, '_id_');

/** Median and p95 of one render, in ms. */
function summary(times: number[]): BlocksWay {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 1000) / 1000;
  return { medianMs: ms(percentile(sorted, 50)), p95Ms: ms(percentile(sorted, 95)) };
}

/** The measurement itself; NODE_ENV must already be production (the child process). */
async function measure(): Promise<BlocksBenchResult> {
  const [{ createElement, Fragment }, { renderToStaticMarkup }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
  ]);
  const renderer = (await import(pathToFileURL(await bundleRenderer()).href)) as {
    renderStaticBlocks: (blocks: readonly BlockValue[], ctx: object) => unknown[];
    BLOCK_COMPONENTS: Record<string, (props: { values: unknown; ctx: object; nth: number }) => unknown>;
    BlockPage: (props: { blocks: readonly unknown[] }) => unknown;
  };
  const blocks = benchPage();
  const ctx = {
    linkTo: (kind: string, id: string) => `/${kind}/${id}`,
    siteOrigin: 'https://www.example.com',
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Cloud migration', path: '/services/cloud-migration' },
    ],
  };

  const byBlocks = () =>
    renderToStaticMarkup(
      createElement(renderer.BlockPage as never, { blocks: renderer.renderStaticBlocks(blocks, ctx) }),
    );
  // The hand-written page: the same sections, written as one tree.
  const seen = new Map<string, number>();
  const sections = blocks.map((block) => {
    const nth = (seen.get(block.type) ?? 0) + 1;
    seen.set(block.type, nth);
    return { Component: renderer.BLOCK_COMPONENTS[block.type]!, values: block.props, nth, key: block.id };
  });
  const byHand = () =>
    renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        sections.map(({ Component, values, nth, key }) =>
          createElement(Component as never, { key, values, ctx, nth }),
        ),
      ),
    );

  const html = byBlocks();
  const [blocksHtml, handHtml] = [comparable(html), comparable(byHand())];
  if (blocksHtml !== handHtml) {
    // Both kept, one tag a line, for a diff.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-blocks-'));
    for (const [name, text] of [
      ['blocks.html', blocksHtml],
      ['hand.html', handHtml],
    ] as const)
      writeFileSync(path.join(dir, name), text.replace(/></g, '>\n<'));
    throw new Error(`The block renderer and the hand-written page do not give the same HTML: see ${dir}`);
  }

  for (let i = 0; i < WARMUP; i++) {
    byBlocks();
    byHand();
  }
  const timesBlocks: number[] = [];
  const timesHand: number[] = [];
  // In turn, so a busy moment of the machine falls on both.
  for (let i = 0; i < ITERATIONS; i++) {
    let t0 = performance.now();
    byBlocks();
    timesBlocks.push(performance.now() - t0);
    t0 = performance.now();
    byHand();
    timesHand.push(performance.now() - t0);
  }
  const blockRenderer = summary(timesBlocks);
  const handWritten = summary(timesHand);
  const ratio = Math.round((blockRenderer.medianMs / handWritten.medianMs) * 100) / 100;
  return {
    blocks: blocks.length,
    kinds: new Set(blocks.map((b) => b.type)).size,
    htmlBytes: Buffer.byteLength(html),
    iterations: ITERATIONS,
    warmup: WARMUP,
    blockRenderer,
    handWritten,
    ratio,
    withinBudget: ratio <= BLOCKS_BUDGET_RATIO,
  };
}

export function printBlocks(r: BlocksBenchResult): void {
  const rows = [
    ['way', 'median ms', 'p95 ms'],
    ['block renderer', String(r.blockRenderer.medianMs), String(r.blockRenderer.p95Ms)],
    ['hand-written', String(r.handWritten.medianMs), String(r.handWritten.p95Ms)],
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\nA page of ${r.blocks} blocks (${r.kinds} kinds, ${r.htmlBytes} B of HTML), rendered ${r.iterations} times each after ${r.warmup} warm-ups, in-process\n` +
      [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n') +
      `\nblock renderer / hand-written (medians): ${r.ratio}× (budget ≤ ${BLOCKS_BUDGET_RATIO}×: ${r.withinBudget ? 'within' : 'OVER'})`,
  );
}

/** Runs the measurement in a child process with React's production build, prints and returns it. */
export async function blocksBench(): Promise<BlocksBenchResult> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: here,
    env: { ...process.env, NODE_ENV: 'production', BENCH_BLOCKS_CHILD: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    // Bounded: a few seconds of renders; a hang is a failure, not a wait.
    timeout: 300_000,
  });
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as BlocksBenchResult;
  printBlocks(result);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.BENCH_BLOCKS_CHILD === '1') {
    if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production');
    console.log(JSON.stringify(await measure()));
  } else await blocksBench();
}
