/**
 * The content types this server has (issue 34; docs/decisions/0061): the built-in declarations with
 * their tables (db/schema.ts), and any a caller adds before the app starts (`registerContentType`: a
 * test's fixture type, an operator's own). Everything generic (revisions, preview links, presence,
 * search, the sitemap, the schedule, webhooks, the admin's descriptions) looks a type up here.
 */
import { addContentEvents, removeContentEvents } from '@vyoma/contract';
import { CONTENT_TYPES, type ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { announceContentTables, forgetContentTables } from './change-feed.ts';
import { contentTables, type DynamicTable } from './content-tables.ts';
import {
  categories,
  formTables,
  jobTables,
  legalTables,
  menuTables,
  pageTables,
  postTables,
  productTables,
  sharedSectionTables,
  users,
} from './schema.ts';

/** A type with its tables: what every generic read and write takes. */
export interface ContentModel {
  type: ContentTypeDeclaration;
  table: DynamicTable;
  /** A list field's items and a media list's files, by field name. */
  lists: Record<string, DynamicTable>;
  /** A translatable type's versions in other languages (issue 36), by item and language. */
  translations?: DynamicTable | undefined;
  /**
   * `own`: a module of its own registers its API on the generic routes (the spec fixes posts' and
   * products' bodies and answers); `generic`: modules/content registers the generic API for it.
   */
  routes: 'own' | 'generic';
}

const contentModel = (
  type: ContentTypeDeclaration,
  tables: { table: unknown; lists: unknown; translations?: unknown },
  routes: ContentModel['routes'],
): ContentModel => ({
  type,
  table: tables.table as DynamicTable,
  lists: tables.lists as Record<string, DynamicTable>,
  translations: tables.translations as DynamicTable | undefined,
  routes,
});

/** The built-in types' tables (schema.ts), and whether a module of their own registers their API. */
const BUILT_IN: Record<
  string,
  { tables: { table: unknown; lists: unknown; translations?: unknown }; routes: ContentModel['routes'] }
> = {
  post: { tables: postTables, routes: 'own' },
  product: { tables: productTables, routes: 'own' },
  job: { tables: jobTables, routes: 'own' },
  legal: { tables: legalTables, routes: 'own' },
  form: { tables: formTables, routes: 'own' },
  // Pages have no module of their own: the generic API is theirs (issue 35).
  page: { tables: pageTables, routes: 'generic' },
  'shared-section': { tables: sharedSectionTables, routes: 'generic' },
  menu: { tables: menuTables, routes: 'generic' },
};

const models = new Map<string, ContentModel>(
  CONTENT_TYPES.map((type) => {
    const built = BUILT_IN[type.name]!;
    return [type.name, contentModel(type, built.tables, built.routes)];
  }),
);

/** +1 whenever a type is added or goes: what is worked out from the registry is made again. */
let generation = 0;
export const registryGeneration = (): number => generation;

/** How many apps registered each added type (one process may build several, as tests do). */
const added = new Map<ContentModel, number>();

/**
 * Adds a type declared outside the built-in list, with its tables made from the declaration (they
 * must exist in the database: a migration, or a test that creates them), for as long as the app that
 * added it runs (`release` when it closes: app.ts). The same declaration again answers the model it
 * has; another type of the same name is refused.
 */
export function registerContentType(type: ContentTypeDeclaration): { model: ContentModel; release(): void } {
  let model = models.get(type.name);
  if (model && model.type !== type)
    throw new Error(`A content type named “${type.name}” is already declared`);
  if (!model) {
    const tables = contentTables(type, { users, categories });
    model = contentModel(type, tables, 'generic');
    models.set(type.name, model);
    generation++;
    announceContentTables(type, tables);
    if (type.webhooks) addContentEvents(type);
  }
  const mine = model;
  added.set(mine, (added.get(mine) ?? 0) + 1);
  let released = false;
  return {
    model: mine,
    release() {
      if (released) return;
      released = true;
      const left = (added.get(mine) ?? 1) - 1;
      if (left > 0) {
        added.set(mine, left);
        return;
      }
      added.delete(mine);
      models.delete(type.name);
      generation++;
      forgetContentTables(type, mine);
      removeContentEvents(type);
    },
  };
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
