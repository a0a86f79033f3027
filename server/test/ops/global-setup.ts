/**
 * vitest globalSetup of the operations tests: one embedded DATA_DIR made by a real server (initdb,
 * migrations, this suite's admin) that the tests copy with embeddedDataDir() (helpers.ts), and, when
 * PostgreSQL's binaries are here (TEST_POSTGRES), the cluster: made side by side, as neither needs
 * the other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDataTemplate } from '../../../testkit/data-template.ts';
import { passStageGate } from '../../../testkit/stage-gate.ts';
import startPostgres from '../support/postgres-global-setup.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vyoma-ops-template-'));
  const dir = path.join(root, 'data');
  const [cluster, template] = await Promise.allSettled([
    project.config.env?.TEST_POSTGRES ? startPostgres(project) : null,
    buildDataTemplate(dir, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: 'false' }),
  ]);
  const stopPostgres = cluster.status === 'fulfilled' ? cluster.value : null;
  const teardown = async () => {
    await stopPostgres?.();
    rmSync(root, { recursive: true, force: true });
  };
  // Vitest runs no teardown for a set-up that failed: what this one started stops here.
  const failed = [cluster, template].find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('opsTemplate', dir);
  // Under npm test, set up while the API files run; the tests wait until they have passed.
  await passStageGate(teardown);
  return teardown;
}
