/**
 * The admin screens' paths. A module of its own, apart from the public pages' (routes.ts): the
 * bundler keeps a shared module whole in one chunk, so a table that grows with every admin screen
 * here stays out of every public page's first load (web/test/bundle-budget.test.ts).
 */
import { ADMIN_HOME } from './routes.ts';

/** Admin screens of spec §2.8 (ids in the path are filled in by the callers). */
export const ADMIN_PAGE = {
  products: ADMIN_HOME,
  addProduct: '/admin/add-product',
  editProduct: (id: string) => `/admin/product/${encodeURIComponent(id)}/edit`,
  /** A product's saved versions, compared and restored (issue 18). */
  productHistory: (id: string) => `/admin/product/${encodeURIComponent(id)}/history`,
  categories: '/admin/categories',
  addCategory: '/admin/add-category',
  editCategory: (id: string) => `/admin/edit-category/${encodeURIComponent(id)}`,
  contactInfo: '/admin/contact-info',
  /** One enquiry with its pipeline, notes, quote lines and attribution. */
  enquiry: (id: string) => `/admin/contact-info/${encodeURIComponent(id)}`,
  /** Enquiries per week by source (chart and table). */
  enquiryReport: '/admin/contact-info/report',
  blogs: '/admin/blogs',
  createBlog: '/admin/create-blog',
  editBlog: (id: string) => `/admin/edit-blog/${encodeURIComponent(id)}`,
  /** A post's saved versions, compared and restored (issue 18). */
  blogHistory: (id: string) => `/admin/edit-blog/${encodeURIComponent(id)}/history`,
  viewBlog: (id: string) => `/admin/blog/${encodeURIComponent(id)}`,
  content: '/admin/content',
  contentBackOffice: '/admin/content/manageContent-backOffice',
  contentBanner: '/admin/content/manageContent-banner-section',
  editSecondSection: '/admin/edit-secondSection',
  // Staff accounts (issue 10).
  account: '/admin/account',
  staff: '/admin/staff',
  audit: '/admin/audit',
  // Site settings (issue 19).
  settings: '/admin/settings',
  /** What goes live in the next weeks (issue 18). */
  schedule: '/admin/schedule',
  // Redirects and broken links (issue 17 item 3).
  redirects: '/admin/redirects',
  // Job openings (issue 19).
  careers: '/admin/careers',
  newCareer: '/admin/careers/new',
  editCareer: (id: string) => `/admin/careers/${encodeURIComponent(id)}/edit`,
  // The media library (issue 19).
  media: '/admin/media',
  // Legal pages (issue 19).
  legal: '/admin/legal',
  editLegal: (key: string) => `/admin/legal/${encodeURIComponent(key)}`,
  // API tokens and webhooks (issue 28).
  tokens: '/admin/tokens',
  webhooks: '/admin/webhooks',
  /** One webhook: its deliveries, redelivery, test event and settings. */
  webhook: (id: string) => `/admin/webhooks/${encodeURIComponent(id)}`,
  // Candidates and forms (issue 29).
  candidates: '/admin/candidates',
  candidate: (id: string) => `/admin/candidates/${encodeURIComponent(id)}`,
  forms: '/admin/forms',
  newForm: '/admin/forms/new',
  editForm: (id: string) => `/admin/forms/${encodeURIComponent(id)}/edit`,
  /** Visits, sources and campaigns joined to enquiries and won work (issue 27). */
  analytics: '/admin/analytics',
} as const;

/** The candidates screen's filters in its URL (/admin/candidates?job=…&stage=…&view=list). */
export const CANDIDATE_FILTER_PARAMS = {
  job: 'job',
  stage: 'stage',
  assignee: 'assignee',
  q: 'q',
  view: 'view',
  page: 'page',
} as const;
