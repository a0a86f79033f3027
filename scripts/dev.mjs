#!/usr/bin/env node
/**
 * `npm run dev`: one server on :3000 that restarts when server code changes and renders the pages
 * from the web sources through Vite (hot reloading in the browser).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--watch-path',
    path.join(root, 'server/src'),
    '--watch-path',
    path.join(root, 'contract/src'),
    path.join(root, 'server/src/main.ts'),
    '--web-dev',
  ],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
