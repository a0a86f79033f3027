/**
 * A program a test runs in the foreground beside the servers (HAProxy, Varnish): its output kept for
 * error messages, whether it still runs, and a stop that waits for its exit.
 */
import { spawn } from 'node:child_process';

export interface ToolProcess {
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  isRunning(): boolean;
  /** SIGTERM, then resolves at its exit (at once if it has exited). */
  stop(): Promise<void>;
}

export function spawnTool(command: string, args: string[]): ToolProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  return {
    output: () => out,
    isRunning: () => running,
    async stop() {
      if (running) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
