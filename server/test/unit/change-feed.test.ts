/**
 * Every kind of change announces itself (issue 26): every table of the schema is either announced by
 * the change feed's triggers (db/change-feed.ts TABLE_TAGS) or listed as private with the reason, so a
 * new table, and any write to it from anywhere, cannot be forgotten. The API suite checks that real
 * writes announce what they touch (server/test/api/change-feed.test.ts).
 */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { changeFeedStatements, PRIVATE_TABLES, TABLE_TAGS, TAG } from '../../src/db/change-feed.ts';
import * as schema from '../../src/db/schema.ts';

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);

describe('the change feed covers every table', () => {
  it('announces every table or names why it is private, never both', () => {
    const unlisted = tables
      .filter((t) => !TABLE_TAGS.has(t) && !PRIVATE_TABLES.has(t))
      .map((t) => getTableConfig(t).name);
    expect(unlisted, 'add each to TABLE_TAGS (what a write announces) or PRIVATE_TABLES (why not)').toEqual(
      [],
    );
    const both = tables
      .filter((t) => TABLE_TAGS.has(t) && PRIVATE_TABLES.has(t))
      .map((t) => getTableConfig(t).name);
    expect(both).toEqual([]);
    expect(TABLE_TAGS.size + PRIVATE_TABLES.size).toBe(tables.length);
  });

  it('names only columns its tables have, and a kind for each', () => {
    const kinds = new Set<string>(Object.values(TAG));
    for (const [table, rule] of TABLE_TAGS) {
      const { name, columns } = getTableConfig(table);
      const names = new Set(columns.map((c) => c.name));
      expect(kinds.has(rule.kind), name).toBe(true);
      for (const column of [rule.item, ...(rule.only ?? []), ...(rule.except ?? [])].filter(Boolean))
        expect(names.has(column as string), `${name}.${column}`).toBe(true);
    }
  });

  it('writes a trigger for each announced table and write', () => {
    const sql = changeFeedStatements().join('\n');
    for (const [table, rule] of TABLE_TAGS) {
      const { name } = getTableConfig(table);
      for (const event of rule.on ?? ['insert', 'update', 'delete'])
        expect(sql, `${name} ${event}`).toContain(`AFTER ${event.toUpperCase()} ON "${name}"`);
    }
  });
});
