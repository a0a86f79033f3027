/**
 * The content types this server has (issue 34; docs/decisions/0061): the built-in declarations with
 * their tables (db/schema.ts), and any a caller adds before the app starts (`registerContentType`: a
 * test's fixture type, an operator's own). Everything generic (revisions, preview links, presence,
 * search, the sitemap, the schedule, webhooks, the admin's descriptions) looks a type up here.
 */
import { CONTENT_TYPES, type ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { contentTables, type DynamicTable } from '../../db/content-tables.ts';
import { categories, postTables, productTables, users } from '../../db/schema.ts';

/** A type with its tables: what every generic read and write takes. */
export interface ContentModel {
  type: ContentTypeDeclaration;
  table: DynamicTable;
  /** A list field's items and a media list's files, by field name. */
  lists: Record<string, DynamicTable>;
}

const contentModel = (
  type: ContentTypeDeclaration,
  tables: { table: unknown; lists: unknown },
): ContentModel => ({
  type,
  table: tables.table as DynamicTable,
  lists: tables.lists as Record<string, DynamicTable>,
});

const BUILT_IN_TABLES: Record<string, { table: unknown; lists: unknown }> = {
  post: postTables,
  product: productTables,
};

const models = new Map<string, ContentModel>(
  CONTENT_TYPES.map((type) => [type.name, contentModel(type, BUILT_IN_TABLES[type.name]!)]),
);

/**
 * Adds a type declared outside the built-in list, with its tables made from the declaration (they
 * must exist in the database: a migration, or a test that creates them). The same declaration again
 * answers the model it has; another type of the same name is refused.
 */
export function registerContentType(type: ContentTypeDeclaration): ContentModel {
  const known = models.get(type.name);
  if (known) {
    if (known.type === type) return known;
    throw new Error(`A content type named “${type.name}” is already declared`);
  }
  const model = contentModel(type, contentTables(type, { users, categories }));
  models.set(type.name, model);
  return model;
}

/** The model of a type, or undefined for a name no type has. */
export const contentModelOf = (name: string): ContentModel | undefined => models.get(name);

/** The model of a type the caller knows exists. */
export function modelOf(name: string): ContentModel {
  const model = models.get(name);
  if (!model) throw new Error(`No content type named “${name}”`);
  return model;
}

/** Every type, built-in ones first. */
export const contentModels = (): ContentModel[] => [...models.values()];
