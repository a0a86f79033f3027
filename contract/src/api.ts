/**
 * Paths and response types of spec §7. Every path is written once, in ROUTES: the server registers
 * these patterns under API_PREFIX, and API builds the client URLs from them. The types are inferred
 * from the response schemas in responses.ts (imported as types only, so pages never load zod for them).
 */
import type { z } from 'zod';
import type { AnalyticsTable } from './constants.ts';
import { API_PREFIX, PAGE_VIEW_ROUTES, pageViewPixelUrl } from './page-views.ts';
import type * as R from './responses.ts';

/** Route patterns under API_PREFIX, in Fastify's syntax (`:id` is a path parameter). */
export const ROUTES = {
  login: '/login',
  me: '/me',
  logout: '/logout',
  blogs: '/blogs',
  blog: '/blogs/:id',
  contact: '/contact',
  contactMessage: '/contact/:id',
  /** Admins who can be given an enquiry. */
  contactAssignees: '/contact/assignees',
  /** Every enquiry matching the inbox filters, streamed as CSV. */
  contactExport: '/contact/export.csv',
  /** Enquiries per week by source over the last REPORT_WEEKS weeks. */
  contactReport: '/contact/report',
  contactBulk: '/contact/bulk',
  contactNotes: '/contact/:id/notes',
  contactNotificationRetry: '/contact/:id/notification/retry',
  /** GET: a file sent with a form entry (never public; audited). */
  contactFile: '/contact/:id/files/:fileId',
  products: '/products',
  product: '/product/:id',
  adminProductNew: '/admin/product/new',
  adminProduct: '/admin/product/:id',
  /** GET: a .tar.gz of the whole site (database dump and media), admins only. */
  adminBackup: '/admin/backup',
  categories: '/admin/categories',
  category: '/admin/categories/:id',
  secondSections: '/second-sections',
  secondSection: '/second-sections/:id',
  /** GET: the site settings (public); PUT: save them (admins). */
  settings: '/settings',
  adminSettings: '/admin/settings',
  /** POST multipart `file`: store a logo or share image before the settings are saved. */
  adminSettingsImage: '/admin/settings/image',
  // Job openings (issue 19): open, unexpired ones to everyone; every one to admins.
  jobs: '/jobs',
  /** GET by slug: an open opening; 410 when it is closed or past its closing date. */
  job: '/jobs/:id',
  adminJobs: '/admin/jobs',
  adminJob: '/admin/jobs/:id',
  // The media library (issue 19): GET the grid (?q=&kind=&unused=&page=&limit=), POST multipart
  // `file`, `alt`, `decorative` to upload into it.
  adminMedia: '/admin/media',
  /** PATCH { alt, decorative }; DELETE (409 with usedBy while anything uses it). */
  adminMediaItem: '/admin/media/:id',
  /** PUT multipart `file`: replace the file; every place that uses it shows the new one. */
  adminMediaFile: '/admin/media/:id/file',
  /** POST { ids }: delete several unused files at once (all or nothing). */
  adminMediaBulkDelete: '/admin/media/bulk-delete',
  // Legal pages (issue 19): `:id` is the key (privacy-policy, terms-and-conditions, refund-policy).
  legal: '/legal/:id',
  adminLegalList: '/admin/legal',
  adminLegal: '/admin/legal/:id',
  adminLegalRevisions: '/admin/legal/:id/revisions',
  adminLegalRevision: '/admin/legal/:id/revisions/:revisionId',
  adminLegalRevisionRestore: '/admin/legal/:id/revisions/:revisionId/restore',
  // Staff accounts: the second sign-in step, "My account", sessions, staff and the audit log.
  /** POST { code }: a TOTP or recovery code completes a sign-in that answered twoFactorRequired. */
  login2fa: '/login/2fa',
  /** POST: WebAuthn options for the pending sign-in; POST { response } to /login/passkey completes it. */
  loginPasskeyOptions: '/login/passkey/options',
  loginPasskey: '/login/passkey',
  account: '/admin/account',
  accountPassword: '/admin/account/password',
  accountTotp: '/admin/account/totp',
  accountTotpVerify: '/admin/account/totp/verify',
  accountRecoveryCodes: '/admin/account/recovery-codes',
  accountPasskeyOptions: '/admin/account/passkeys/options',
  accountPasskeys: '/admin/account/passkeys',
  accountPasskey: '/admin/account/passkeys/:id',
  /** POST: WebAuthn options for proving it is you with a passkey before a sign-in change. */
  accountStepUpOptions: '/admin/account/step-up/passkey-options',
  sessions: '/admin/sessions',
  session: '/admin/sessions/:id',
  users: '/admin/users',
  user: '/admin/users/:id',
  audit: '/admin/audit',
  /** GET: posts and products scheduled to go live in the next SCHEDULE_WEEKS weeks, soonest first. */
  adminSchedule: '/admin/schedule',
  // History of posts and products (issue 18): the revisions every save wrote, one of them, restore.
  blogRevisions: '/blogs/:id/revisions',
  blogRevision: '/blogs/:id/revisions/:revisionId',
  blogRevisionRestore: '/blogs/:id/revisions/:revisionId/restore',
  productRevisions: '/admin/product/:id/revisions',
  productRevision: '/admin/product/:id/revisions/:revisionId',
  productRevisionRestore: '/admin/product/:id/revisions/:revisionId/restore',
  // Preview links of posts and products (issue 18 item 4): list and create; revoke one.
  blogPreviewLinks: '/blogs/:id/preview-links',
  blogPreviewLink: '/blogs/:id/preview-links/:linkId',
  productPreviewLinks: '/admin/product/:id/preview-links',
  productPreviewLink: '/admin/product/:id/preview-links/:linkId',
  // Redirects and the 404 log (issue 17 item 3).
  adminRedirects: '/admin/redirects',
  adminRedirect: '/admin/redirects/:id',
  /** POST { csv }: `from,to` lines, all saved or none. */
  adminRedirectsImport: '/admin/redirects/import',
  /** GET ?page&limit: paths that answered 404, most hits first (paths that now redirect left out). */
  adminNotFound: '/admin/not-found',
  /** GET ?title&kind&exclude: which other posts and products show this title in search results. */
  adminSeoTitleTaken: '/admin/seo/title-taken',
  /**
   * Who is editing a post or product (issue 18 item 5): PUT claims or refreshes (a heartbeat;
   * `?takeOver=1` takes it from someone else), DELETE lets it go. `:kind` is post or product.
   */
  adminPresence: '/admin/presence/:kind/:id',
  /** GET: every content type the server declares (issue 34), the admin's screens are made from them. */
  adminContentTypes: '/admin/content-types',
  /** GET ?q=…&page=…: site search over published posts, service pages and products (issue 17). */
  search: '/search',
  // API tokens and webhooks (issue 28).
  adminTokens: '/admin/tokens',
  adminToken: '/admin/tokens/:id',
  adminWebhooks: '/admin/webhooks',
  adminWebhook: '/admin/webhooks/:id',
  /** GET: the signing secret (audited); POST: a new one (the old one stops signing at once). */
  adminWebhookSecret: '/admin/webhooks/:id/secret',
  adminWebhookDeliveries: '/admin/webhooks/:id/deliveries',
  adminWebhookRedeliver: '/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
  adminWebhookTest: '/admin/webhooks/:id/test',
  // Job applications (issue 29): apply (multipart), and the candidates screen.
  jobApplications: '/jobs/:id/applications',
  /** GET ?job&stage&assignee&q&page; DELETE ?email= erases one person's applications and CVs. */
  adminApplications: '/admin/applications',
  /** GET ?email=: everything stored about one person, their CVs included (JSON). */
  adminApplicationsExport: '/admin/applications/export',
  /** GET: the openings with how many applications each has, per stage (the board's columns). */
  adminApplicationsSummary: '/admin/applications/summary',
  adminApplication: '/admin/applications/:id',
  /** GET: the CV (never public; every download is in the audit log). */
  adminApplicationCv: '/admin/applications/:id/cv',
  adminApplicationNotes: '/admin/applications/:id/notes',
  /** GET: staff an application can be given (admins and editors). */
  adminApplicationAssignees: '/admin/applications/assignees',
  // Forms staff build (issue 29): the builder, the public definition, entries (enquiries).
  adminForms: '/admin/forms',
  adminForm: '/admin/forms/:id',
  /** GET: a form's entries as CSV, every field of every version of the form. */
  adminFormEntriesCsv: '/admin/forms/:id/entries.csv',
  /** GET: the forms a rich-text block can show (anyone who writes posts). */
  adminFormChoices: '/admin/form-choices',
  form: '/forms/:id',
  formEntries: '/forms/:id/entries',
  // Visit analytics (issue 27): the beacon, the image of browsers without JavaScript (page-views.ts),
  // the dashboard.
  ...PAGE_VIEW_ROUTES,
  /** GET ?from&to[&page&source&campaign]: the totals, and those of the period before. */
  adminAnalyticsSummary: '/admin/analytics/summary',
  adminAnalyticsPages: '/admin/analytics/pages',
  adminAnalyticsEntries: '/admin/analytics/entries',
  adminAnalyticsSources: '/admin/analytics/sources',
  adminAnalyticsCampaigns: '/admin/analytics/campaigns',
  adminAnalyticsDevices: '/admin/analytics/devices',
  adminAnalyticsBrowsers: '/admin/analytics/browsers',
  /** Issue 36: a row per language of the settings, from the entry pages (a visit's language is its entry's). */
  adminAnalyticsLanguages: '/admin/analytics/languages',
  /** GET …&interval=hour|day: visitors, page views and enquiries over time. */
  adminAnalyticsTimeseries: '/admin/analytics/timeseries',
  adminAnalyticsFunnel: '/admin/analytics/funnel',
  /** GET: visitors with a page view in the last ANALYTICS_LIMITS.realtimeMinutes minutes. */
  adminAnalyticsRealtime: '/admin/analytics/realtime',
  /** GET ?page=&days=30: each block's clicks and the enquiries and won work that followed (issue 35). */
  adminAnalyticsBlocks: '/admin/analytics/blocks',
  /** GET ?table=pages|entries|sources|campaigns|devices|browsers|languages&…: one table as CSV. */
  adminAnalyticsExport: '/admin/analytics/export.csv',
} as const;

const fixed = <P extends string>(pattern: P) => `${API_PREFIX}${pattern}` as `${typeof API_PREFIX}${P}`;
const withId = (pattern: `${string}:id` | `${string}:id/${string}`) => (id: string) =>
  `${API_PREFIX}${pattern.replace(':id', encodeURIComponent(id))}`;
const withRevision =
  (pattern: `${string}:id/${string}:revisionId${string}`) => (id: string, revisionId: string) =>
    `${API_PREFIX}${pattern.replace(':id', encodeURIComponent(id)).replace(':revisionId', encodeURIComponent(revisionId))}`;

const withLink = (pattern: `${string}:id/${string}:linkId`) => (id: string, linkId: string) =>
  `${API_PREFIX}${pattern.replace(':id', encodeURIComponent(id)).replace(':linkId', encodeURIComponent(linkId))}`;

type Query = Record<string, string | number | boolean | undefined>;
/** A path with the query's set values (undefined, '' and false are left out). */
const withQuery = (path: string, query: Query) => {
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '' && v !== false)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
};
/** A page of a long list (issue 26). */
type PageQuery = { page?: number; limit?: number; translation?: string };

/** Client URLs: strings for fixed routes, builders for routes with an id. */
export const API = {
  login: fixed(ROUTES.login),
  me: fixed(ROUTES.me),
  logout: fixed(ROUTES.logout),
  blogs: fixed(ROUTES.blogs),
  /** A page of posts, e.g. API.blogList({ status: 'draft', page: 2, limit: 50 }). */
  blogList: (query: { category?: string; status?: string } & PageQuery = {}) =>
    withQuery(ROUTES.blogs, query),
  blog: withId(ROUTES.blog),
  contact: fixed(ROUTES.contact),
  contactMessage: withId(ROUTES.contactMessage),
  contactAssignees: fixed(ROUTES.contactAssignees),
  contactExport: fixed(ROUTES.contactExport),
  contactReport: fixed(ROUTES.contactReport),
  contactBulk: fixed(ROUTES.contactBulk),
  contactNotes: withId(ROUTES.contactNotes),
  contactNotificationRetry: withId(ROUTES.contactNotificationRetry),
  contactFile: (id: string, fileId: string) =>
    `${API_PREFIX}${ROUTES.contactFile.replace(':id', encodeURIComponent(id)).replace(':fileId', encodeURIComponent(fileId))}`,
  products: fixed(ROUTES.products),
  product: withId(ROUTES.product),
  adminProductNew: fixed(ROUTES.adminProductNew),
  adminProduct: withId(ROUTES.adminProduct),
  adminBackup: fixed(ROUTES.adminBackup),
  categories: fixed(ROUTES.categories),
  category: withId(ROUTES.category),
  secondSections: fixed(ROUTES.secondSections),
  secondSection: withId(ROUTES.secondSection),
  settings: fixed(ROUTES.settings),
  adminSettings: fixed(ROUTES.adminSettings),
  adminSettingsImage: fixed(ROUTES.adminSettingsImage),
  jobs: fixed(ROUTES.jobs),
  job: withId(ROUTES.job),
  adminJobs: fixed(ROUTES.adminJobs),
  adminJobList: (query: PageQuery = {}) => withQuery(ROUTES.adminJobs, query),
  adminJob: withId(ROUTES.adminJob),
  legal: withId(ROUTES.legal),
  adminLegalList: fixed(ROUTES.adminLegalList),
  adminLegal: withId(ROUTES.adminLegal),
  /** The library grid; every filter left out is not sent. */
  adminMedia: (query: { q?: string; kind?: 'image' | 'video'; unused?: boolean } & PageQuery = {}) =>
    withQuery(ROUTES.adminMedia, query),
  adminMediaItem: withId(ROUTES.adminMediaItem),
  adminMediaFile: withId(ROUTES.adminMediaFile),
  adminMediaBulkDelete: fixed(ROUTES.adminMediaBulkDelete),
  adminLegalRevisions: withId(ROUTES.adminLegalRevisions),
  adminLegalRevision: withRevision(ROUTES.adminLegalRevision),
  adminLegalRevisionRestore: withRevision(ROUTES.adminLegalRevisionRestore),
  login2fa: fixed(ROUTES.login2fa),
  loginPasskeyOptions: fixed(ROUTES.loginPasskeyOptions),
  loginPasskey: fixed(ROUTES.loginPasskey),
  account: fixed(ROUTES.account),
  accountPassword: fixed(ROUTES.accountPassword),
  accountTotp: fixed(ROUTES.accountTotp),
  accountTotpVerify: fixed(ROUTES.accountTotpVerify),
  accountRecoveryCodes: fixed(ROUTES.accountRecoveryCodes),
  accountPasskeyOptions: fixed(ROUTES.accountPasskeyOptions),
  accountPasskeys: fixed(ROUTES.accountPasskeys),
  accountPasskey: withId(ROUTES.accountPasskey),
  accountStepUpOptions: fixed(ROUTES.accountStepUpOptions),
  sessions: fixed(ROUTES.sessions),
  session: withId(ROUTES.session),
  users: fixed(ROUTES.users),
  user: withId(ROUTES.user),
  /** The audit log with its filters, e.g. API.audit({ q: 'product', page: 2 }). */
  audit: (query: Record<string, string | number | undefined> = {}) => withQuery(ROUTES.audit, query),
  adminSchedule: fixed(ROUTES.adminSchedule),
  blogRevisions: withId(ROUTES.blogRevisions),
  blogRevision: withRevision(ROUTES.blogRevision),
  blogRevisionRestore: withRevision(ROUTES.blogRevisionRestore),
  productRevisions: withId(ROUTES.productRevisions),
  productRevision: withRevision(ROUTES.productRevision),
  productRevisionRestore: withRevision(ROUTES.productRevisionRestore),
  blogPreviewLinks: withId(ROUTES.blogPreviewLinks),
  blogPreviewLink: withLink(ROUTES.blogPreviewLink),
  productPreviewLinks: withId(ROUTES.productPreviewLinks),
  productPreviewLink: withLink(ROUTES.productPreviewLink),
  adminRedirects: fixed(ROUTES.adminRedirects),
  adminRedirectList: (query: PageQuery = {}) => withQuery(ROUTES.adminRedirects, query),
  adminRedirect: withId(ROUTES.adminRedirect),
  adminRedirectsImport: fixed(ROUTES.adminRedirectsImport),
  adminNotFound: (page = 1, limit?: number) =>
    `${API_PREFIX}${ROUTES.adminNotFound}?page=${page}${limit ? `&limit=${limit}` : ''}`,
  /** The SEO panel's duplicate-title check; `exclude` is the edited item's id (none on create). */
  /** `kind`: a content type's name (post, product, or any type the server declares). */
  adminSeoTitleTaken: (query: { title: string; kind: string; exclude?: string }) =>
    withQuery(ROUTES.adminSeoTitleTaken, query),
  adminPresence: (kind: string, id: string, takeOver = false) =>
    `${API_PREFIX}${ROUTES.adminPresence.replace(':kind', kind).replace(':id', encodeURIComponent(id))}${takeOver ? '?takeOver=1' : ''}`,
  adminContentTypes: fixed(ROUTES.adminContentTypes),
  search: (q: string, page = 1) =>
    `${API_PREFIX}${ROUTES.search}?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`,
  adminTokens: fixed(ROUTES.adminTokens),
  adminToken: withId(ROUTES.adminToken),
  adminWebhooks: fixed(ROUTES.adminWebhooks),
  adminWebhook: withId(ROUTES.adminWebhook),
  adminWebhookSecret: withId(ROUTES.adminWebhookSecret),
  adminWebhookDeliveries: withId(ROUTES.adminWebhookDeliveries),
  adminWebhookRedeliver: (id: string, deliveryId: string) =>
    `${API_PREFIX}${ROUTES.adminWebhookRedeliver.replace(':id', encodeURIComponent(id)).replace(':deliveryId', encodeURIComponent(deliveryId))}`,
  adminWebhookTest: withId(ROUTES.adminWebhookTest),
  jobApplications: withId(ROUTES.jobApplications),
  adminApplications: (query: Record<string, string | number | undefined> = {}) =>
    `${API_PREFIX}${ROUTES.adminApplications}${queryString(query)}`,
  adminApplicationsExport: (email: string) =>
    `${API_PREFIX}${ROUTES.adminApplicationsExport}?email=${encodeURIComponent(email)}`,
  adminApplicationsErase: (email: string) =>
    `${API_PREFIX}${ROUTES.adminApplications}?email=${encodeURIComponent(email)}`,
  adminApplicationsSummary: fixed(ROUTES.adminApplicationsSummary),
  adminApplication: withId(ROUTES.adminApplication),
  adminApplicationCv: withId(ROUTES.adminApplicationCv),
  adminApplicationNotes: withId(ROUTES.adminApplicationNotes),
  adminApplicationAssignees: fixed(ROUTES.adminApplicationAssignees),
  adminForms: fixed(ROUTES.adminForms),
  adminForm: withId(ROUTES.adminForm),
  adminFormEntriesCsv: withId(ROUTES.adminFormEntriesCsv),
  adminFormChoices: fixed(ROUTES.adminFormChoices),
  form: withId(ROUTES.form),
  formEntries: withId(ROUTES.formEntries),
  events: fixed(ROUTES.events),
  eventsPixel: pageViewPixelUrl,
  /** A dashboard read with its period and filters, e.g. API.adminAnalytics('sources', { from, to }). */
  adminAnalytics: (
    what: 'summary' | 'timeseries' | 'funnel' | 'realtime' | 'blocks' | 'export' | AnalyticsTable,
    query: Record<string, string | undefined> = {},
  ) => {
    const path = what === 'export' ? ROUTES.adminAnalyticsExport : `/admin/analytics/${what}`;
    const qs = Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&');
    return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
  },
} as const;

/** "?a=1&b=x" of the values given (empty ones left out), or "". */
function queryString(query: Record<string, string | number | undefined>): string {
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return qs ? `?${qs}` : '';
}

export type User = z.infer<typeof R.userEntity>;
export type Role = User['role'];
/** Extra: an image or video we stored, with what the page needs to avoid layout shift. */
export type MediaInfo = z.infer<typeof R.mediaInfoEntity>;
export type Category = z.infer<typeof R.categoryEntity>;
export type Product = z.infer<typeof R.productEntity>;
export type BlogSection = z.infer<typeof R.blogSectionEntity>;
export type Blog = z.infer<typeof R.blogEntity>;
export type ContactMessage = z.infer<typeof R.contactMessageEntity>;
export type SecondSection = z.infer<typeof R.secondSectionEntity>;
export type SiteSettings = z.infer<typeof R.siteSettingsEntity>;
export type SiteSettingsResponse = z.infer<typeof R.siteSettingsResponse>;
export type JobOpening = z.infer<typeof R.jobOpeningEntity>;
export type JobOpeningResponse = z.infer<typeof R.jobOpeningResponse>;
export type JobOpeningListResponse = z.infer<typeof R.jobOpeningListResponse>;
export type LegalPage = z.infer<typeof R.legalPageEntity>;
export type LegalPageResponse = z.infer<typeof R.legalPageResponse>;
export type LegalPageListResponse = z.infer<typeof R.legalPageListResponse>;
export type LegalRevision = z.infer<typeof R.legalRevisionEntity>;
export type LegalRevisionListResponse = z.infer<typeof R.legalRevisionListResponse>;
export type LegalRevisionResponse = z.infer<typeof R.legalRevisionResponse>;
export type MediaInfoResponse = z.infer<typeof R.mediaInfoResponse>;
/** A file of the media library with where it is used (issue 19). */
export type MediaItem = z.infer<typeof R.mediaItemEntity>;
export type MediaUsage = z.infer<typeof R.mediaUsageEntity>;
export type MediaListResponse = z.infer<typeof R.mediaListResponse>;
export type MediaItemResponse = z.infer<typeof R.mediaItemResponse>;
export type MediaInUseResponse = z.infer<typeof R.mediaInUseResponse>;
export type MediaMissingAltResponse = z.infer<typeof R.mediaMissingAltResponse>;
export type EnquirySummary = z.infer<typeof R.enquirySummaryEntity>;
export type Enquiry = z.infer<typeof R.enquiryEntity>;
export type EnquiryNote = z.infer<typeof R.enquiryNoteEntity>;
export type EnquiryLine = z.infer<typeof R.enquiryLineEntity>;
export type EnquiryAssignee = z.infer<typeof R.enquiryAssigneeEntity>;
export type EnquiryNotification = z.infer<typeof R.enquiryNotificationEntity>;
export type EnquiryAttribution = z.infer<typeof R.enquiryAttributionEntity>;

/** Every error: a message, plus per-field messages for invalid input. */
export type ErrorResponse = z.infer<typeof R.errorResponse>;
/** 409 to a save over a newer version (and to a slug already taken, without `current`). */
export type ConflictResponse = z.infer<typeof R.conflictResponse>;
/** A post's or product's fields of the content model (slug, seo, status, version, …). */
export type ContentSeo = Product['seo'];
export type SeoTitleTakenResponse = z.infer<typeof R.seoTitleTakenResponse>;
export type LoginResponse = z.infer<typeof R.loginResponse>;
export type MeResponse = z.infer<typeof R.meResponse>;
export type LogoutResponse = z.infer<typeof R.successResponse>;
export type BlogListResponse = z.infer<typeof R.blogListResponse>;
export type BlogResponse = z.infer<typeof R.blogResponse>;
export type ContactCreateResponse = z.infer<typeof R.contactCreateResponse>;
export type ContactListResponse = z.infer<typeof R.contactListResponse>;
export type EnquiryResponse = z.infer<typeof R.enquiryResponse>;
export type EnquiryNoteResponse = z.infer<typeof R.enquiryNoteResponse>;
export type EnquiryAssigneesResponse = z.infer<typeof R.enquiryAssigneesResponse>;
export type EnquiryBulkResponse = z.infer<typeof R.enquiryBulkResponse>;
export type EnquiryReportResponse = z.infer<typeof R.enquiryReportResponse>;
export type EnquiryReport = EnquiryReportResponse['data'];
export type ProductListResponse = z.infer<typeof R.productListResponse>;
export type ProductResponse = z.infer<typeof R.productResponse>;
export type CategoryListResponse = z.infer<typeof R.categoryListResponse>;
export type CategoryResponse = z.infer<typeof R.categoryResponse>;
export type SecondSectionResponse = z.infer<typeof R.secondSectionResponse>;
export type SecondSectionListResponse = z.infer<typeof R.secondSectionListResponse>;
export type SuccessResponse = z.infer<typeof R.successResponse>;
/** POST /login: signed in, or the second step is needed. */
export type LoginStepResponse = z.infer<typeof R.loginStepResponse>;
export type TwoFactorMethod = z.infer<typeof R.twoFactorMethod>;
export type Passkey = z.infer<typeof R.passkeyEntity>;
export type AccountResponse = z.infer<typeof R.accountResponse>;
export type TotpSetupResponse = z.infer<typeof R.totpSetupResponse>;
export type RecoveryCodesResponse = z.infer<typeof R.recoveryCodesResponse>;
export type PasskeyOptionsResponse = z.infer<typeof R.passkeyOptionsResponse>;
export type PasskeyCreatedResponse = z.infer<typeof R.passkeyCreatedResponse>;
export type SessionInfo = z.infer<typeof R.sessionEntity>;
export type SessionListResponse = z.infer<typeof R.sessionListResponse>;
export type SessionsEndedResponse = z.infer<typeof R.sessionsEndedResponse>;
export type Staff = z.infer<typeof R.staffEntity>;
export type StaffListResponse = z.infer<typeof R.staffListResponse>;
export type StaffResponse = z.infer<typeof R.staffResponse>;
export type AuditEntry = z.infer<typeof R.auditEntry>;
export type AuditListResponse = z.infer<typeof R.auditListResponse>;
export type ScheduledItem = z.infer<typeof R.scheduledItem>;
export type ScheduleResponse = z.infer<typeof R.scheduleResponse>;
export type ScheduledChange = z.infer<typeof R.scheduledChangeEntity>;
export type ScheduledChangeResponse = z.infer<typeof R.scheduledChangeResponse>;
/** One entry of an item's history (a save), without the data. */
export type Revision = z.infer<typeof R.revisionEntity>;
export type RevisionListResponse = z.infer<typeof R.revisionListResponse>;
export type BlogRevisionResponse = z.infer<typeof R.blogRevisionResponse>;
export type ProductRevisionResponse = z.infer<typeof R.productRevisionResponse>;
export type BlogRestoreResponse = z.infer<typeof R.blogRestoreResponse>;
export type ProductRestoreResponse = z.infer<typeof R.productRestoreResponse>;
export type PreviewLink = z.infer<typeof R.previewLinkEntity>;
export type PreviewLinkListResponse = z.infer<typeof R.previewLinkListResponse>;
export type PreviewLinkCreatedResponse = z.infer<typeof R.previewLinkCreatedResponse>;
export type Redirect = z.infer<typeof R.redirectEntity>;
export type RedirectListResponse = z.infer<typeof R.redirectListResponse>;
export type RedirectResponse = z.infer<typeof R.redirectResponse>;
export type RedirectImportResponse = z.infer<typeof R.redirectImportResponse>;
export type RedirectImportErrorResponse = z.infer<typeof R.redirectImportErrorResponse>;
export type EditPresence = z.infer<typeof R.presenceEntity>;
export type PresenceResponse = z.infer<typeof R.presenceResponse>;
export type NotFoundPath = z.infer<typeof R.notFoundEntity>;
export type NotFoundListResponse = z.infer<typeof R.notFoundListResponse>;
export type SearchHit = z.infer<typeof R.searchHit>;
// Forms and candidates (issue 29).
export type EntryFileInfo = z.infer<typeof R.entryFileEntity>;
export type FormInfo = z.infer<typeof R.formEntity>;
export type FormResponse = z.infer<typeof R.formResponse>;
export type FormListResponse = z.infer<typeof R.formListResponse>;
export type PublicFormResponse = z.infer<typeof R.publicFormResponse>;
export type FormChoicesResponse = z.infer<typeof R.formChoicesResponse>;
export type FormEntryCreatedResponse = z.infer<typeof R.formEntryCreatedResponse>;
export type ApplicationSummary = z.infer<typeof R.applicationSummaryEntity>;
export type Application = z.infer<typeof R.applicationEntity>;
export type ApplicationEvent = z.infer<typeof R.applicationEventEntity>;
export type ApplicationNote = z.infer<typeof R.applicationNoteEntity>;
export type ApplicationListResponse = z.infer<typeof R.applicationListResponse>;
export type ApplicationResponse = z.infer<typeof R.applicationResponse>;
export type ApplicationNoteResponse = z.infer<typeof R.applicationNoteResponse>;
export type ApplicationAssigneesResponse = z.infer<typeof R.applicationAssigneesResponse>;
export type ApplicationCreatedResponse = z.infer<typeof R.applicationCreatedResponse>;
export type ApplicationsSummaryResponse = z.infer<typeof R.applicationsSummaryResponse>;
export type PersonErasedResponse = z.infer<typeof R.personErasedResponse>;
export type SearchResponse = z.infer<typeof R.searchResponse>;
export type AnalyticsFigures = z.infer<typeof R.analyticsFigures>;
export type AnalyticsSummaryResponse = z.infer<typeof R.analyticsSummaryResponse>;
export type AnalyticsRow = z.infer<typeof R.analyticsRow>;
export type AnalyticsTableResponse = z.infer<typeof R.analyticsTableResponse>;
export type AnalyticsBlocksResponse = z.infer<typeof R.analyticsBlocksResponse>;
export type AnalyticsPoint = z.infer<typeof R.analyticsPoint>;
export type AnalyticsTimeseriesResponse = z.infer<typeof R.analyticsTimeseriesResponse>;
export type AnalyticsFunnelResponse = z.infer<typeof R.analyticsFunnelResponse>;
export type AnalyticsRealtimeResponse = z.infer<typeof R.analyticsRealtimeResponse>;
export type EnquiryVisit = z.infer<typeof R.enquiryVisitEntity>;
