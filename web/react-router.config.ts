/**
 * React Router framework mode: public pages are rendered on the server (inside the Fastify server,
 * see server/src/modules/pages) and hydrated in the browser. The route table is src/app/routes.ts.
 */
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
  // React Router 8's behaviours, each decided (the build warns about any left unset).
  future: {
    // A route's client-only exports in chunks of their own: no route has any yet, so the build is the same.
    v8_splitRouteModules: true,
    // Loaders read SiteServices from the load context the server passes (app/context.ts,
    // server/src/modules/pages); middleware replaces that context with another kind of object.
    v8_middleware: false,
    // web/scripts' plugins tell the server build by config.build.ssr, which one build of both
    // environments does not set (a trial build compressed the server bundle and copied the public
    // files into it).
    v8_viteEnvironmentApi: false,
    // Loaders read the page's path from request.url (legal pages, service blogs): passed through,
    // a data request's would end in `.data`.
    v8_passThroughRequests: false,
    // The server's page cache keys and uncached pages know today's `/path.data` form
    // (server/src/modules/pages/page-key.ts).
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
