/**
 * Adds one plain closing line, "N passed, N failed[, N skipped]", after Vitest's own summary, so any
 * CI that reads the last lines of a run can count the tests. Under `npm test` (scripts/test.mjs),
 * which runs Vitest once per stage, it also leaves the counts in VYOMA_TEST_COUNTS_DIR for the total.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed before running its tests (an import error, say) counts as a failure.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) counts.failed += 1;
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
    const dir = process.env.VYOMA_TEST_COUNTS_DIR;
    if (dir) writeFileSync(path.join(dir, `${randomUUID()}.json`), JSON.stringify(counts));
  }
}
