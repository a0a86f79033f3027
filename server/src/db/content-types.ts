/**
 * The content types this server has (issue 34; docs/decisions/0061): the built-in declarations with
 * their tables (db/schema.ts), and any a caller adds before the app starts (`registerContentType`: a
 * test's fixture type, an operator's own). Everything generic (revisions, preview links, presence,
 * search, the sitemap, the schedule, webhooks, the admin's descriptions) looks a type up here.
 */
import { addContentEvents } from '@vyoma/contract';
import { CONTENT_TYPES, type ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { announceContentTables } from './change-feed.ts';
import { contentTables, type DynamicTable } from './content-tables.ts';
import { categories, postTables, productTables, users } from './schema.ts';

/** A type with its tables: what every generic read and write takes. */
export interface ContentModel {
  type: ContentTypeDeclaration;
  table: DynamicTable;
  /** A list field's items and a media list's files, by field name. */
  lists: Record<string, DynamicTable>;
  /**
   * `own`: a module of its own registers its API on the generic routes (the spec fixes posts' and
   * products' bodies and answers); `generic`: modules/content registers the generic API for it.
   */
  routes: 'own' | 'generic';
}

const contentModel = (
  type: ContentTypeDeclaration,
  tables: { table: unknown; lists: unknown },
  routes: ContentModel['routes'],
): ContentModel => ({
  type,
  table: tables.table as DynamicTable,
  lists: tables.lists as Record<string, DynamicTable>,
  routes,
});

/** The built-in types' tables (schema.ts), and whether a module of their own registers their API. */
const BUILT_IN: Record<
  string,
  { tables: { table: unknown; lists: unknown }; routes: ContentModel['routes'] }
> = {
  post: { tables: postTables, routes: 'own' },
  product: { tables: productTables, routes: 'own' },
};

const models = new Map<string, ContentModel>(
  CONTENT_TYPES.map((type) => {
    const built = BUILT_IN[type.name]!;
    return [type.name, contentModel(type, built.tables, built.routes)];
  }),
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
  const tables = contentTables(type, { users, categories });
  announceContentTables(type, tables);
  if (type.webhooks) addContentEvents(type);
  const model = contentModel(type, tables, 'generic');
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
