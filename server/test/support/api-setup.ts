/**
 * Setup file of the API projects, run before each test file. The first PGlite database of a worker
 * takes seconds of CPU to make (pglite-pool.ts): made here, under the hook timeout, it never eats
 * into the time of the test that happens to create the worker's first app.
 */
import { beforeAll } from 'vitest';
import { warmPglitePool } from './pglite-pool.ts';

beforeAll(async () => {
  if (process.env.TEST_DB === 'pglite') await warmPglitePool();
});
