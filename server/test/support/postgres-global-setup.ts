/**
 * vitest globalSetup: one throwaway PostgreSQL cluster per project that lists this file (api-postgres,
 * ops). Each project gets its own cluster on its own port, so both may run at once. Tests read the URL
 * with `inject('postgresUrl')` and should CREATE DATABASE their own database in it.
 *
 * The ops project gets a durable cluster (fsync on): its crash tests must not depend on settings that
 * trade safety for speed. Other projects get a fast one (fsync off). POSTGRES_TEST_DURABLE=1|0 overrides.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../../testkit/postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const override = process.env.POSTGRES_TEST_DURABLE;
  const durable = override === '1' ? true : override === '0' ? false : project.name === 'ops';
  const cluster = await startPostgresCluster({ durable, label: project.name || 'pg' });
  project.provide('postgresUrl', cluster.url);
  return async () => {
    await cluster.stop();
  };
}
