/**
 * Who may do what (issue 18, roles): one map from a permission to the roles that have it. The server
 * enforces it on every staff route (`config.permission`, plugins/auth.ts) and the admin menu shows
 * only what the role may use; both read this map, so a change here changes both.
 */
import type { StaffRole } from './constants.ts';

export const PERMISSIONS = {
  /** Their own account: profile, password, second factors, sessions. */
  ownAccount: ['admin', 'editor', 'author'],
  /**
   * Write posts and products and read them in the admin. An author writes only their own, and only
   * while unpublished (draft or in review): see `publish`.
   */
  writeContent: ['admin', 'editor', 'author'],
  /** Publish, schedule and unpublish; change or delete anyone's post or product. */
  publish: ['admin', 'editor'],
  /**
   * The media library: see it, upload into it, write alt text. Authors need it to pick images for
   * their posts; replacing and deleting a file touches others' work, so that is `mediaManage`. An
   * author (no `publish`) writes alt text only for their own uploads and for files nothing published
   * or scheduled uses, and is told only of uses they may see (server modules/media/library-routes.ts).
   */
  media: ['admin', 'editor', 'author'],
  /** Replace or delete a library file (it may be used in anyone's work). */
  mediaManage: ['admin', 'editor'],
  /** Product categories and the home-page section. */
  catalogue: ['admin', 'editor'],
  /** The header's menu and the footer's columns (issue 35). */
  menus: ['admin', 'editor'],
  /** Job openings on the careers page. */
  openings: ['admin', 'editor'],
  /** Redirects and the log of addresses that answered 404. */
  redirects: ['admin', 'editor'],
  /** Enquiries: the inbox, the pipeline, the sources report. */
  enquiries: ['admin', 'editor'],
  /** Job applications (issue 29): the candidates board and list, stages, notes, CVs. */
  candidates: ['admin', 'editor'],
  /** Export or erase everything one person sent (their applications and CVs): a data-protection request. */
  personalData: ['admin'],
  /** The form builder: forms, their fields and who is told of an entry (entries are enquiries). */
  forms: ['admin', 'editor'],
  /** Staff accounts and their roles. */
  staff: ['admin'],
  /** The audit log. */
  audit: ['admin'],
  /** Backups: download and restore. */
  backups: ['admin'],
  /** The site settings: name, contact details, social links, images. */
  settings: ['admin'],
  /** The legal pages (privacy policy, terms, refund policy) and their history. */
  legal: ['admin'],
  /** API tokens (issue 28): create, list, revoke. Never by a token itself (integrations.ts). */
  tokens: ['admin'],
  /** Webhook subscriptions, their deliveries, redelivery and test events (issue 28). */
  webhooks: ['admin'],
  /** Visit analytics: the dashboard, and each post's and product's views and enquiries. */
  analytics: ['admin', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  author: 'Author',
};

/** What each role is for, shown where a role is chosen. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: 'Everything, including staff, settings, backups and the audit log.',
  editor: 'Posts, products, categories, the home section, menus, enquiries, forms and candidates; publishes.',
  author: 'Writes their own drafts and submits them for review; cannot publish or see enquiries.',
};
