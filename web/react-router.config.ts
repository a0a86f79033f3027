/**
 * React Router framework mode: public pages are rendered on the server (inside the Fastify server,
 * see server/src/modules/pages) and hydrated in the browser. The route table is src/app/routes.ts.
 */
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
