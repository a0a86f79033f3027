/**
 * vitest globalSetup of the browser tests, once per run:
 *   - a seeded and an empty data folder, each made by a real server, which every server a test file
 *     starts then copies (server.ts) instead of running initdb, the migrations and the seed again;
 *   - the shared server, on a copy of the seeded folder, for the files that only need the demo site
 *     (a plain useSite(), see suite.ts);
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDataTemplate } from '../../testkit/data-template.ts';
import { serverEnv, startServer, webDistDir } from './server.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webDist = webDistDir();
  const root = mkdtempSync(path.join(os.tmpdir(), 'vyoma-e2e-run-'));
  const seeded = path.join(root, 'seeded');
  const empty = path.join(root, 'empty');
  await Promise.all([
    buildDataTemplate(seeded, serverEnv({ webDist })),
    buildDataTemplate(empty, serverEnv({ seed: false, webDist })),
  ]);
  project.provide('e2eTemplates', { seeded, empty });

  const shared = await startServer({ template: seeded });
  project.provide('e2eShared', { url: shared.url, port: shared.port, dataDir: shared.dataDir });
  return async () => {
    await shared.stop();
    // It logs warnings and errors only: whatever else it said belongs in the run's output.
    const said = shared
      .output()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('Vyoma Infotech is running at'))
      .join('\n');
    if (said) process.stdout.write(`\nThe shared e2e server said:\n${said}\n`);
    rmSync(root, { recursive: true, force: true });
  };
}
