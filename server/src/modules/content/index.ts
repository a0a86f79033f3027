/** What other modules may use of the content model (docs/decisions/0037) and its registry (0061). */

export {
  type ContentModel,
  contentModelOf,
  contentModels,
  modelOf,
  registerContentType,
  registryGeneration,
} from '../../db/content-types.ts';
export {
  type ContentInput,
  currentSlugIn,
  deleteItem,
  type FieldValues,
  getItem,
  getItemIn,
  hydrate,
  hydrateIn,
  type Item,
  insertItem,
  listItems,
  listItemsIn,
  lockItem,
  mediaOf,
  type PageRequest,
  publicInLanguage,
  publicSlugs,
  publicSlugsOf,
  restoreItem,
  type SaveOptions,
  selectItems,
  selectItemsIn,
  snapshotOf,
  translationWhere,
  updateItem,
  valuesOf,
} from './engine.ts';
export { contentTypeRoutes } from './generic.ts';
export { blocksFieldOf, linksIn, linksOf, linkTags } from './links.ts';
export { ensureMenus, type PublicMenus, publicMenus } from './menus.ts';
export { ensureSeededPages, frontPage } from './page-seeds.ts';
export { firstPathUnder, type PathAnswer, pathAnswer, reservedAddress } from './paths.ts';
export { openPreviewLink } from './preview-links.ts';
export { type PreviewRoutes, registerPreviewRoutes } from './preview-routes.ts';
export {
  type Audience,
  assertSlugFree,
  byIdOrSlug,
  type ContentRow,
  type ContentView,
  checkVersion,
  contentColumns,
  contentView,
  currentSlug,
  dayOf,
  deleteItemTraces,
  deleteOldSlugs,
  type Editor,
  freeSlug,
  isUuid,
  type Owned,
  oldSlugOwner,
  pathKeyOf,
  publicNow,
  publicOnly,
  recordSlugChange,
  reslugMigratedFallbacks,
  type SlugOwner,
  type SlugTable,
  saveStamp,
  slugTaken,
  slugToStore,
  staffNames,
  statusFields,
  tableOf,
  versionConflict,
  visibleTo,
  withSlugConflict,
  writeRevision,
} from './repository.ts';
export { editorOf, roleLimits, seoImageCheck, staffAudience } from './request.ts';
export { type RevisionRoutes, registerRevisionRoutes } from './revision-routes.ts';
export {
  getRevision,
  itemOwner,
  pruneRevisions,
  REVISIONS_KEPT,
  restorePlan,
  summaryTime,
} from './revisions.ts';
export { type ContentApi, registerContentRoutes, type SavePlan, shownTags } from './routes.ts';
export {
  changesBefore,
  claimDueChange,
  dueChanges,
  nextChangeDueSql,
} from './scheduled-changes.ts';
export { type SitemapSource, sitemapEntries, sitemapFiles } from './sitemap.ts';
export { changeSummary, contentParts, type SummaryPart } from './summary.ts';
export { itemInVersion, readTranslation, webhookData } from './translations.ts';
export { currentPathIn, versionPathKey } from './version-paths.ts';
