/**
 * Scale-out on PostgreSQL: two server processes on one database. Both start at once on an empty
 * database (migrations must not race), and they share sessions: a login on A works on B, a logout on B
 * ends the session on A too.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, createDatabase, killAll, login, type ServerProcess, startServer, tempDir } from './helpers.ts';

interface MeBody {
  user: { email: string; role: string } | null;
}

describe.runIf(process.env.TEST_POSTGRES === '1')('two servers on one PostgreSQL database', () => {
  const dirs = [tempDir('pg-a'), tempDir('pg-b')];
  let a: ServerProcess;
  let b: ServerProcess;

  afterAll(async () => {
    await killAll();
    for (const d of dirs) d.remove();
  });

  it('both start at once on an empty database', async () => {
    const url = await createDatabase(inject('postgresUrl'), 'shared');
    [a, b] = await Promise.all([
      startServer({ dataDir: dirs[0]!.dir, databaseUrl: url }),
      startServer({ dataDir: dirs[1]!.dir, databaseUrl: url }),
    ]);
    for (const s of [a, b]) {
      const health = await api<{ status: string }>(s.baseUrl, 'GET', '/healthz');
      expect(health.status).toBe(200);
    }
  });

  it('share sessions: log in on A, use on B, log out on B, gone on A', async () => {
    expect(a && b, 'servers did not start').toBeTruthy();
    const cookie = await login(a.baseUrl);

    const meB = await api<MeBody>(b.baseUrl, 'GET', '/api/v1/me', { cookie });
    expect(meB.status).toBe(200);
    expect(meB.body.user?.email).toBe('ops-admin@example.test');
    expect(meB.body.user?.role).toBe('admin');

    const listB = await api<{ data: unknown[] }>(b.baseUrl, 'GET', '/api/v1/contact', { cookie });
    expect(listB.status).toBe(200);
    expect(Array.isArray(listB.body.data)).toBe(true);

    // An enquiry sent to A is visible to the admin on B.
    const message = `shared ${Date.now()}`;
    const post = await api(a.baseUrl, 'POST', '/api/v1/contact', {
      json: { name: 'Shared', email: 'shared@example.test', phone: '+91 98765 43210', message },
    });
    expect(post.status).toBe(201);
    const listB2 = await api<{ data: { message: string }[] }>(b.baseUrl, 'GET', '/api/v1/contact', {
      cookie,
    });
    expect(listB2.body.data.map((r) => r.message)).toContain(message);

    // Spec: GET /api/v1/logout; fall back to POST if the server only accepts that.
    let logout = await api(b.baseUrl, 'GET', '/api/v1/logout', { cookie });
    if (logout.status === 404 || logout.status === 405) {
      logout = await api(b.baseUrl, 'POST', '/api/v1/logout', { cookie });
    }
    expect(logout.status).toBe(200);

    const meA = await api<MeBody>(a.baseUrl, 'GET', '/api/v1/me', { cookie });
    expect(meA.status).toBe(200);
    expect(meA.body.user ?? null).toBeNull();
    const listA = await api(a.baseUrl, 'GET', '/api/v1/contact', { cookie });
    expect(listA.status).toBe(401);

    expect(await a.stop()).toEqual({ code: 0, signal: null });
    expect(await b.stop()).toEqual({ code: 0, signal: null });
  });
});
