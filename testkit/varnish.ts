/**
 * Varnish (Debian's `varnishd`) as a test's child in the foreground, in a temporary directory, with the
 * VCL of docs/operations.md#a-cdn-in-front: it keeps what the site marks shareable, passes anything
 * with a cookie, bans by Surrogate-Key on the site's purge (`purgeUrl`, for CDN_PURGE_URL) and says
 * whether it answered from its cache (`X-Varnish-Cache: HIT`). In front of one server or of a cluster's
 * balancer (`cluster.inFront((b) => startVarnish({ backend: b }))`, testkit/cluster.ts).
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';
import { sleep } from './server-process.ts';
import { spawnTool } from './tool-process.ts';

export const VARNISHD = '/usr/sbin/varnishd';
export const varnishInstalled = () => existsSync(VARNISHD);

/** The VCL of docs/operations.md (Varnish), with the backend's address and a hit-or-miss header. */
export function siteVcl(backend: { host: string; port: number }): string {
  return `vcl 4.1;

backend site {
  .host = "${backend.host}";
  .port = "${backend.port}";
}

acl purgers {
  "127.0.0.1";
}

sub vcl_recv {
  # A purge from the site (CDN_PURGE_URL): ban every object that names one of the keys.
  if (req.method == "POST" && req.url == "/.purge") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.Surrogate-Key) {
      return (synth(400, "No Surrogate-Key"));
    }
    ban("obj.http.Surrogate-Key ~ (^|\\s)(" + regsuball(req.http.Surrogate-Key, "\\s+", "|") + ")(\\s|$)");
    return (synth(200, "Banned"));
  }
  # Varnish's built-in rules follow: a request with a cookie (a signed-in admin) goes to the site.
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Varnish-Cache = "HIT";
  } else {
    set resp.http.X-Varnish-Cache = "MISS";
  }
}
`;
}

export interface VarnishOptions {
  /** What it caches: a server or a balancer. */
  backend: { host: string; port: number };
  /** Its port (default: a free one); choose it first when the site must know CDN_PURGE_URL at start. */
  port?: number;
}

export interface Varnish {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Where the site POSTs its purges (CDN_PURGE_URL). */
  purgeUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/** The purge address of a Varnish that will listen on `port`. */
export const varnishPurgeUrl = (port: number) => `http://127.0.0.1:${port}/.purge`;

/** Starts Varnish; resolves once it answers (its backend's /healthz through it). */
export async function startVarnish(options: VarnishOptions): Promise<Varnish> {
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-varnish-'));
  // Run as root, varnishd hands its worker to the unprivileged `vcache` user: it must read these.
  chmodSync(dir, 0o755);
  const vcl = path.join(dir, 'site.vcl');
  writeFileSync(vcl, siteVcl(options.backend));
  const tool = spawnTool(VARNISHD, [
    '-F',
    '-n',
    path.join(dir, 'n'),
    '-a',
    `127.0.0.1:${port}`,
    '-f',
    vcl,
    '-s',
    'malloc,32m',
  ]);
  const url = `http://127.0.0.1:${port}`;
  const varnish: Varnish = {
    url,
    purgeUrl: varnishPurgeUrl(port),
    output: tool.output,
    async stop() {
      await tool.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return varnish;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || !tool.isRunning()) {
      await varnish.stop();
      throw new Error(`varnishd did not start:\n${tool.output()}`);
    }
    await sleep(200);
  }
}
