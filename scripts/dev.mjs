#!/usr/bin/env node
/**
 * `npm run dev`: one server on :3000 that restarts when server code changes and renders the pages
 * from the web sources through Vite (hot reloading in the browser). It is stopped as `npm start`'s
 * is (server-child.mjs); Node's watcher between this process and the server passes a signal on once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from './server-child.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
runServer(
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
  { cwd: root, env: { NODE_ENV: 'development', ...process.env } },
);
