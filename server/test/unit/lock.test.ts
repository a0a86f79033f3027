import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/lock.ts';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vyoma-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder while a live Node process holds it', () => {
    const dir = dataDir();
    // The test runner itself is a live Node process other than "us" only if the pid differs,
    // so write our parent's pid (npm/vitest, a node process) as the holder.
    writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'db.lock'), '999999999');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });

  it.runIf(existsSync('/proc/self/cmdline'))(
    'takes over when the pid was reused by a non-Node process',
    async () => {
      const dir = dataDir();
      const sleeper = spawn('sleep', ['30']);
      try {
        writeFileSync(path.join(dir, 'db.lock'), String(sleeper.pid));
        const lock = acquireDataDirLock(dir);
        lock.release();
      } finally {
        sleeper.kill();
      }
    },
  );
});
