/**
 * What app.ts hands every route module: configuration, the database, the media service, content
 * changes and the services below. Plugins take only the part they declare (AuthContext,
 * AuditContext), which this satisfies.
 */
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Analytics } from './modules/analytics/index.ts';
import type { RefusedSignIns } from './modules/auth/refusals.ts';
import type { ServerSecrets } from './modules/auth/secrets.ts';
import type { PurgeQueue } from './modules/cdn/index.ts';
import type { MediaService } from './modules/media/service.ts';
import type { Outbox } from './modules/outbox/index.ts';
import type { RedirectService } from './modules/redirects/index.ts';
import type { AuditContext } from './plugins/audit.ts';
import type { AuthContext, SessionStore, TokenStore } from './plugins/auth.ts';
import type { ContentEvents } from './plugins/content-changes.ts';

export interface AppContext extends AuthContext, AuditContext {
  config: AppConfig;
  database: Database;
  db: Db;
  media: MediaService;
  uploadsDir: string;
  /** "Public content changed": `content.onChange(listener)` (plugins/content-changes.ts). */
  content: ContentEvents;
  /** Everything waiting to be sent out (mail, …), and the workers that send it (modules/outbox). */
  outbox: Outbox;
  /** Keys for signatures and sealed values (modules/auth/secrets.ts). */
  secrets: ServerSecrets;
  /** Sign-ins refused with 429, tallied per address until the next audit entry (refusals.ts). */
  refusedSignIns: RefusedSignIns;
  /** With CDN_PURGE_URL: queues each change's purge once, across processes (modules/cdn). */
  cdnPurges: PurgeQueue | null;
  /** Staff redirects as page requests match them, and the tallies of their hits and of 404s. */
  redirects: RedirectService;
  /** The sessions table for the session plugin (modules/auth/sessions.ts). */
  sessions: SessionStore;
  /** The API tokens table for the session plugin (modules/tokens). */
  tokens: TokenStore;
  /** Visit analytics: page views wait here for their batch; enquiries ask it for their visit. */
  analytics: Analytics;
  /**
   * The time of visits and enquiries (BuildOptions.now): the system clock, or one a test moves, so
   * a test can count the next day's visits and their enquiries without waiting.
   */
  now: () => Date;
}
