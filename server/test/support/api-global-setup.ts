/**
 * vitest globalSetup of api-postgres, after postgres-global-setup.ts (whose cluster it uses): the
 * template database that every test database is created from (db-template.ts).
 */
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate } from './db-template.ts';

export default async function setup(project: TestProject): Promise<void> {
  const name = 'vyoma_template';
  await createPostgresTemplate(project.getProvidedContext().postgresUrl, name);
  project.provide('postgresTemplate', name);
  // Dropped with the cluster.
}
