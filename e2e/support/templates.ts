/**
 * The browser tests' data folders: a seeded and an empty one, each made by a real server, which every
 * server a test file starts then copies (server.ts) instead of running initdb, the migrations and the
 * seed again. `npm test` makes them while the operations tests run (those mostly wait on processes,
 * and the two servers take about 7 CPU-seconds each) and names their folder in VYOMA_E2E_TEMPLATES,
 * so the browser stage starts without them; a run of the browser tests alone makes its own
 * (global-setup.ts).
 *
 *   node --import tsx e2e/support/templates.ts <folder>
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDataTemplate } from '../../testkit/data-template.ts';
import { serverEnv, webDistDir } from './server.ts';

export interface E2eTemplates {
  seeded: string;
  empty: string;
}

const templatesIn = (root: string): E2eTemplates => ({
  seeded: path.join(root, 'seeded'),
  empty: path.join(root, 'empty'),
});
/** Written last: a folder without it was not finished. */
const DONE = 'done';

export async function buildE2eTemplates(root: string): Promise<E2eTemplates> {
  const webDist = webDistDir();
  const templates = templatesIn(root);
  await Promise.all([
    buildDataTemplate(templates.seeded, serverEnv({ webDist })),
    buildDataTemplate(templates.empty, serverEnv({ seed: false, webDist })),
  ]);
  writeFileSync(path.join(root, DONE), '');
  return templates;
}

/** The folders npm test made for this run, when it made them. */
export function prebuiltTemplates(): E2eTemplates | null {
  const root = process.env.VYOMA_E2E_TEMPLATES;
  return root && existsSync(path.join(root, DONE)) ? templatesIn(root) : null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2];
  if (!root) throw new Error('usage: node --import tsx e2e/support/templates.ts <folder>');
  await buildE2eTemplates(root);
}
