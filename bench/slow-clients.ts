/**
 * Slow and idle clients: one address opens BENCH_SLOW_SOCKETS (2,000) connections, half idle and half
 * with headers and `{` of a 1,000-byte body, and goes quiet. Measures /healthz and a public page while
 * they are held, and how long until the server has cut every one of them off (IDLE_TIMEOUT_SECONDS,
 * HEADERS_TIMEOUT_SECONDS: the defaults unless set). `npm run bench` runs it; alone:
 * `node --import tsx bench/slow-clients.ts`. Needs `ulimit -n` above twice the socket count.
 */
import { readdirSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rssMb } from './memory.ts';
import { startBenchServer } from './server.ts';

const SOCKETS = Number(process.env.BENCH_SLOW_SOCKETS ?? 2000);

/** Sockets the server process holds (Linux /proc). */
function serverSockets(pid: number): number {
  let n = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) n++;
    } catch {
      // closed meanwhile
    }
  }
  return n;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SlowClientResult {
  sockets: number;
  openedMs: number;
  healthzMs: number[];
  pageMs: number[];
  allClosedAfterMs: number | null;
  rssWhileHeldMb: number | null;
}

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return Math.round(performance.now() - t0);
}

export async function slowClientBench(): Promise<SlowClientResult> {
  const server = await startBenchServer();
  const port = Number(new URL(server.baseUrl).port);
  const sockets: net.Socket[] = [];
  let closed = 0;
  try {
    const t0 = performance.now();
    const baseline = serverSockets(server.pid);
    // In batches the server has accepted: a burst beyond the listen backlog leaves connections the
    // server never saw (and so cannot time out), which would measure the kernel, not the server.
    for (let first = 0; first < SOCKETS; first += 200) {
      await Promise.all(
        Array.from(
          { length: Math.min(200, SOCKETS - first) },
          (_, j) =>
            new Promise<void>((resolve) => {
              const i = first + j;
              const s = net.connect({ port, host: '127.0.0.1' }, () => {
                if (i % 2 === 1) {
                  s.write(
                    'POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
                  );
                }
                resolve();
              });
              s.on('error', () => resolve());
              s.on('data', () => {});
              s.on('close', () => {
                closed++;
              });
              sockets.push(s);
            }),
        ),
      );
      const until = performance.now() + 5000;
      while (serverSockets(server.pid) < baseline + sockets.length - closed && performance.now() < until) {
        await sleep(10);
      }
    }
    const heldByServer = serverSockets(server.pid) - baseline;
    const openedMs = Math.round(performance.now() - t0);
    const healthzMs: number[] = [];
    const pageMs: number[] = [];
    for (let i = 0; i < 10; i++) {
      healthzMs.push(await timed(`${server.baseUrl}/healthz`));
      pageMs.push(await timed(`${server.baseUrl}/`));
    }
    const rssWhileHeldMb = rssMb(server.pid);
    let allClosedAfterMs: number | null = null;
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline) {
      if (closed >= SOCKETS && serverSockets(server.pid) - baseline < 5) {
        allClosedAfterMs = Math.round(performance.now() - t0);
        break;
      }
      await sleep(50);
    }
    const fmt = (xs: number[]) =>
      `median ${[...xs].sort((a, b) => a - b)[xs.length >> 1]} ms, max ${Math.max(...xs)} ms`;
    console.log(
      `\nSlow clients: ${SOCKETS} sockets from one address (half idle, half half-sent), opened in ${openedMs} ms`,
    );
    console.log(`  GET /healthz while held: ${fmt(healthzMs)}`);
    console.log(`  GET / while held:        ${fmt(pageMs)}`);
    console.log(`  connections held by the server: ${heldByServer}; RSS while held: ${rssWhileHeldMb} MB`);
    console.log(
      `  all cut off by the server: ${allClosedAfterMs === null ? 'not within 60 s' : `${allClosedAfterMs} ms after the first was opened`}`,
    );
    return { sockets: SOCKETS, openedMs, healthzMs, pageMs, allClosedAfterMs, rssWhileHeldMb };
  } finally {
    for (const s of sockets) s.destroy();
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  slowClientBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
