/**
 * Paths and response types of spec §7. Every path is written once, in ROUTES: the server registers
 * these patterns under API_PREFIX, and API builds the client URLs from them. The types are inferred
 * from the response schemas in responses.ts (imported as types only, so pages never load zod for them).
 */
import type { z } from 'zod';
import type * as R from './responses.ts';

export const API_PREFIX = '/api/v1';

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
} as const;

const fixed = <P extends string>(pattern: P) => `${API_PREFIX}${pattern}` as `${typeof API_PREFIX}${P}`;
const withId = (pattern: `${string}:id` | `${string}:id/${string}`) => (id: string) =>
  `${API_PREFIX}${pattern.replace(':id', encodeURIComponent(id))}`;

/** Client URLs: strings for fixed routes, builders for routes with an id. */
export const API = {
  login: fixed(ROUTES.login),
  me: fixed(ROUTES.me),
  logout: fixed(ROUTES.logout),
  blogs: fixed(ROUTES.blogs),
  blog: withId(ROUTES.blog),
  contact: fixed(ROUTES.contact),
  contactMessage: withId(ROUTES.contactMessage),
  contactAssignees: fixed(ROUTES.contactAssignees),
  contactExport: fixed(ROUTES.contactExport),
  contactReport: fixed(ROUTES.contactReport),
  contactBulk: fixed(ROUTES.contactBulk),
  contactNotes: withId(ROUTES.contactNotes),
  contactNotificationRetry: withId(ROUTES.contactNotificationRetry),
  products: fixed(ROUTES.products),
  product: withId(ROUTES.product),
  adminProductNew: fixed(ROUTES.adminProductNew),
  adminProduct: withId(ROUTES.adminProduct),
  adminBackup: fixed(ROUTES.adminBackup),
  categories: fixed(ROUTES.categories),
  category: withId(ROUTES.category),
  secondSections: fixed(ROUTES.secondSections),
  secondSection: withId(ROUTES.secondSection),
} as const;

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
export type EnquirySummary = z.infer<typeof R.enquirySummaryEntity>;
export type Enquiry = z.infer<typeof R.enquiryEntity>;
export type EnquiryNote = z.infer<typeof R.enquiryNoteEntity>;
export type EnquiryLine = z.infer<typeof R.enquiryLineEntity>;
export type EnquiryAssignee = z.infer<typeof R.enquiryAssigneeEntity>;
export type EnquiryNotification = z.infer<typeof R.enquiryNotificationEntity>;
export type EnquiryAttribution = z.infer<typeof R.enquiryAttributionEntity>;

/** Every error: a message, plus per-field messages for invalid input. */
export type ErrorResponse = z.infer<typeof R.errorResponse>;
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
