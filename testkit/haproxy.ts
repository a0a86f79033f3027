/**
 * HAProxy (Debian's `haproxy`, /usr/sbin/haproxy) in front of server processes, as a test's child in
 * the foreground, with a configuration generated into a temporary folder: round robin, health checks
 * on /readyz, X-Forwarded-For, and the retries docs/operations.md recommends. Its statistics (CSV)
 * say what it thinks of each server; every answer names the server that gave it (`X-Served-By`).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';
import { sleep } from './server-process.ts';
import { spawnTool } from './tool-process.ts';

export const HAPROXY = '/usr/sbin/haproxy';
export const haproxyInstalled = () => existsSync(HAPROXY);

export interface Backend {
  /** The server's name in HAProxy, its statistics and X-Served-By (s1, s2 …). */
  name: string;
  port: number;
}

export interface HaproxyOptions {
  backends: Backend[];
  /** Its port (default: a free one). */
  port?: number;
  /** Health checks: every `intervalMs` (default 500), down after `fall` failures, up after `rise` passes (2, 2). */
  checks?: { intervalMs?: number; fall?: number; rise?: number };
}

export interface ServerStat {
  /** UP, DOWN, "UP 1/2" (going down), "DOWN 1/2" (coming up), MAINT … */
  status: string;
  /** Requests it was sent. */
  sessions: number;
}

export interface Haproxy {
  /** http://127.0.0.1:<port> */
  url: string;
  host: string;
  port: number;
  /** What HAProxy thinks of each server, by name. */
  stats(): Promise<Record<string, ServerStat>>;
  /** Resolves when `name`'s status is `status` (UP or DOWN); rejects after timeoutMs. */
  waitFor(name: string, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

const BACKEND = 'servers';

function configuration(
  o: Required<Pick<HaproxyOptions, 'backends' | 'port'>>,
  statsPort: number,
  checks: Required<NonNullable<HaproxyOptions['checks']>>,
): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A request that could not be sent (connection refused) goes to another server; nothing else is
  # sent twice (an enquiry is not safe to repeat).
  retries 3
  option redispatch 1
  retry-on conn-failure
  option forwardfor

frontend www
  bind 127.0.0.1:${o.port}
  default_backend ${BACKEND}
  http-response set-header X-Served-By %[srv_name]

backend ${BACKEND}
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  default-server inter ${checks.intervalMs}ms fall ${checks.fall} rise ${checks.rise}
${o.backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  const port = options.port ?? (await freePort());
  const statsPort = await freePort();
  const checks = { intervalMs: 500, fall: 2, rise: 2, ...options.checks };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, configuration({ backends: options.backends, port }, statsPort, checks));

  // -db: in the foreground, no daemon; its warnings (a server going DOWN) on stderr.
  const tool = spawnTool(HAPROXY, ['-f', file, '-db']);

  async function stats(): Promise<Record<string, ServerStat>> {
    const res = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(2000) });
    const [header = '', ...lines] = (await res.text()).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    const result: Record<string, ServerStat> = {};
    for (const line of lines) {
      const cells = line.split(',');
      if (cells[at('pxname')] !== BACKEND || ['BACKEND', 'FRONTEND'].includes(cells[at('svname')]!)) continue;
      result[cells[at('svname')]!] = {
        status: cells[at('status')]!,
        sessions: Number(cells[at('stot')]),
      };
    }
    return result;
  }

  const haproxy: Haproxy = {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    stats,
    async waitFor(name, status, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let last = '';
      while (Date.now() < deadline) {
        if (!tool.isRunning()) throw new Error(`haproxy exited:\n${tool.output()}`);
        last = (await stats().catch(() => ({}) as Record<string, ServerStat>))[name]?.status ?? '';
        if (last === status) return;
        await sleep(50);
      }
      throw new Error(
        `haproxy: ${name} is "${last}", not ${status}, after ${timeoutMs} ms:\n${tool.output()}`,
      );
    },
    output: tool.output,
    async stop() {
      await tool.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    for (const b of options.backends) await haproxy.waitFor(b.name, 'UP');
  } catch (error) {
    await haproxy.stop();
    throw error;
  }
  return haproxy;
}
