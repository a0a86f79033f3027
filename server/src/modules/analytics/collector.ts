/**
 * Counting page views (issue 27, docs/decisions/0060). A beacon costs a few microseconds: its view is
 * classified and hashed in memory and waits for the next batch, which the scheduler writes every
 * second (and at shutdown). A visitor is 48 bits of SHA-256(day's salt, site, address, browser
 * string); the salt is random, made by the first process that needs it that day, kept in the
 * database so every process hashes alike, and deleted when the day is over.
 *
 * Not counted: ANALYTICS=false or the site settings' switch, bots (isbot), prefetches and
 * prerenders, signed-in staff, the admin and preview pages.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ANALYTICS_LIMITS, DIRECT_SOURCE } from '@vyoma/contract';
import type { AnalyticsClickInput } from '@vyoma/contract/schemas';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { AppConfig } from '../../config.ts';
import { writeBatch } from '../../db/batch.ts';
import type { Database } from '../../db/client.ts';
import { storableText } from '../../db/text.ts';
import { requestOrigin } from '../../plugins/security.ts';
import { readSettings } from '../settings/index.ts';
import {
  browserOf,
  deviceOf,
  isCountedPath,
  isPrefetch,
  pageKind,
  parseLanding,
  referrerHost,
  sourceOf,
} from './classify.ts';
import { localDay } from './days.ts';
import {
  currentVisit,
  type PendingClick,
  type PendingView,
  saltOf,
  writeClicks,
  writeViews,
} from './repository.ts';

/**
 * A batch is written as soon as this many views wait (the scheduler writes the rest every second).
 * Small batches keep each write short: on the embedded database a write holds the event loop, and a
 * page asked for meanwhile waits (about 3 ms for 100 views).
 */
const BATCH_MAX = 100;
/** Views kept in memory while the database does not answer; beyond this the oldest are dropped. */
const BACKLOG_MAX = 100_000;
/** Other processes may change the settings switch: it is read again after this long. */
const SWITCH_TTL_MS = 30_000;

export type Counting = 'on' | 'off-server' | 'off-site';

/** What an enquiry records of the visit it came from (contact_messages.visit_*). */
export interface EnquiryVisitColumns {
  visitId: number | null;
  visitEntry: string | null;
  visitSource: string;
  visitCampaign: string | null;
  visitPaid: boolean;
  visitDevice: string | null;
  visitBrowser: string | null;
  visitPages: string[];
  visitStage: number | null;
  /** The page and block of the visit's last click in a block (issue 35), if any. */
  visitClickPage: string | null;
  visitClickBlock: string | null;
}

/** The form's own record of its visit (contact schema `attribution`), when no visit was counted. */
export interface FormAttribution {
  page?: string | null;
  landingPage?: string | null;
  referrer?: string | null;
  utm?: { source?: string; campaign?: string };
}

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

export class Analytics {
  private pending: PendingView[] = [];
  /** Clicks in blocks waiting for the next batch, written after the views (their visits exist then). */
  private clicks: PendingClick[] = [];
  /** Views this process left out because the database refused their data (each time logged). */
  refused = 0;
  private writing: Promise<void> = Promise.resolve();
  private salts = new Map<string, Promise<string>>();
  private siteSwitch = true;
  private switchReadAt = Number.NEGATIVE_INFINITY;
  private switchReading: Promise<void> | null = null;
  private readonly originOf: (request: FastifyRequest) => string | null;
  private readonly fallbackOrigin: string;

  constructor(
    private readonly database: Database,
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
    /** The clock (tests move it to the next day). */
    readonly now: () => Date = () => new Date(),
  ) {
    this.originOf = requestOrigin(config);
    this.fallbackOrigin = new URL(config.publicUrl).origin;
  }

  /** The site a request was sent to (part of the visitor's hash): its origin, else PUBLIC_URL's. */
  siteOf(request: FastifyRequest): string {
    return this.originOf(request) ?? this.fallbackOrigin;
  }

  /**
   * acceptEnquiry's `visit` for an enquiry sent by `request` (the contact form, the API, a form's
   * entry, with or without JavaScript): see enquiryVisit.
   */
  visitFor(request: FastifyRequest): (form: FormAttribution) => Promise<EnquiryVisitColumns> {
    return (form) => this.enquiryVisit(request, this.siteOf(request), form);
  }

  /** Whether visits are counted now, and if not, who turned it off. */
  counting(): Counting {
    if (!this.config.analytics) return 'off-server';
    if (Date.now() - this.switchReadAt > SWITCH_TTL_MS) void this.readSwitch();
    return this.siteSwitch ? 'on' : 'off-site';
  }

  /** Reads the settings switch again (at start, after a saved change, and every 30 s). */
  readSwitch(): Promise<void> {
    this.switchReading ??= readSettings(this.database.db)
      .then(
        (settings) => {
          this.siteSwitch = settings.analytics;
          this.switchReadAt = Date.now();
        },
        (err: unknown) => this.log.warn({ err }, 'analytics: could not read the settings switch'),
      )
      .finally(() => {
        this.switchReading = null;
      });
    return this.switchReading;
  }

  today(): string {
    return localDay(this.now(), this.config.siteTimezone);
  }

  private salt(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      // Yesterday's salt is forgotten here too (the scheduler deletes it from the database).
      this.salts.clear();
      salt = saltOf(this.database.db, day, randomBytes(32).toString('base64url'));
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
    }
    return salt;
  }

  /** The visitor of a request on `day`: neither the address nor the browser string is kept. */
  private async visitor(request: FastifyRequest, site: string, day: string): Promise<number> {
    const hash = createHash('sha256')
      .update(await this.salt(day))
      .update('\n')
      .update(site)
      .update('\n')
      .update(request.ip ?? '')
      .update('\n')
      .update(header(request, 'user-agent'))
      .digest();
    return hash.readUIntBE(0, 6);
  }

  /** Whether this request may be counted at all (who sent it and how), apart from its page. */
  private countable(request: FastifyRequest): boolean {
    if (this.counting() !== 'on' || request.user) return false;
    const ua = header(request, 'user-agent');
    return ua !== '' && !isbot(ua) && !isPrefetch(request.headers);
  }

  /**
   * Notes a page view: `event.path` is the page's path and query, `event.referrer` the page's
   * referrer. `script` is false for the image of browsers without JavaScript.
   */
  async pageView(
    request: FastifyRequest,
    site: string,
    event: { path: string; referrer?: string },
    script = true,
  ): Promise<boolean> {
    if (!this.countable(request)) return false;
    const landing = parseLanding(event.path);
    if (landing.control || !isCountedPath(landing.path)) return false;
    const at = this.now();
    const day = localDay(at, this.config.siteTimezone);
    const ua = header(request, 'user-agent');
    const host = referrerHost(event.referrer, new URL(site).hostname);
    this.pending.push({
      at: at.getTime(),
      day,
      visitor: await this.visitor(request, site, day),
      path: landing.path,
      kind: pageKind(landing.path),
      referrerHost: host,
      source: sourceOf(landing.utm.source, host, landing.clickId),
      utm: landing.utm,
      clickId: landing.clickId,
      device: deviceOf(ua, header(request, 'sec-ch-ua-mobile')),
      browser: browserOf(ua),
      script,
    });
    if (this.pending.length >= BATCH_MAX) void this.flush();
    return true;
  }

  /**
   * Notes a click on a link or button inside a block (issue 35 item 5), under the same rules as a
   * page view (the switch, bots, prefetches, staff, pages not counted). It joins the visitor's visit
   * when the batch is written.
   */
  async click(request: FastifyRequest, site: string, event: AnalyticsClickInput): Promise<boolean> {
    if (!this.countable(request)) return false;
    const landing = parseLanding(event.path);
    if (landing.control || !isCountedPath(landing.path)) return false;
    const at = this.now();
    const day = localDay(at, this.config.siteTimezone);
    this.clicks.push({
      at: at.getTime(),
      day,
      visitor: await this.visitor(request, site, day),
      page: event.page.toLowerCase(),
      block: event.block.toLowerCase(),
      // The schema refused control characters; a lone surrogate still becomes U+FFFD.
      href: storableText(event.href, ANALYTICS_LIMITS.hrefMax),
    });
    if (this.clicks.length >= BATCH_MAX) void this.flush();
    return true;
  }

  /**
   * Writes the views waiting in memory (one batch at a time). A view the database refuses for its own
   * data is left out and counted (`refused`, and a log line), and the others are written
   * (db/batch.ts); when the database itself fails, the views wait for the next try.
   */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      await this.flushViews();
      await this.flushClicks();
    });
    return this.writing;
  }

  private async flushViews() {
    if (this.pending.length === 0) return;
    // In time order: views written one at a time after a refusal make the same visits.
    const batch = this.pending.sort((a, b) => a.at - b.at);
    this.pending = [];
    const outcome = await writeBatch(batch, (views) => writeViews(this.database, views));
    if (outcome.dropped > 0) {
      this.refused += outcome.dropped;
      this.log.warn(
        { views: outcome.dropped, causes: outcome.causes, refusedSinceStart: this.refused },
        'analytics: page views the database refused for their data were left out',
      );
    }
    if (outcome.error) {
      const kept = [...outcome.unwritten, ...this.pending];
      const lost = Math.max(0, kept.length - BACKLOG_MAX);
      this.pending = kept.slice(lost);
      this.log.warn(
        { err: outcome.error, views: outcome.unwritten.length, dropped: lost },
        'analytics: page views not written; retrying',
      );
    }
  }

  /** The clicks waiting, as the views are written: a row refused for its data costs itself alone. */
  private async flushClicks() {
    if (this.clicks.length === 0) return;
    const batch = this.clicks;
    this.clicks = [];
    const outcome = await writeBatch(batch, (clicks) => writeClicks(this.database.db, clicks));
    if (outcome.dropped > 0) {
      this.refused += outcome.dropped;
      this.log.warn(
        { clicks: outcome.dropped, causes: outcome.causes, refusedSinceStart: this.refused },
        'analytics: block clicks the database refused for their data were left out',
      );
    }
    if (outcome.error) {
      const kept = [...outcome.unwritten, ...this.clicks];
      this.clicks = kept.slice(Math.max(0, kept.length - BACKLOG_MAX));
      this.log.warn(
        { err: outcome.error, clicks: outcome.unwritten.length },
        'analytics: block clicks not written; retrying',
      );
    }
  }

  /**
   * What an enquiry records of its visit: the counted visit of this browser that is still going
   * (its views written first), else what the form itself says (its first page and that page's
   * referrer and tags, kept by the tab), read the same way.
   */
  async enquiryVisit(
    request: FastifyRequest,
    site: string,
    form: FormAttribution,
  ): Promise<EnquiryVisitColumns> {
    const ua = header(request, 'user-agent');
    if (this.countable(request)) {
      await this.flush();
      const at = this.now();
      const day = localDay(at, this.config.siteTimezone);
      const visit = await currentVisit(this.database.db, day, await this.visitor(request, site, day), at);
      if (visit)
        return {
          visitId: visit.id,
          visitEntry: visit.entryPath,
          visitSource: visit.source,
          visitCampaign: visit.campaign,
          visitPaid: visit.paid,
          visitDevice: visit.device,
          visitBrowser: visit.browser,
          visitPages: visit.pages,
          visitStage: 1 + (visit.content ? 1 : 0) + (visit.content && visit.contact ? 1 : 0),
          visitClickPage: visit.lastClick?.page ?? null,
          visitClickBlock: visit.lastClick?.block ?? null,
        };
    }
    const landing = form.landingPage ? parseLanding(form.landingPage) : null;
    const sent = form.page ? parseLanding(form.page).path : null;
    const host = referrerHost(form.referrer, new URL(site).hostname);
    return {
      visitId: null,
      visitEntry: landing?.path ?? sent,
      visitSource:
        landing || form.utm?.source
          ? sourceOf(form.utm?.source ?? null, host, landing?.clickId ?? null)
          : DIRECT_SOURCE,
      visitCampaign: form.utm?.campaign?.trim() || null,
      visitPaid: landing?.clickId != null,
      visitDevice: ua ? deviceOf(ua, header(request, 'sec-ch-ua-mobile')) : null,
      visitBrowser: ua ? browserOf(ua) : null,
      visitPages: [...new Set([landing?.path, sent].filter((p): p is string => Boolean(p)))],
      visitStage: null,
      visitClickPage: null,
      visitClickBlock: null,
    };
  }
}
