/**
 * The site behind a real shared cache (issue 26 item 3): Debian's Varnish, started by the test as its
 * child in a temporary directory, in front of a real server with CDN_MAX_AGE and CDN_PURGE_URL
 * pointing at Varnish. Its VCL (docs/operations.md#a-cdn-in-front) keeps what the server marks
 * shareable, passes anything with a cookie, and bans by Surrogate-Key on a purge. Answers are then
 * served by Varnish, and a change saved on the server is visible through it as soon as its purge lands.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  embeddedDataDir,
  freePort,
  killAll,
  login,
  type ServerProcess,
  sleep,
  startServer,
  tempDir,
} from './helpers.ts';

const VARNISHD = '/usr/sbin/varnishd';

/** The VCL of docs/operations.md (Varnish), with the server's port. */
export function siteVcl(backendPort: number): string {
  return `vcl 4.1;

backend site {
  .host = "127.0.0.1";
  .port = "${backendPort}";
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

const OPENING = {
  title: 'Varnish Cache Engineer',
  department: 'Engineering',
  location: 'Pune',
  remote: false,
  employmentType: 'FULL_TIME',
  experience: '2+ years',
  description: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Keep pages fast and fresh.' }] }],
  },
  apply: { kind: 'email', target: 'jobs@example.test' },
  closesOn: null,
  status: 'open',
};

describe.runIf(existsSync(VARNISHD))('behind Varnish', () => {
  const data = embeddedDataDir('varnish');
  const work = tempDir('varnish-work');
  let server: ServerProcess;
  let varnish: ChildProcess;
  let cache: string;
  let cookie: string;
  let varnishLog = '';

  beforeAll(async () => {
    const cachePort = await freePort();
    cache = `http://127.0.0.1:${cachePort}`;
    server = await startServer({
      dataDir: data.dir,
      env: { CDN_MAX_AGE: '600', CDN_PURGE_URL: `${cache}/.purge` },
    });
    // Run as root, varnishd hands its worker to the unprivileged `vcache` user: it must read these.
    chmodSync(work.dir, 0o755);
    const vcl = path.join(work.dir, 'site.vcl');
    writeFileSync(vcl, siteVcl(server.port));
    varnish = spawn(
      VARNISHD,
      ['-F', '-n', path.join(work.dir, 'n'), '-a', `127.0.0.1:${cachePort}`, '-f', vcl, '-s', 'malloc,32m'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    varnish.stdout?.on('data', (chunk: Buffer) => {
      varnishLog += chunk.toString();
    });
    varnish.stderr?.on('data', (chunk: Buffer) => {
      varnishLog += chunk.toString();
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${cache}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || varnish.exitCode !== null)
        throw new Error(`varnishd did not start:\n${varnishLog}`);
      await sleep(200);
    }
    cookie = await login(server.baseUrl);
  });

  afterAll(async () => {
    varnish?.kill('SIGTERM');
    await killAll();
    await sleep(200);
    data.remove();
    work.remove();
  });

  const through = async (pathname: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${cache}${pathname}`, { headers });
    return {
      status: res.status,
      body: await res.text(),
      hit: res.headers.get('x-varnish-cache') === 'HIT',
      cacheControl: res.headers.get('cache-control'),
    };
  };

  /** Waits until Varnish answers `pathname` with what `ok` accepts; answers how long that took. */
  async function visible(pathname: string, ok: (r: Awaited<ReturnType<typeof through>>) => boolean) {
    const started = Date.now();
    await expect.poll(async () => ok(await through(pathname)), { timeout: 5000, interval: 25 }).toBe(true);
    return Date.now() - started;
  }

  it('serves public answers from the cache and passes signed-in requests to the site', async () => {
    for (const pathname of ['/careers', '/api/v1/jobs', '/sitemap.xml']) {
      const first = await through(pathname);
      expect(first.status, pathname).toBe(200);
      expect(first.cacheControl, pathname).toMatch(/s-maxage=600/);
      expect((await through(pathname)).hit, pathname).toBe(true);
    }
    const staff = await through('/api/v1/jobs', { cookie });
    expect(staff.hit).toBe(false);
    expect(staff.cacheControl).toBe('private, no-store');
  });

  it('shows a change through the cache as soon as the site purges it, and a withdrawn page is gone', async () => {
    expect((await through('/careers')).hit).toBe(true);
    const created = await api<{ data: { _id: string; slug: string } }>(
      server.baseUrl,
      'POST',
      '/api/v1/admin/jobs',
      {
        cookie,
        json: OPENING,
      },
    );
    expect(created.status).toBe(201);
    const { _id, slug } = created.body.data;
    const listed = await visible('/careers', (r) => r.body.includes(OPENING.title));
    // Measured on an idle machine: tens of milliseconds; the bound is for a busy one.
    expect(listed).toBeLessThan(5000);

    expect((await through(`/careers/${slug}`)).status).toBe(200);
    expect((await through(`/careers/${slug}`)).hit).toBe(true);
    const closed = await api(server.baseUrl, 'PUT', `/api/v1/admin/jobs/${_id}`, {
      cookie,
      json: { ...OPENING, status: 'closed' },
    });
    expect(closed.status).toBe(200);
    await visible(`/careers/${slug}`, (r) => r.status === 410);
    await visible('/careers', (r) => !r.body.includes(OPENING.title));
  });
});
