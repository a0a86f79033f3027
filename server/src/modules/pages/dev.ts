/**
 * `npm run dev`: the pages come from Vite's dev server running inside Fastify (middleware mode), so
 * the browser gets hot reloading and the server renders from the source files, with the same
 * loaders and services as in production. Never used by `npm start`.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { SERVER_DIR } from '../../paths.ts';
import { perBasename } from './handlers.ts';

const WEB_ROOT = path.resolve(SERVER_DIR, '../web');

export async function viteDevHandler(app: FastifyInstance) {
  const [{ createServer }, { default: middie }, { createRequestHandler }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
    import('react-router'),
  ]);
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
  // Loaded per request: an edited route module is picked up at once. A language's pages are the same
  // build under its prefix (routes.ts productionHandler).
  const load = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  return perBasename((basename) =>
    createRequestHandler(basename ? async () => ({ ...(await load()), basename }) : load, 'development'),
  );
}
