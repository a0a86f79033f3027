/**
 * An exclusive lock file so two processes never open one embedded (PGlite) data directory: that would
 * corrupt it. A lock left by a dead process is taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another Vyoma server (pid ${pid}) is already using DATA_DIR=${dataDir}; stop it or use a different DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Whether the lock holder still runs. After a reboot or container restart a pid can be reused by an
 * unrelated process, so where /proc exists the holder must also be a Node process.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node/i.test(commandLine);
  } catch {
    return true; // no /proc (macOS) or unreadable: trust the pid
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid = Number.NaN;
      try {
        pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      } catch {
        // vanished between open and read: retry
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(pid, dataDir);
      }
      // Stale lock (dead process, garbage, or our own pid from a previous life): take over.
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it
      }
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}
