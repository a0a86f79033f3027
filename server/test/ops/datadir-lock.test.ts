/**
 * The embedded database belongs to one process: a second server on the same DATA_DIR must refuse to
 * start with a clear message, and the first one must keep serving.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, embeddedDataDir, killAll, listContacts, login, startServer } from './helpers.ts';

describe('embedded DATA_DIR is single-process', () => {
  const data = embeddedDataDir('lock');
  afterAll(async () => {
    await killAll();
    data.remove();
  });

  it('refuses a second server on the same DATA_DIR while the first keeps serving', async () => {
    const first = await startServer({ dataDir: data.dir });

    const second = await startServer({ dataDir: data.dir, waitReady: false });
    const timeout = setTimeout(() => second.signal('SIGKILL'), 60_000);
    const exit = await second.exited;
    clearTimeout(timeout);
    expect(exit.signal, `second server had to be killed; output:\n${second.output()}`).toBeNull();
    expect(exit.code).not.toBe(0);
    expect(second.output()).toMatch(/another .*server.*DATA_DIR|DATA_DIR.*(in use|locked|another)/i);

    // The first server is untouched: healthy, accepts an enquiry, and lists it.
    const health = await api<{ status: string }>(first.baseUrl, 'GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    const message = `still serving ${Date.now()}`;
    const post = await api(first.baseUrl, 'POST', '/api/v1/contact', {
      json: { name: 'Lock Test', email: 'lock@example.test', phone: '+91 98765 43210', message },
    });
    expect(post.status).toBe(201);
    const cookie = await login(first.baseUrl);
    const rows = await listContacts(first.baseUrl, cookie);
    expect(rows.map((r) => r.message)).toContain(message);

    const stopped = await first.stop();
    expect(stopped).toEqual({ code: 0, signal: null });
  });
});
