/**
 * The tables of a content type declared only in a test (testkit/fixtures), made the way a migration
 * is: drizzle-kit compares the schema without them and with them, and the SQL it writes creates them
 * (with their indexes, checks and foreign keys to users and categories).
 */
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { contentTables } from '../server/src/db/content-tables.ts';
import { categories, users } from '../server/src/db/schema.ts';

export async function contentTableStatements(types: ContentTypeDeclaration[]): Promise<string[]> {
  const base = { users, categories };
  const added: Record<string, unknown> = {};
  for (const type of types) {
    const { table, lists, translations } = contentTables(type, base);
    added[type.table] = table;
    for (const [name, list] of Object.entries(lists)) added[`${type.table}_${name}`] = list;
    if (translations) added[`${type.table}_translations`] = translations;
  }
  const before = generateDrizzleJson(base);
  const after = generateDrizzleJson({ ...base, ...added }, before.id);
  return generateMigration(before, after);
}

/** Drops them again (a pooled test database outlives the app). */
export const dropContentTableStatements = (types: ContentTypeDeclaration[]): string[] =>
  types.flatMap((t) => [
    `DROP TABLE IF EXISTS "${t.table}_translations"`,
    `DROP TABLE IF EXISTS "${t.table}" CASCADE`,
  ]);
