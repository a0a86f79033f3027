/** Business constants of spec §9, shared by server, web and tests. */

// Written in page-shell.ts (every public page's first script needs them), exported here too.
export { NOT_FOUND_REDIRECT_MS, SEARCH_QUERY_MAX, SHARE_IMAGE } from './page-shell.ts';
export {
  HERO_PROGRESS_TRANSITION_MS,
  HERO_SLIDE_INTERVAL_MS,
  HERO_SWIPE_THRESHOLD_PX,
} from './slider-timing.ts';

export const BLOG_CATEGORIES = ['backOffice', 'digitalMarketing', 'others'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const PRODUCT_FILTER_DEFAULTS = {
  keyword: '',
  page: 1,
  priceGte: 0,
  priceLte: 25000,
  ratingsGte: 0,
} as const;
/** Products per page of GET /api/v1/products (the spec leaves it open). */
export const RESULT_PER_PAGE = 8;
export const CARD_TRUNCATE_WORDS = 10;

// --- long lists (issue 26: fifty times the data, the same speed) ------------------------------------

/**
 * Every list the API reads from the database is one page: `page` (from 1) and `limit`. A call without
 * them (as spec §7 makes, e.g. GET /api/v1/blogs) answers the newest LIST_DEFAULT_LIMIT with the
 * `total`, never every row.
 */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 100;
/** The highest `page` a list accepts (a deeper one is a 400, not a scan). */
export const LIST_PAGE_MAX = 100_000;
/** Rows per page of the admin's long lists (posts, openings, redirects). */
export const ADMIN_LIST_PAGE_SIZE = 50;
/** The header's post menus (spec §2.1): the newest this many of a category, then a link to them all. */
export const MENU_POSTS_MAX = 12;
/** Posts per page of /backOfficeServices and /digitalMarketingServices (spec §2.4). */
export const SERVICE_POSTS_PER_PAGE = 12;
/** Openings per page of /careers. */
export const CAREERS_PER_PAGE = 20;
/** URLs per file of the sitemap (the sitemaps.org limit is 50,000). */
export const SITEMAP_FILE_URLS = 50_000;
export const BLOG_META_DESCRIPTION_MAX = 150;

export const PRODUCT_EDIT_REDIRECT_MS = 1500;
export const CATEGORY_EDIT_REDIRECT_MS = 1500;

export const FREE_SHIPPING_OVER = 150;
export const DELIVERY_BUSINESS_DAYS = { min: 3, max: 5 } as const;
export const WARRANTY_YEARS = 1;
export const DEFAULT_QUANTITY = 1;

/** Upload limits. The spec leaves sizes open; these keep a phone-friendly site and a safe server. */
export const UPLOAD_LIMITS = {
  productImageBytes: 5 * 1024 * 1024,
  productImagesMax: 8,
  blogIconBytes: 25 * 1024 * 1024,
  sectionImageBytes: 5 * 1024 * 1024,
  secondSectionImageBytes: 5 * 1024 * 1024,
  settingsImageBytes: 5 * 1024 * 1024,
  blogSectionsMax: 20,
  /** One file uploaded straight into the media library (issue 19): an image or a video. */
  libraryFileBytes: 25 * 1024 * 1024,
} as const;

/** The media library (issue 19, docs/decisions/0049). */
export const MEDIA_LIBRARY = {
  /** Longest alt text; screen readers read all of it, so it should be a sentence, not an essay. */
  altMax: 250,
  /** Grid page size by default and at most. */
  pageSize: 24,
  pageSizeMax: 100,
  /** At most this many files in one bulk delete. */
  bulkMax: 100,
  /**
   * A file's "used by" lists at most this many places, and says how many more (issue 26: one image
   * can be on thousands of posts; the library page stays one bounded read).
   */
  usagesListed: 10,
} as const;
/** Where a library file can be used: the `type` of a `usedBy` entry. */
export const MEDIA_USAGE_TYPES = [
  'post',
  'section',
  'product',
  'homeSection',
  'settings',
  'opening',
  'revision',
  'scheduledChange',
] as const;
export type MediaUsageType = (typeof MEDIA_USAGE_TYPES)[number];

/** File kinds, detected server-side from the bytes. */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const CONTENT_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Key of the persisted client store; removed on logout (spec §4). */
export const PERSISTED_STORE_KEY = 'persist:root';
/**
 * Prefix of the browser's copies of unsaved changes to posts and products (the admin's localDraft,
 * `vyoma:unsaved:{kind}:{id}`); removed on logout, so the next person at the browser finds none.
 */
export const LOCAL_DRAFT_PREFIX = 'vyoma:unsaved:';

// --- enquiries (issue 9) ----------------------------------------------------------------------------

/** Where an enquiry stands in the sales pipeline; every new one is `new`. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};
/** A form sent sooner than this after it appeared is treated like a filled honeypot (stored as spam). */
export const ENQUIRY_MIN_FILL_MS = 2000;
/** GET /api/v1/contact without page/limit answers the newest 100; a page holds at most 200. */
export const ENQUIRY_LIST_DEFAULT_LIMIT = 100;
export const ENQUIRY_LIST_MAX_LIMIT = 200;
/**
 * A search counts its matches up to this many (the page itself is exact): counting every match of a
 * common word means reading every enquiry, and "more than 1,000" is as useful as the exact number.
 */
export const ENQUIRY_SEARCH_COUNT_MAX = 1000;
/** Rows per page in the admin inbox. */
export const ENQUIRY_INBOX_PAGE_SIZE = 50;
/** At most this many enquiries per bulk action. */
export const ENQUIRY_BULK_MAX = 200;
/** A quote request holds at most this many lines, each of at most this quantity. */
export const QUOTE_LINES_MAX = 50;
export const QUOTE_QUANTITY_MAX = 100_000;
/** The UTM parameters recorded from the first page of a visit. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** The sources report: enquiries per week over this many weeks, weeks starting Monday in this zone. */
export const REPORT_WEEKS = 12;
export const REPORT_TIME_ZONE = 'Asia/Kolkata';
/** Delivery of the staff notification mail: none (notifications off, or spam), then the outbox states. */
export const NOTIFICATION_STATES = ['none', 'pending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];
/** Audit log entries per page (GET /admin/audit?limit= defaults to it). */
export const AUDIT_PAGE_SIZE = 25;

// --- content (issues 17 and 18; docs/decisions/0037) ------------------------------------------------

/** Kinds of content that share slugs, revisions, preview links and edit presence (keyed by kind). */
export const CONTENT_KINDS = ['post', 'product'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** Where an item stands in publishing; only `published` is public anywhere. */
export const CONTENT_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  review: 'In review',
  scheduled: 'Scheduled',
  published: 'Published',
};
/** How far ahead the admin's schedule list looks (GET /admin/schedule). */
export const SCHEDULE_WEEKS = 8;
/** Edit presence (issue 18 item 5): the form heartbeats this often while open… */
export const PRESENCE_HEARTBEAT_SECONDS = 20;
/** …and a holder whose last heartbeat is older than this no longer holds the item. */
export const PRESENCE_STALE_SECONDS = 60;
/**
 * Presence calls (heartbeats; releases) one session may make a minute, each kind: an open form
 * sends 3, so this is twenty forms at once; past it the server answers 429 and writes nothing.
 */
export const PRESENCE_CALLS_PER_MINUTE = 60;
/** A draft (or an item in review) autosaves this long after typing stops. */
export const AUTOSAVE_DELAY_MS = 3000;
/** A staff account's role; what each may do is contract/src/permissions.ts. */
export const STAFF_ROLES = ['admin', 'editor', 'author'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Limits of the SEO panel's overrides (stored; the panel warns earlier, at 60 and 160). */
export const SEO_LIMITS = { title: 200, description: 400 } as const;
/** Lengths past which search engines usually cut a title or description: the SEO panel warns there. */
export const SEO_WARN_LENGTHS = { title: 60, description: 160 } as const;

// --- job openings (issue 19) ------------------------------------------------------------------------

/** schema.org JobPosting employmentType values. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** How pages and the admin name them. */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
  TEMPORARY: 'Temporary',
};
/** open: listed until its closing date; closed: off the list, its page answers 410. */
export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** How a candidate applies: a WhatsApp chat with a prefilled message, an e-mail, or a web page. */
export const JOB_APPLY_KINDS = ['whatsapp', 'email', 'url'] as const;
export type JobApplyKind = (typeof JOB_APPLY_KINDS)[number];

/** Site search (GET /api/v1/search, the /search page): results per page and the query's bounds. */
export const SEARCH_PAGE_SIZE = 10;
/** Deeper pages than this are refused: nobody reads them, and each costs an offset scan. */
export const SEARCH_PAGE_MAX = 50;
export const SEARCH_RESULT_TYPES = ['post', 'service', 'product'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
// --- legal pages (issue 19) -------------------------------------------------------------------------

/** The legal pages staff edit: each key is also the page's path (/privacy-policy …). */
export const LEGAL_KEYS = ['privacy-policy', 'terms-and-conditions', 'refund-policy'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

// --- visit analytics (issue 27; docs/decisions/0060) ------------------------------------------------

/** Limits of the page-view beacon, POST /api/v1/events. */
export const ANALYTICS_LIMITS = {
  /** A larger body is refused with 413 (the beacon's is about 100 bytes). */
  eventBytes: 2048,
  /** Beacons per address a minute; beyond it, 429 (an office behind one address reads far fewer). */
  eventsPerMinute: 120,
  /** A visit ends after this long without a page view. */
  visitIdleMinutes: 30,
  /** "Visitors right now": those with a page view in the last this-many minutes. */
  realtimeMinutes: 5,
  /** An enquiry keeps at most this many of the pages its visit saw before it. */
  pagesSeenMax: 20,
  /** Rows of a dashboard table (pages, sources …): the most visited ones. */
  tableRows: 100,
  /** A dashboard period spans at most this many days (ten years)… */
  rangeDaysMax: 3660,
  /** …and an hourly chart at most this many. */
  hourlyDaysMax: 31,
  /** A block's click keeps where its link went, cut to this many characters. */
  hrefMax: 500,
  /** The figures of a page's blocks cover the last this-many days unless asked otherwise. */
  blockDays: 30,
} as const;
/**
 * The dashboard's tables, and `table=` of its CSV export. Languages (issue 36): the entry pages'
 * figures summed by the language of the path (/hi/… Hindi), a row per language of the settings.
 */
export const ANALYTICS_TABLES = [
  'pages',
  'entries',
  'sources',
  'campaigns',
  'devices',
  'browsers',
  'languages',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
/** The funnel, in order: each step counts the visits of the step before that also did this. */
export const FUNNEL_STEPS = ['visits', 'content', 'contact', 'enquiry', 'won'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  visits: 'Visits',
  content: 'Viewed a service, product or post',
  contact: 'Opened the contact page or cart',
  enquiry: 'Sent an enquiry',
  won: 'Won',
};
/** A visit with no referrer from another site and no campaign tags. */
export const DIRECT_SOURCE = 'Direct';
/** Device classes, read from the browser string. */
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
