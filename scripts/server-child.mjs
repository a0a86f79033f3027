/**
 * How `npm start` (scripts/start.mjs) and `npm run dev` (scripts/dev.mjs) run the server: as a child
 * that gets each stop signal once and never outlives them, whoever was signalled
 * (docs/operations.md#start-stop-and-graceful-shutdown).
 *
 * - The child leads its own process group (`detached`): Ctrl+C in a terminal, or SIGTERM to the
 *   whole group (`docker stop` of `npm start`, `kill -- -PGID`), reaches it through this process
 *   only, once, not a second time directly. (systemd's default KillMode signals every process of the
 *   service: the server takes a copy that comes within a second of the first as the same stop.)
 * - This process forwards SIGINT and SIGTERM, but not the same signal again within a second: npm
 *   and the group may each deliver one.
 * - The child has an IPC channel to this process. When this process dies, even by SIGKILL, which no
 *   handler sees, the channel closes and the server stops by itself (server/src/main.ts).
 * - Under npm (`npm start`) this process's parent is npm's `sh -c`. SIGTERM to npm alone ends npm
 *   and that shell without a word to this process: it notices its parent is gone and stops the
 *   server as on SIGTERM. Started any other way (systemd, a container, `nohup … &`), its parent
 *   may go away on purpose, and it keeps running.
 * - SIGHUP is left alone: a closed terminal ends this process, and with it the server (the
 *   channel); under `nohup` both ignore it.
 */
import { spawn } from 'node:child_process';

const FORWARDED = ['SIGINT', 'SIGTERM'];
/** The same signal again within this time is a copy of the first, not a second request. */
const AGAIN_MS = 1000;
/** How often, under npm, this process checks that its parent is still there. */
const PARENT_CHECK_MS = 500;

/** Runs `node <args>` as described above; exits with its status once it has exited. */
export function runServer(args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  const sentAt = new Map();
  const forward = (signal) => {
    const now = Date.now();
    if (now - (sentAt.get(signal) ?? 0) < AGAIN_MS) return;
    sentAt.set(signal, now);
    child.kill(signal);
  };
  for (const signal of FORWARDED) process.on(signal, () => forward(signal));
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      forward('SIGTERM');
    }, PARENT_CHECK_MS);
    watch.unref();
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
