/**
 * `npm test` starts the operations and browser suites while the stage before them still runs
 * (scripts/test.mjs, `setUpWhen`), so their set-up uses the CPU that stage leaves idle. Their
 * global set-up ends here: it waits until the runner writes "go" (every stage ahead passed) or
 * "stop" (one failed: the set-up is undone and no test runs) to the file VYOMA_STAGE_GATE names.
 * Without the variable (a suite run on its own) it returns at once.
 */
import { readFileSync } from 'node:fs';
import { sleep } from './server-process.ts';

export async function passStageGate(undo: () => Promise<void>): Promise<void> {
  const file = process.env.VYOMA_STAGE_GATE;
  if (!file) return;
  const runner = process.ppid;
  for (;;) {
    let said = '';
    try {
      said = readFileSync(file, 'utf8').trim();
    } catch {
      // not written yet
    }
    if (said === 'go') return;
    // A runner that is gone (killed) will never say: stop as for a failed stage.
    if (said === 'stop' || process.ppid !== runner) {
      await undo();
      throw new Error('A stage before this one failed, so its tests do not run.');
    }
    await sleep(100);
  }
}
