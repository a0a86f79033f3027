/**
 * Adds plain closing lines after Vitest's own summary, so any CI that reads only the last lines of a
 * run can count the tests and see what failed: the count line (countLine), preceded by one
 * short entry per failed test or unhandled error. Under `npm test` (scripts/test.mjs), which runs
 * Vitest once per stage, it also leaves both in VYOMA_TEST_COUNTS_DIR for the run's own summary.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';
import { countLine } from './count-line.mjs';

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  /** Set by Vitest on an unhandled error: the file and test that were running when it was thrown. */
  VITEST_TEST_PATH?: string;
  VITEST_TEST_NAME?: string;
}

/** At most this many lines of an error's message and stack: enough to find it, short enough to read. */
const ERROR_LINES = 6;

export function describeError(error: ErrorLike): string {
  const head = `${error.name ?? 'Error'}: ${error.message ?? ''}`;
  const frames = (error.stack ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('at ') || l.startsWith('❯ '));
  // Our own frames say where to look; a library's frames only when there are none of ours.
  const own = frames.filter((l) => !/node_modules|node:internal|<anonymous>/.test(l));
  const stack = own.length > 0 ? own : frames;
  return [...head.split('\n'), ...stack]
    .slice(0, ERROR_LINES)
    .map((l) => `    ${l}`)
    .join('\n');
}

const relative = (file: string) => path.relative(process.cwd(), file);

export default class SummaryReporter implements Reporter {
  /** Files not yet finished, and the most workers any of the run's projects has. */
  private left = 0;
  private workers = 1;

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.left = specifications.length;
    this.workers = Math.max(1, ...specifications.map((s) => s.project.config.maxWorkers ?? 1));
  }

  /**
   * Under npm test, says when the run is down to its last files (no file waits for a worker, so the
   * workers start to fall idle): the next stage then sets up in the CPU they leave (scripts/test.mjs).
   */
  onTestModuleEnd(): void {
    this.left -= 1;
    const file = process.env.VYOMA_STAGE_TAIL;
    if (file && this.left <= this.workers && !existsSync(file)) writeFileSync(file, String(this.left));
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<ErrorLike>): void {
    const counts = { passed: 0, failed: 0, skipped: 0, errors: unhandledErrors.length };
    const failures: string[] = [];
    for (const module of testModules) {
      const where = `[${module.project.name}] ${relative(module.moduleId)}`;
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') counts.passed += 1;
        else if (result.state === 'failed') {
          counts.failed += 1;
          failures.push(`${where} > ${test.fullName}\n${describeError(result.errors?.[0] ?? {})}`);
        } else counts.skipped += 1;
      }
      // A file that failed before running its tests (an import error, say) counts as a failure.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        counts.failed += 1;
        failures.push(`${where}\n${describeError(module.errors()[0] ?? {})}`);
      }
    }
    for (const error of unhandledErrors) {
      const during = error.VITEST_TEST_PATH
        ? ` during ${relative(error.VITEST_TEST_PATH)}${error.VITEST_TEST_NAME ? ` > ${error.VITEST_TEST_NAME}` : ''}`
        : '';
      failures.push(`Unhandled error${during}\n${describeError(error)}`);
    }
    const list = failures.length > 0 ? `\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n` : '';
    process.stdout.write(`${list}\n${countLine(counts)}\n`);
    const dir = process.env.VYOMA_TEST_COUNTS_DIR;
    if (dir) writeFileSync(path.join(dir, `${randomUUID()}.json`), JSON.stringify({ ...counts, failures }));
  }
}
