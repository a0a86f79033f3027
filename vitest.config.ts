import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** The API suite runs a second time on a real PostgreSQL whenever Debian's server binaries are here. */
const postgresBinaries = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`))
  : false;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contract/test/**/*.test.ts',
            'server/test/unit/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/test/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['server/test/api/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresBinaries
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['server/test/api/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['server/test/support/postgres-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'ops',
          include: ['server/test/ops/**/*.test.ts'],
          env: { TEST_POSTGRES: postgresBinaries ? '1' : '' },
          globalSetup: postgresBinaries ? ['server/test/support/postgres-global-setup.ts'] : [],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          maxWorkers: 2,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
