/**
 * vitest globalSetup of the browser tests, once per run:
 *   - a seeded and an empty data folder (templates.ts), unless npm test made them already;
 *   - the shared server, on a copy of the seeded folder, for the files that only need the demo site
 *     (a plain useSite(), see suite.ts);
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';
import { buildE2eTemplates, prebuiltTemplates } from './templates.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // npm test made the data folders while the operations tests ran (templates.ts); otherwise: now.
  const prebuilt = prebuiltTemplates();
  const root = prebuilt ? null : mkdtempSync(path.join(os.tmpdir(), 'vyoma-e2e-run-'));
  const { seeded, empty } = prebuilt ?? (await buildE2eTemplates(root as string));
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
    if (root) rmSync(root, { recursive: true, force: true });
  };
}
