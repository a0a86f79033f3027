/**
 * The yardstick for bench/api.ts: a bare Fastify that answers each path with bytes it holds in
 * memory, choosing brotli, gzip or plain bytes by Accept-Encoding as the real server does. No hooks,
 * no logging. Usage: node --import tsx bench/bare-server.ts <manifest.json>; prints its port.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareManifest {
  [path: string]: { contentType: string; identity: string; br: string; gzip: string };
}

const manifest = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BareManifest;
const app = Fastify({ logger: false });
for (const [path, m] of Object.entries(manifest)) {
  const bytes = {
    identity: Buffer.from(m.identity, 'base64'),
    br: Buffer.from(m.br, 'base64'),
    gzip: Buffer.from(m.gzip, 'base64'),
  };
  app.get(path, (request, reply) => {
    const accept = request.headers['accept-encoding'] ?? '';
    const encoding = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : 'identity';
    reply.header('content-type', m.contentType).header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bytes[encoding]);
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
