/**
 * The sequencer's list of files (scripts/longest-first-sequencer.ts) names files that exist, and every
 * browser test file: a renamed or new file would otherwise run in whatever order a clean clone gives it.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST_FIRST } from './longest-first-sequencer.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('longest-first order', () => {
  it('names only files that exist, each once', () => {
    expect(LONGEST_FIRST.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
    expect(new Set(LONGEST_FIRST).size).toBe(LONGEST_FIRST.length);
  });

  it('names every browser test file', () => {
    const files = readdirSync(path.join(root, 'e2e/tests'))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `e2e/tests/${name}`);
    expect(files.filter((file) => !LONGEST_FIRST.includes(file))).toEqual([]);
  });
});
