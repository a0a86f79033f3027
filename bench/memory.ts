/**
 * Resident memory of the server: `npm run bench` runs it after the other benchmarks, or alone with
 * `npm run bench --workspace bench -- memory` (BENCH_ONLY=memory).
 *
 * Starts the server on a temp DATA_DIR with demo content and reads its RSS (VmRSS from /proc, Linux)
 * 5 s and 30 s after start, then after a mixed load of BENCH_MEMORY_LOAD_S seconds (default 60:
 * catalogue and blog reads, the home page, images, enquiries and a few image uploads), and again 10 s
 * and 30 s after it. RSS keeps falling for a while after start or load (V8 shrinks its heap once the
 * process is idle, glibc gives freed memory back), so the budget of 400 MB applies to the 30 s
 * readings; the figures and where they go are in docs/operations.md#memory.
 *
 * Knobs: BENCH_MEMORY_LOAD_S (60), BENCH_MEMORY_CONCURRENCY (16), BENCH_DATABASE_URL,
 * BENCH_MEMORY_PLAIN_MALLOC=1 (without the glibc malloc settings `npm start` applies).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN, type BenchServer, startBenchServer } from './server.ts';

const LOAD_S = Number(process.env.BENCH_MEMORY_LOAD_S ?? 60);
const CONCURRENCY = Number(process.env.BENCH_MEMORY_CONCURRENCY ?? 16);
const BUDGET_MB = 400;
const ADMIN = BENCH_ADMIN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident set size of a process in MB (Linux /proc), or null elsewhere. */
export function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

export type Started = BenchServer;

function get(agent: http.Agent, url: string, headers: Record<string, string> = {}, body?: Buffer | string) {
  return new Promise<{ status: number; text: string; cookies: string[] }>((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: body === undefined ? 'GET' : (headers['x-method'] ?? 'POST'),
        agent,
        headers,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** A multipart body with a 1200×800 PNG, as the admin's image upload sends it. */
async function uploadBody(boundary: string, i: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: i % 255, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(part('title', 'Bench') + part('para', 'Memory under load')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imgSrc"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export interface MemoryResult {
  /** 5 s after start, and once settled (30 s). */
  idleAfterStartMb: number | null;
  idleSettledMb: number | null;
  afterLoadMb: number | null;
  /** 10 s after the load, and once settled (30 s). */
  afterIdleMb: number | null;
  afterIdleSettledMb: number | null;
  peakMb: number | null;
  loadSeconds: number;
  requests: number;
  uploads: number;
  errors: number;
  budgetMb: number;
}

/** `at`: a prepared data directory (and database), e.g. the large data set's (bench/large-data.ts). */
export async function memoryBench(at?: { dataDir: string; databaseUrl?: string }): Promise<MemoryResult> {
  const server = await startBenchServer(at ? { SEED_DEMO: 'false' } : {}, at);
  try {
    await sleep(5000);
    const idle = rssMb(server.pid);
    await sleep(25_000);
    const idleSettled = rssMb(server.pid);
    console.log(`RSS at idle after start: ${idle} MB after 5 s, ${idleSettled} MB after 30 s`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });
    const base = server.baseUrl;
    const login = await get(
      agent,
      `${base}/api/v1/login`,
      { 'content-type': 'application/json', origin: base },
      JSON.stringify(ADMIN),
    );
    const cookie = login.cookies.find((c) => c.includes('vyoma_sid=')) ?? '';
    const products = JSON.parse((await get(agent, `${base}/api/v1/products`)).text) as {
      products: { _id: string; image: string[] }[];
    };
    const sections = JSON.parse((await get(agent, `${base}/api/v1/second-sections`)).text) as {
      data: { _id: string }[];
    };
    const images = products.products.flatMap((p) => p.image);
    const reads = [
      '/api/v1/products',
      '/api/v1/blogs',
      '/',
      '/api/v1/second-sections',
      ...products.products.map((p) => `/api/v1/product/${p._id}`),
      ...images,
    ];
    let requests = 0;
    let errors = 0;
    let uploads = 0;
    let peak = idle ?? 0;
    const end = performance.now() + LOAD_S * 1000;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid) ?? 0);
    }, 500);
    const worker = async (w: number) => {
      let i = w;
      while (performance.now() < end) {
        i += CONCURRENCY;
        try {
          let r: { status: number };
          if (w === 0 && i % 40 === 0 && sections.data[0]) {
            // An admin replaces the home-page image now and then (sharp at work).
            const boundary = `----bench${i}`;
            r = await get(
              agent,
              `${base}/api/v1/second-sections/${sections.data[0]._id}`,
              {
                'content-type': `multipart/form-data; boundary=${boundary}`,
                cookie,
                origin: base,
                'x-method': 'PUT',
              },
              await uploadBody(boundary, i),
            );
            uploads++;
          } else if (i % 10 === 1) {
            r = await get(
              agent,
              `${base}/api/v1/contact`,
              { 'content-type': 'application/json', origin: base },
              JSON.stringify({
                name: 'Bench',
                email: 'b@example.test',
                phone: '+91 98765 43210',
                message: `load ${i}`,
              }),
            );
          } else {
            r = await get(agent, `${base}${reads[i % reads.length]}`);
          }
          requests++;
          if (r.status >= 400) errors++;
        } catch {
          errors++;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
    clearInterval(sampler);
    agent.destroy();
    const afterLoad = rssMb(server.pid);
    console.log(
      `RSS after ${LOAD_S} s of load (${requests} requests, ${uploads} uploads, ${errors} errors): ${afterLoad} MB (peak ${peak} MB)`,
    );
    await sleep(10_000);
    const afterIdle = rssMb(server.pid);
    await sleep(20_000);
    const afterIdleSettled = rssMb(server.pid);
    console.log(
      `RSS idle after the load: ${afterIdle} MB after 10 s, ${afterIdleSettled} MB after 30 s (budget ${BUDGET_MB} MB at 30 s)`,
    );
    return {
      idleAfterStartMb: idle,
      idleSettledMb: idleSettled,
      afterLoadMb: afterLoad,
      afterIdleMb: afterIdle,
      afterIdleSettledMb: afterIdleSettled,
      peakMb: peak,
      loadSeconds: LOAD_S,
      requests,
      uploads,
      errors,
      budgetMb: BUDGET_MB,
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  memoryBench().then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
