/**
 * vitest globalSetup of the browser tests, once per run:
 *   - a seeded and an empty data folder, each made by a real server, which every server a test file
 *     starts then copies (server.ts) instead of running the migrations and the seed again;
 *   - with PostgreSQL's binaries here (TEST_POSTGRES, as in CI), a cluster of the run's own whose
 *     seeded and empty databases, made by the same two servers, each server copies too: the
 *     embedded database (WebAssembly) cost these tests about a third of their servers' CPU time.
 *     The API and operations suites keep running on the embedded database as well;
 *   - the shared server, on a copy of the seeded data, for the files that only need the demo site
 *     (a plain useSite(), see suite.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDataTemplate } from '../../testkit/data-template.ts';
import { createDatabase, startPostgresCluster } from '../../testkit/postgres-cluster.ts';
import { passStageGate } from '../../testkit/stage-gate.ts';
import { type DataTemplate, serverEnv, startServer, webDistDir } from './server.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webDist = webDistDir();
  const root = mkdtempSync(path.join(os.tmpdir(), 'vyoma-e2e-run-'));
  const cluster = project.config.env?.TEST_POSTGRES ? await startPostgresCluster({ label: 'e2e' }) : null;
  /** A template made by a real server: its folder and, on PostgreSQL, its database. */
  const template = async (name: string, seed: boolean): Promise<DataTemplate> => {
    const dir = path.join(root, name);
    const database = `e2e_template_${name}`;
    const databaseUrl = cluster ? await createDatabase(cluster.url, database) : undefined;
    await buildDataTemplate(dir, {
      ...serverEnv({ seed, webDist }),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    return { dir, ...(cluster ? { postgres: { clusterUrl: cluster.url, database } } : {}) };
  };
  // Vitest runs no teardown for a set-up that failed: what this one started stops here.
  const undo = async () => {
    await cluster?.stop();
    rmSync(root, { recursive: true, force: true });
  };
  const orUndo = <T>(step: Promise<T>): Promise<T> =>
    step.catch(async (error: unknown) => {
      await undo();
      throw error;
    });
  const [seeded, empty] = await orUndo(Promise.all([template('seeded', true), template('empty', false)]));
  project.provide('e2eTemplates', { seeded, empty });

  const shared = await orUndo(startServer({ template: seeded, longLived: true }));
  project.provide('e2eShared', { url: shared.url, port: shared.port, dataDir: shared.dataDir });
  const teardown = async () => {
    await shared.stop();
    // It logs warnings and errors only: whatever else it said belongs in the run's output.
    const said = shared
      .output()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('Vyoma Infotech is running at'))
      .join('\n');
    if (said) process.stdout.write(`\nThe shared e2e server said:\n${said}\n`);
    await undo();
  };
  // Under npm test, set up while the last operations files run; the tests wait until they have passed.
  await passStageGate(teardown);
  return teardown;
}
