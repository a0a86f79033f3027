/**
 * How fast a saved change reaches every process (issue 26: p99 ≤ 1 s from a save's answer to every
 * process answering the new state; a scheduled post live on every process within 2 s of its time).
 * `npm run bench` runs it after the other benches with servers of their own (`BENCH_SKIP_CHANGE_FEED=1`
 * skips it: about 5–9 minutes on a two-core machine), or alone: `node --import tsx change-feed.ts` in
 * bench/.
 *
 * Starts a throwaway PostgreSQL (testkit/postgres-cluster.ts) and, for each CHANGE_FEED
 * (listen, then poll), three server processes on a fresh database behind HAProxy (testkit/cluster.ts,
 * `npm start`'s way: the sources with tsx), their caches kept an hour so that only the change feed can
 * make a process show a change. Then BENCH_FEED_CHANGES changes, one at a time, a mix of ten kinds
 * (a post renamed, shown on its page; a post unpublished or published again; a product's price; a
 * category's name; the settings; the home section; a legal page; an opening closed or opened again,
 * on its page; a redirect added; a picture's alt text), each saved through the next process in turn.
 * Before each, every process has answered (and cached) the state before; after the save's answer,
 * each process is read every few milliseconds until it answers the new state. The figure is the time
 * from the save's answer to the last of the three answering it (to the end of that answer). Then
 * BENCH_FEED_SCHEDULED posts scheduled a few seconds ahead, each through another process: the time
 * from its publishing time to every process answering it.
 *
 * Each save follows the previous change's last answer at once, so with `poll` it comes just after a
 * process's read of the change log and waits most of a period: the poll figures are near the worst case.
 *
 * Needs Debian's `postgresql` and `haproxy`; without them it says so and measures nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type Cluster, startCluster } from '../testkit/cluster.ts';
import { haproxyInstalled } from '../testkit/haproxy.ts';
import type { HttpAnswer, HttpClient } from '../testkit/http-client.ts';
import { openingInput } from '../testkit/openings.ts';
import {
  createDatabase,
  findPostgresBinDir,
  type PostgresCluster,
  startPostgresCluster,
} from '../testkit/postgres-cluster.ts';
import { REPO_ROOT, sleep } from '../testkit/server-process.ts';
import { BENCH_ADMIN } from './server.ts';
import { percentile } from './timed-get.ts';

const CHANGES = Math.max(1, Number(process.env.BENCH_FEED_CHANGES ?? 100));
const SCHEDULED = Math.max(0, Number(process.env.BENCH_FEED_SCHEDULED ?? 5));
const PROCESSES = 3;
/** How often each process is read while a change is awaited. */
const POLL_MS = 5;
/** A change not shown after this is counted as never shown. */
const GIVE_UP_MS = 10_000;
const TARGET_MS = 1000;
const SCHEDULED_TARGET_MS = 2000;
const MODES = ['listen', 'poll'] as const;
type Mode = (typeof MODES)[number];

export interface FeedKindRow {
  kind: string;
  changes: number;
  p50: number;
  max: number;
}

export interface FeedModeResult {
  mode: Mode;
  changes: number;
  /** From the save's answer to every process answering the new state, ms. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Changes some process took longer than 1 s to show (never shown: counted, as GIVE_UP_MS). */
  overTarget: number;
  kinds: FeedKindRow[];
  /** From each scheduled post's time to every process answering it, ms. */
  scheduled: number[];
  loadAverage: { before: number[]; after: number[] };
}

export interface ChangeFeedResult {
  processes: number;
  postgres: string;
  modes: FeedModeResult[];
}

/** One kind of change: what to save for change number `n`, and the read that shows it. */
interface Kind {
  name: string;
  save(url: string, n: number): Promise<HttpAnswer>;
  path(n: number): string;
  shows(answer: HttpAnswer, n: number): boolean;
}

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 10) / 10);

function signInCookie(answer: HttpAnswer): string {
  const cookie = [answer.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('vyoma_sid='));
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return cookie;
}

/** The site's items the changes work on, made through the balancer, and the ten kinds of change. */
async function setUp(cluster: Cluster, admin: HttpClient) {
  const cookie = signInCookie(
    await admin.request(`${cluster.url}/api/v1/login`, {
      method: 'POST',
      headers: cluster.origin,
      json: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
    }),
  );
  async function send(
    method: string,
    url: string,
    pathname: string,
    body: { json?: unknown; form?: Record<string, string | Blob> } = {},
  ): Promise<HttpAnswer> {
    const headers = { ...cluster.origin, cookie };
    if (!body.form) return admin.request(`${url}${pathname}`, { method, headers, json: body.json });
    const form = new FormData();
    for (const [name, value] of Object.entries(body.form))
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, name === 'iconImage' ? 'icon.webm' : 'picture.png');
    const res = new Response(form);
    return admin.request(`${url}${pathname}`, {
      method,
      headers: { ...headers, 'content-type': res.headers.get('content-type')! },
      body: Buffer.from(await res.arrayBuffer()),
    });
  }
  const ok = <T>(answer: HttpAnswer, what: string): T => {
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return answer.json<T>();
  };
  const json = <T>(answer: HttpAnswer): T | null => {
    try {
      return answer.json<T>();
    } catch {
      return null;
    }
  };
  const at = cluster.url;

  const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const image = ok<{ data: { _id: string; path: string } }>(
    await send('POST', at, '/api/v1/admin/media', {
      form: { file: new Blob([png], { type: 'image/png' }), alt: 'A blue square' },
    }),
    'image',
  ).data;
  const webm = readFileSync(path.join(REPO_ROOT, 'server/src/demo/media/blog-ai.webm'));
  const postForm = (slug: string, fields: Record<string, string | Blob>) => ({
    title: 'Bench post',
    heading: 'Heading',
    description: 'A post of the change-feed bench',
    author: 'Priya',
    category: 'digitalMarketing',
    slug,
    status: 'published',
    'content[0][heading]': 'One',
    'content[0][description]': 'Text',
    'content[0][image]': image.path,
    ...fields,
  });
  const newPost = async (slug: string, fields: Record<string, string> = {}) =>
    ok<{ data: { _id: string } }>(
      await send('POST', at, '/api/v1/blogs', {
        form: postForm(slug, { iconImage: new Blob([webm], { type: 'video/webm' }), ...fields }),
      }),
      'post',
    ).data._id;
  const renamed = await newPost('bench-renamed');
  const toggled = await newPost('bench-toggled');
  const category = ok<{ category: { _id: string } }>(
    await send('POST', at, '/api/v1/admin/categories', {
      json: { name: 'Bench category', description: 'Products of the bench' },
    }),
    'category',
  ).category._id;
  const product = ok<{ product: { _id: string } }>(
    await send('POST', at, '/api/v1/admin/product/new', {
      form: {
        name: 'Bench product',
        description: 'A product of the bench',
        price: '10',
        ratings: '4',
        stock: '3',
        category,
        images: image.path,
      },
    }),
    'product',
  ).product._id;
  const settings = ok<{ data: Record<string, unknown> }>(
    await admin.request(`${at}/api/v1/settings`),
    'settings',
  ).data;
  const section = '00000000-0000-4000-8000-00000000b026';
  await cluster.query('INSERT INTO second_sections (id, title, para) VALUES ($1, $2, $3)', [
    section,
    'Bench section',
    'A section of the home page',
  ]);
  const opening = openingInput('Bench Engineer', 'Measure twice.');
  const job = ok<{ data: { _id: string; slug: string } }>(
    await send('POST', at, '/api/v1/admin/jobs', { json: opening }),
    'opening',
  ).data;
  let toggledLive = true;
  let jobOpen = true;

  const kinds: Kind[] = [
    {
      name: 'post renamed (its page)',
      save: (url, n) =>
        send('PUT', url, `/api/v1/blogs/${renamed}`, {
          form: postForm('bench-renamed', { title: `Post ${n}` }),
        }),
      path: () => '/blog/bench-renamed',
      shows: (a, n) => a.body.includes(`Post ${n}<`),
    },
    {
      name: 'post unpublished / published',
      save(url) {
        toggledLive = !toggledLive;
        return send('PUT', url, `/api/v1/blogs/${toggled}`, {
          form: postForm('bench-toggled', { status: toggledLive ? 'published' : 'draft' }),
        });
      },
      path: () => `/api/v1/blogs/${toggled}`,
      shows: (a) => a.status === (toggledLive ? 200 : 404),
    },
    {
      name: 'product price',
      save: (url, n) =>
        send('PUT', url, `/api/v1/admin/product/${product}`, {
          json: { name: 'Bench product', price: 1000 + n, stock: 3, description: 'A product of the bench' },
        }),
      path: () => `/api/v1/product/${product}`,
      shows: (a, n) => json<{ product: { price: number } }>(a)?.product.price === 1000 + n,
    },
    {
      name: 'category name',
      save: (url, n) =>
        send('PUT', url, `/api/v1/admin/categories/${category}`, {
          json: { name: `Category ${n}`, description: 'Products of the bench' },
        }),
      path: () => `/api/v1/product/${product}`,
      shows: (a, n) =>
        json<{ product: { categoryName: string } }>(a)?.product.categoryName === `Category ${n}`,
    },
    {
      name: 'site settings',
      save: (url, n) =>
        send('PUT', url, '/api/v1/admin/settings', { json: { ...settings, tagline: `Tagline ${n}.` } }),
      path: () => '/api/v1/settings',
      shows: (a, n) => a.body.includes(`"Tagline ${n}."`),
    },
    {
      name: 'home section',
      save: (url, n) =>
        send('PUT', url, `/api/v1/second-sections/${section}`, {
          json: { title: `Section ${n}`, para: 'A section of the home page' },
        }),
      path: () => '/api/v1/second-sections',
      shows: (a, n) => a.body.includes(`"Section ${n}"`),
    },
    {
      name: 'legal page',
      save: (url, n) =>
        send('PUT', url, '/api/v1/admin/legal/privacy-policy', {
          json: {
            title: 'Privacy policy',
            body: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: `Legal text ${n}.` }] }],
            },
          },
        }),
      path: () => '/api/v1/legal/privacy-policy',
      shows: (a, n) => a.body.includes(`Legal text ${n}.`),
    },
    {
      name: 'opening closed / opened (its page)',
      save(url) {
        jobOpen = !jobOpen;
        return send('PUT', url, `/api/v1/admin/jobs/${job._id}`, {
          json: { ...opening, status: jobOpen ? 'open' : 'closed' },
        });
      },
      path: () => `/careers/${job.slug}`,
      shows: (a) => a.status === (jobOpen ? 200 : 410),
    },
    {
      name: 'redirect added',
      save: (url, n) =>
        send('POST', url, '/api/v1/admin/redirects', { json: { from: `/old-${n}`, to: '/careers' } }),
      path: (n) => `/old-${n}`,
      shows: (a) => a.status === 301,
    },
    {
      name: 'media alt text',
      save: (url, n) =>
        send('PATCH', url, `/api/v1/admin/media/${image._id}`, { json: { alt: `Alt text ${n}` } }),
      path: () => `/api/v1/blogs/${renamed}`,
      shows: (a, n) => a.body.includes(`"Alt text ${n}"`),
    },
  ];

  /** Posts scheduled `aheadMs` from now through `url`: answers its id and time. */
  async function schedule(url: string, n: number, aheadMs: number) {
    const publishAt = new Date(Date.now() + aheadMs);
    const answer = await send('POST', url, '/api/v1/blogs', {
      form: postForm(`bench-scheduled-${n}`, {
        iconImage: new Blob([webm], { type: 'video/webm' }),
        status: 'scheduled',
        publishAt: publishAt.toISOString(),
      }),
    });
    return { id: ok<{ data: { _id: string } }>(answer, 'scheduled post').data._id, publishAt };
  }
  return { kinds, schedule };
}

const stat = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
};

async function measureMode(pg: PostgresCluster, mode: Mode): Promise<FeedModeResult> {
  const databaseUrl = await createDatabase(pg.url, `bench_feed_${mode}_${Date.now()}`);
  const dirs = Array.from({ length: PROCESSES }, () =>
    mkdtempSync(path.join(os.tmpdir(), 'vyoma-bench-feed-')),
  );
  const started = Date.now();
  const cluster = await startCluster({
    databaseUrl,
    dataDirs: dirs,
    server: {
      env: {
        SEED_DEMO: 'false',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        CHANGE_FEED: mode,
        // Kept an hour: only the change feed makes a process show a change.
        PUBLIC_CACHE_SECONDS: '3600',
      },
    },
  });
  console.log(`${PROCESSES} processes (CHANGE_FEED=${mode}) ready in ${Date.now() - started} ms`);
  try {
    const admin = cluster.client('127.0.0.2');
    const reader = cluster.client('127.0.0.3');
    const { kinds, schedule } = await setUp(cluster, admin);
    const read = (url: string, pathname: string) =>
      reader.request(`${url}${pathname}`, { timeoutMs: 30_000 });
    /** Reads `pathname` on `url` until `shows` takes it; answers when that answer had arrived. */
    async function until(url: string, pathname: string, shows: (a: HttpAnswer) => boolean, since: number) {
      for (;;) {
        const answer = await read(url, pathname);
        if (shows(answer)) return answer.endedAt;
        if (Date.now() - since > GIVE_UP_MS) return since + GIVE_UP_MS;
        await sleep(POLL_MS);
      }
    }
    const urls = cluster.processes.map((p) => p.url);

    const loadBefore = loadAverage();
    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    for (let n = 0; n < CHANGES; n++) {
      const kind = kinds[n % kinds.length]!;
      const pathname = kind.path(n);
      // The state before, answered (and kept) by every process.
      await Promise.all(urls.map((url) => until(url, pathname, (a) => !kind.shows(a, n), Date.now())));
      const saved = await kind.save(urls[n % urls.length]!, n);
      if (saved.status >= 300) throw new Error(`${kind.name}: ${saved.status} ${saved.body.slice(0, 300)}`);
      const shownAt = await Promise.all(
        urls.map((url) => until(url, pathname, (a) => kind.shows(a, n), saved.endedAt)),
      );
      const ms = Math.max(...shownAt) - saved.endedAt;
      all.push(ms);
      byKind.set(kind.name, [...(byKind.get(kind.name) ?? []), ms]);
    }

    const scheduled: number[] = [];
    for (let n = 0; n < SCHEDULED; n++) {
      const post = await schedule(urls[n % urls.length]!, n, 2500);
      const shownAt = await Promise.all(
        urls.map((url) =>
          until(url, `/api/v1/blogs/${post.id}`, (a) => a.status === 200, post.publishAt.getTime()),
        ),
      );
      scheduled.push(Math.max(...shownAt) - post.publishAt.getTime());
    }
    return {
      mode,
      changes: all.length,
      ...stat(all),
      overTarget: all.filter((ms) => ms > TARGET_MS).length,
      kinds: [...byKind].map(([kind, values]) => ({ kind, changes: values.length, ...stat(values) })),
      scheduled,
      loadAverage: { before: loadBefore, after: loadAverage() },
    };
  } finally {
    await cluster.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

function print(result: ChangeFeedResult): void {
  const rows = result.modes.map((m) => [
    m.mode,
    String(m.changes),
    String(m.p50),
    String(m.p95),
    String(m.p99),
    String(m.max),
    String(m.overTarget),
    m.scheduled.length ? `${Math.max(...m.scheduled)} (${m.scheduled.join(', ')})` : '-',
    `${m.loadAverage.before[0]} → ${m.loadAverage.after[0]}`,
  ]);
  const header = [
    'CHANGE_FEED',
    'changes',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    `>${TARGET_MS} ms`,
    `scheduled: max ms (each)`,
    'load avg',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\nChange feed: ${result.processes} processes on one PostgreSQL ${result.postgres} behind HAProxy; ` +
      `each change saved through one process, timed from its answer to every process answering the ` +
      `new state (targets: p99 ≤ ${TARGET_MS} ms; scheduled ≤ ${SCHEDULED_TARGET_MS} ms)\n` +
      [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'),
  );
  for (const m of result.modes)
    console.log(`  ${m.mode}: ${m.kinds.map((k) => `${k.kind} ${k.p50}/${k.max}`).join('; ')} (p50/max ms)`);
}

/** Both modes on a throwaway PostgreSQL; null (with a note) without PostgreSQL or HAProxy. */
export async function changeFeedBench(): Promise<ChangeFeedResult | null> {
  const bin = findPostgresBinDir();
  if (!bin || !haproxyInstalled()) {
    console.log('\nChange feed: skipped (needs Debian’s postgresql and haproxy)');
    return null;
  }
  const pg = await startPostgresCluster({ label: 'bench-feed' });
  try {
    const modes: FeedModeResult[] = [];
    for (const mode of MODES) modes.push(await measureMode(pg, mode));
    const result = { processes: PROCESSES, postgres: path.basename(path.dirname(bin)), modes };
    print(result);
    return result;
  } finally {
    await pg.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  changeFeedBench().then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
