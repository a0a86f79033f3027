/**
 * vitest globalSetup of the operations tests: one embedded DATA_DIR made by a real server (initdb,
 * migrations, this suite's admin) that the tests copy with embeddedDataDir() (helpers.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDataTemplate } from '../../../testkit/data-template.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vyoma-ops-template-'));
  const dir = path.join(root, 'data');
  await buildDataTemplate(dir, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: 'false' });
  project.provide('opsTemplate', dir);
  return () => rmSync(root, { recursive: true, force: true });
}
