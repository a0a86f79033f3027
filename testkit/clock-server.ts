/**
 * A test server whose clock the test moves (e2e/tests/analytics.test.ts): the real app (buildApp) on
 * the environment's configuration, like server/src/main.ts, with BuildOptions.now set to the system
 * clock plus an offset. Visits and their days, enquiries and the scheduler's runs follow that clock;
 * sessions and everything else keep the real one. The parent moves it over the IPC channel:
 *
 *   { type: 'advance', ms }   moves the clock forward (answered { type: 'advanced', now })
 *   { type: 'run', job }      runs a scheduled job now (answered { type: 'ran', job, ran })
 *
 * Only tests start it (testkit/server-process.ts, `entry: 'clock-server'`); production has no such door.
 */
process.env.NODE_ENV ??= 'production';

import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';

type Message = { type: 'advance'; ms: number } | { type: 'run'; job: string };

let offset = 0;
const config = loadConfig(process.env, process.cwd());
const app = await buildApp(config, { now: () => new Date(Date.now() + offset) });

process.on('message', (message: Message) => {
  if (message.type === 'advance') {
    offset += message.ms;
    process.send?.({ type: 'advanced', now: new Date(Date.now() + offset).toISOString() });
  } else if (message.type === 'run') {
    void app.scheduler
      .runNow(message.job)
      .then((ran) => process.send?.({ type: 'ran', job: message.job, ran }));
  }
});
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: config.port, host: config.host });
