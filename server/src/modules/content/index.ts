/** What other modules may use of the shared content model (posts, products; docs/decisions/0037). */

export { openPreviewLink } from './preview-links.ts';
export { type PreviewRoutes, registerPreviewRoutes } from './preview-routes.ts';
export {
  type Audience,
  assertSlugFree,
  byIdOrSlug,
  CONTENT_TABLE,
  type ContentRow,
  type ContentView,
  checkVersion,
  contentColumns,
  contentView,
  currentSlug,
  deleteItemTraces,
  deleteOldSlugs,
  type Editor,
  freeSlug,
  isUuid,
  type Owned,
  oldSlugOwner,
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
  versionConflict,
  visibleTo,
  withSlugConflict,
  writeRevision,
} from './repository.ts';
export { editorOf, roleLimits, seoImageCheck, staffAudience } from './request.ts';
export { type RevisionRoutes, registerRevisionRoutes } from './revision-routes.ts';
export { itemOwner, pruneRevisions, REVISIONS_KEPT, restorePlan } from './revisions.ts';
export { type SitemapSource, sitemapEntries, sitemapFiles } from './sitemap.ts';
export { changeSummary, contentParts, type SummaryPart } from './summary.ts';
