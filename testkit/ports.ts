/** Free loopback ports for the servers, databases and proxies that tests start. */
import net from 'node:net';

/**
 * A free port kept listening until `release()`: for a port another program binds only seconds later
 * (the cluster's balancer, whose address its processes must know first). A port from freePort() is
 * free only when asked: meanwhile any process listening on port 0 may be given it, as a parallel ops
 * file's server once was ("Address already in use" from HAProxy).
 */
export function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const holder = net.createServer();
    holder.unref();
    holder.on('error', reject);
    holder.listen(0, '127.0.0.1', () => {
      const address = holder.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise<void>((done) => holder.close(() => done())) });
    });
  });
}

/** A port free at the moment of asking (see reservePort for one kept until it is bound). */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}
