/**
 * The lockout across processes (issue 10): two servers on one PostgreSQL share the throttling
 * records. 50 wrong passwords for the admin's email from 50 addresses, spread over both processes;
 * then the browser that signed in before gets in (on the other process), while a new browser is made
 * to wait on either. Client addresses come from X-Forwarded-For (TRUST_PROXY=1, as behind a proxy).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createDatabase,
  killAll,
  type ServerProcess,
  startServer,
  tempDir,
} from './helpers.ts';

async function signIn(server: ServerProcess, opts: { password?: string; ip: string; cookie?: string }) {
  const res = await fetch(`${server.baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      'x-forwarded-for': opts.ip,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: opts.password ?? ADMIN_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { message?: string; user?: { email: string } };
  return { status: res.status, body, setCookie: res.headers.getSetCookie() };
}

describe.runIf(process.env.TEST_POSTGRES === '1')('login lockout across two servers on PostgreSQL', () => {
  const dirs = [tempDir('lock-a'), tempDir('lock-b')];

  afterAll(async () => {
    await killAll();
    for (const d of dirs) d.remove();
  });

  it('the usual browser signs in after 50 wrong passwords from 50 addresses; a new browser waits', async () => {
    const url = await createDatabase(inject('postgresUrl'), 'lockout');
    const env = { TRUST_PROXY: '1' };
    const [a, b] = await Promise.all([
      startServer({ dataDir: dirs[0]!.dir, databaseUrl: url, env }),
      startServer({ dataDir: dirs[1]!.dir, databaseUrl: url, env }),
    ]);

    // The owner's browser signed in on A before: it holds the trusted-browser cookie.
    const first = await signIn(a, { ip: '198.51.100.1' });
    expect(first.status).toBe(200);
    const device = first.setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('vyoma_device='));
    expect(device).toBeDefined();

    const statuses: number[] = [];
    // Any other answer, with its message, for the report (one run under load saw 25 of them, 5 Dec 2026).
    const others: string[] = [];
    for (let i = 0; i < 50; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await signIn(server, { password: `guess-${i}`, ip: `203.0.113.${i + 1}` });
      statuses.push(answer.status);
      if (answer.status !== 401 && answer.status !== 429)
        others.push(`#${i}: ${answer.status} ${answer.body.message ?? ''}`);
    }
    // Both processes count on the same record: five guesses are checked, the rest wait.
    expect(others, others.join('\n')).toEqual([]);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);

    const owner = await signIn(b, { ip: '198.51.100.1', cookie: device });
    expect(owner.status).toBe(200);
    expect(owner.body.user?.email).toBe(ADMIN_EMAIL);

    for (const server of [a, b]) {
      const stranger = await signIn(server, { ip: '198.51.100.2' });
      expect(stranger.status).toBe(429);
      expect(stranger.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    }

    expect(await a.stop()).toEqual({ code: 0, signal: null });
    expect(await b.stop()).toEqual({ code: 0, signal: null });
  });
});
