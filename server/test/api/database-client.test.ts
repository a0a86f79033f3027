/**
 * The server's PostgreSQL client (server/src/db/client.ts) closes for real: close() resolves only
 * once every connection has ended, so a database can be dropped or used as a template straight
 * after. pg's pool.end() alone resolves as soon as it has asked the connections to end; a session
 * the server then ends (DROP DATABASE … WITH (FORCE)) reached a pool with nobody listening and took
 * the whole test worker down.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase } from '../../../testkit/postgres-cluster.ts';
import { openDatabase } from '../../src/db/client.ts';

/** How long the proxy holds back PostgreSQL's goodbye: long enough to see who waited for it. */
const GOODBYE_DELAY_MS = 300;

/**
 * A loopback proxy in front of the cluster that passes everything on but holds back the end of
 * each connection from the server's side, counting the connections whose end it has not passed on.
 */
async function slowGoodbyeProxy(clusterUrl: string) {
  const target = new URL(clusterUrl);
  let open = 0;
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    open += 1;
    const upstream = net.connect({ host: target.hostname, port: Number(target.port), allowHalfOpen: true });
    client.pipe(upstream);
    upstream.pipe(client, { end: false });
    const passOn = () =>
      setTimeout(() => {
        open -= 1;
        client.end();
      }, GOODBYE_DELAY_MS);
    upstream.once('end', passOn);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(clusterUrl);
  url.port = String(port);
  return {
    url: url.toString(),
    open: () => open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL client', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('closes only once every connection has ended', async () => {
    const clusterUrl = inject('postgresUrl');
    const name = `c_${randomBytes(6).toString('hex')}`;
    await createDatabase(clusterUrl, name);
    cleanup.push(() => dropDatabase(clusterUrl, name));
    const proxy = await slowGoodbyeProxy(clusterUrl);
    cleanup.push(proxy.close);

    const database = await openDatabase({ databaseUrl: databaseUrl(proxy.url, name), pgliteDir: null });
    // Two queries at once: two connections.
    await Promise.all([database.db.execute(sql`select pg_sleep(0.05)`), database.db.execute(sql`select 1`)]);
    expect(proxy.open()).toBe(2);
    await database.close();
    expect(proxy.open()).toBe(0);
  });
});
