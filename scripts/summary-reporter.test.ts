import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { passStageGate } from '../testkit/stage-gate.ts';
import { countLine } from './count-line.mjs';
import SummaryReporter, { describeError } from './summary-reporter.ts';

describe('the closing lines of a test run', () => {
  it('count errors that no test caught, so a run with only those does not read as clean', () => {
    expect(countLine({ passed: 3, failed: 0, skipped: 0, errors: 0 })).toBe('3 passed, 0 failed');
    expect(countLine({ passed: 3, failed: 1, skipped: 2, errors: 1 })).toBe(
      '3 passed, 1 failed, 2 skipped, 1 unhandled error',
    );
    expect(countLine({ passed: 0, failed: 0, skipped: 0, errors: 2 })).toContain('2 unhandled errors');
  });

  it("keep an error's name, message and first stack frames, and nothing else of a long stack", () => {
    const error = new TypeError('the pool is closed');
    error.stack = [
      'TypeError: the pool is closed',
      ...Array.from({ length: 20 }, (_, i) => `    at frame${i} (file.ts:${i}:1)`),
    ].join('\n');
    const lines = describeError(error).split('\n');
    expect(lines[0]).toBe('    TypeError: the pool is closed');
    expect(lines[1]).toBe('    at frame0 (file.ts:0:1)');
    expect(lines.length).toBeLessThanOrEqual(6);
    // An error Vitest could not serialise fully still gets a line.
    expect(describeError({})).toBe('    Error: ');
  });
});

describe('a stage set up ahead (scripts/test.mjs)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stage-gate-test-'));
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(path.join(dir, 'signal'), { force: true });
  });

  it('hears from the run before when no file waits for a worker any more', () => {
    const file = path.join(dir, 'signal');
    vi.stubEnv('VYOMA_STAGE_TAIL', file);
    const reporter = new SummaryReporter();
    const spec = { project: { config: { maxWorkers: 3 } } } as unknown as TestSpecification;
    reporter.onTestRunStart(Array.from({ length: 6 }, () => spec));
    reporter.onTestModuleEnd();
    reporter.onTestModuleEnd();
    expect(existsSync(file)).toBe(false);
    reporter.onTestModuleEnd();
    expect(readFileSync(file, 'utf8')).toBe('3');
  });

  it('waits at the gate for "go", or undoes its set-up and runs nothing on "stop"', async () => {
    const file = path.join(dir, 'signal');
    vi.stubEnv('VYOMA_STAGE_GATE', file);
    const undo = vi.fn(async () => {});
    const passing = passStageGate(undo);
    setTimeout(() => writeFileSync(file, 'go'), 150);
    await passing;
    expect(undo).not.toHaveBeenCalled();

    writeFileSync(file, '');
    const stopped = passStageGate(undo);
    setTimeout(() => writeFileSync(file, 'stop'), 150);
    await expect(stopped).rejects.toThrow('A stage before this one failed');
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('passes the gate at once when the suite runs on its own', async () => {
    vi.stubEnv('VYOMA_STAGE_GATE', '');
    const undo = vi.fn(async () => {});
    await passStageGate(undo);
    expect(undo).not.toHaveBeenCalled();
  });
});
