/**
 * Folders the server reads at run time (migrations, demo media, the web build), found from the
 * server folder. This file is server/src/paths.ts, and the tests' bundle of the server is one file
 * in server/dist/ (testkit/server-bundle.ts): from either, the server folder is one level up.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server's sources, where the migrations, the demo media and the media pipeline live. */
export const SERVER_SRC = path.join(SERVER_DIR, 'src');
export const MIGRATIONS_DIR = path.join(SERVER_SRC, 'db/migrations');
