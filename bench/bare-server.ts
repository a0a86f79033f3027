/**
 * The yardstick for bench/api.ts: a bare Fastify that answers each path with the very bytes the real
 * server sent (headers and body, per Accept-Encoding), held in memory. No hooks, no logging, no
 * work. Usage: node --import tsx bench/bare-server.ts <manifest.json>; prints its address.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export type Encoding = 'identity' | 'br' | 'gzip';
export interface BareManifest {
  [path: string]: Record<Encoding, { headers: Record<string, string>; body: string }>;
}

const manifest = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BareManifest;
const app = Fastify({ logger: false });
for (const [path, variants] of Object.entries(manifest)) {
  const ready = Object.fromEntries(
    Object.entries(variants).map(([encoding, v]) => [
      encoding,
      { ...v, body: Buffer.from(v.body, 'base64') },
    ]),
  ) as Record<Encoding, { headers: Record<string, string>; body: Buffer }>;
  app.get(path, (request, reply) => {
    const accept = request.headers['accept-encoding'] ?? '';
    const v = ready[accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : 'identity'];
    return reply.headers(v.headers).send(v.body);
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
