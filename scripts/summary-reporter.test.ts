import { describe, expect, it } from 'vitest';
import { countLine } from './count-line.mjs';
import { describeError } from './summary-reporter.ts';

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
