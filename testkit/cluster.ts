/**
 * The site as it is deployed on PostgreSQL: several server processes on one database behind HAProxy
 * (testkit/haproxy.ts), started in parallel. For the operations tests (server/test/ops/cluster.test.ts)
 * and anything else that needs "many processes, one site":
 *
 * - `processes`: each with its name in HAProxy (s1, s2, s3), its own URL, its ServerProcess (signal,
 *   stop, exited) and `restart()` on the same port and DATA_DIR;
 * - `url`: the balancer; `publicUrl`: every process's PUBLIC_URL (the balancer's unless given), so
 *   mutations send `Origin: publicUrl` (`origin` below) wherever they are sent;
 * - `client(address)`: an HTTP client whose connections come from 127.x.y.z: HAProxy appends that
 *   address to X-Forwarded-For and every process trusts hops from 127.0.0.1 (TRUST_PROXY), so each
 *   client is a visitor with an address of its own (per-address limits, sessions' addresses);
 * - `inFront(start)`: another proxy in front of the balancer (a cache, say): `start` gets the
 *   balancer's host and port and resolves with the proxy's URL and a stop function, called with the
 *   cluster's. A proxy that connects from 127.0.0.1 and appends X-Forwarded-For keeps each client's
 *   address intact, with no change to the processes;
 * - `query(sql)`: the database, for what no API shows.
 */
import pg from 'pg';
import { type Haproxy, type HaproxyOptions, startHaproxy } from './haproxy.ts';
import { type HttpClient, httpClient } from './http-client.ts';
import { freePort, reservePort } from './ports.ts';
import { type ServerProcess, type SpawnOptions, spawnServer, waitHealthy } from './server-process.ts';

export interface ClusterOptions {
  databaseUrl: string;
  /** One DATA_DIR per process (its media cache). */
  dataDirs: string[];
  /** What every process is started with (env, quickStart …), beside the cluster's own settings. */
  server?: Omit<SpawnOptions, 'dataDir' | 'databaseUrl'>;
  /** PUBLIC_URL of every process (default: the balancer's URL). */
  publicUrl?: string;
  checks?: HaproxyOptions['checks'];
}

export interface ClusterProcess {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  /** The current process (replaced by restart()). */
  server: ServerProcess;
  /** Starts it again on its port and DATA_DIR (after it stopped); resolves once HAProxy has it UP. */
  restart(): Promise<void>;
}

export interface Front {
  url: string;
  stop(): Promise<void>;
}

export interface Cluster {
  url: string;
  publicUrl: string;
  /** `{ origin: publicUrl }`: the header a mutation needs (the cross-site check). */
  origin: Record<string, string>;
  balancer: Haproxy;
  processes: ClusterProcess[];
  client(address?: string): HttpClient;
  inFront(start: (balancer: { host: string; port: number }) => Promise<Front>): Promise<Front>;
  query<T extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<T[]>;
  /** Stops the proxies, the balancer and every process (SIGKILL: nothing is left to finish). */
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  // Held until HAProxy binds it: the processes start first, with the balancer's address as theirs.
  const reserved = await reservePort();
  const balancerPort = reserved.port;
  const publicUrl = options.publicUrl ?? `http://127.0.0.1:${balancerPort}`;
  const ports = await Promise.all(options.dataDirs.map(() => freePort()));
  const env = {
    ...options.server?.env,
    PUBLIC_URL: publicUrl,
    // HAProxy connects from 127.0.0.1; clients come from other loopback addresses (client()).
    TRUST_PROXY: '127.0.0.1',
    // Longer than any pause in a test: the balancer, not the server, ends idle keep-alive connections.
    KEEP_ALIVE_TIMEOUT_SECONDS: '65',
    IDLE_TIMEOUT_SECONDS: '70',
  };
  const spawn = (dataDir: string, port: number) =>
    spawnServer({ ...options.server, dataDir, databaseUrl: options.databaseUrl, port, env });

  const servers: ServerProcess[] = [];
  const fronts: Front[] = [];
  const clients: HttpClient[] = [];
  let balancer: Haproxy | undefined;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  const stop = async () => {
    await reserved.release();
    for (const front of fronts.splice(0)) await front.stop();
    await balancer?.stop();
    for (const c of clients.splice(0)) c.close();
    await Promise.all(
      servers.map((s) => {
        s.signal('SIGKILL');
        return s.exited;
      }),
    );
    await pool.end();
  };

  try {
    servers.push(...options.dataDirs.map((dir, i) => spawn(dir, ports[i]!)));
    await Promise.all(servers.map((s) => waitHealthy(s)));
    const names = ports.map((_, i) => `s${i + 1}`);
    await reserved.release();
    balancer = await startHaproxy({
      port: balancerPort,
      backends: names.map((name, i) => ({ name, port: ports[i]! })),
      checks: options.checks,
    });
    const processes: ClusterProcess[] = names.map((name, i) => {
      const p: ClusterProcess = {
        name,
        port: ports[i]!,
        url: `http://127.0.0.1:${ports[i]}`,
        dataDir: options.dataDirs[i]!,
        server: servers[i]!,
        async restart() {
          const server = spawn(p.dataDir, p.port);
          servers.push(server);
          p.server = server;
          await waitHealthy(server);
          await balancer!.waitFor(name, 'UP');
        },
      };
      return p;
    });
    const b = balancer;
    return {
      url: b.url,
      publicUrl,
      origin: { origin: publicUrl },
      balancer: b,
      processes,
      client(address) {
        const c = httpClient(address);
        clients.push(c);
        return c;
      },
      async inFront(start) {
        const front = await start({ host: b.host, port: b.port });
        fronts.push(front);
        return front;
      },
      async query(text, values) {
        return (await pool.query(text, values)).rows;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
