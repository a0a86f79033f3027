/**
 * Environment → typed configuration, validated once at start. `envSchema` lists every variable the
 * server reads, with its default and its limits; the README's configuration table is checked against
 * it (server/test/unit/config.test.ts). A wrong value throws a ConfigError that names the variable,
 * and main.ts stops with that message. Operations (docs/operations.md): TRUST_PROXY (false | hop count |
 * proxy addresses/CIDRs), LOG_FORMAT, the client timeouts, MAX_CONNECTIONS, MEDIA_STORE.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { passwordSchema } from '@vyoma/contract/schemas';
import { z } from 'zod';
import { SERVER_DIR } from './paths.ts';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  admin: { email: string; password: string | null; phone: string | null } | null;
  seedDemo: boolean;
  /** PUBLIC_URL, or http://localhost:$PORT when it is unset (see publicUrlSet). */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was given. Unset, absolute links still use the localhost default, but the
   * cross-site check accepts the address each request was sent to (plugins/security.ts).
   */
  publicUrlSet: boolean;
  /** SITE_TIMEZONE: the IANA zone publishing times are entered and shown in (stored in UTC). */
  siteTimezone: string;
  logLevel: string;
  webDistDir: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** false, a number of trusted hops, or a list of trusted proxy addresses/CIDRs (never "trust all"). */
  trustProxy: TrustProxy;
  contactRateLimitPerMinute: number;
  loginRateLimitPerMinute: number;
  /** Per-address limit on GET /api/v1/search (a read: it fails open, plugins/rate-limit-store.ts). */
  searchRateLimitPerMinute: number;
  publicCacheSeconds: number;
  seedCacheDir: string;
  /** 'pretty' (human-readable, for a terminal) or 'json' (one JSON object a line). */
  logFormat: 'pretty' | 'json';
  /** Slow and idle clients: see docs/operations.md#slow-and-idle-clients. */
  headersTimeoutSeconds: number;
  requestTimeoutSeconds: number;
  idleTimeoutSeconds: number;
  keepAliveTimeoutSeconds: number;
  maxConnections: number;
  /** Where media bytes live: files in DATA_DIR/uploads, or rows in the database (shared by processes). */
  mediaStore: 'disk' | 'database';
  /** Every admin must have a second factor: one without is sent to enrol at sign-in. */
  require2fa: boolean;
  /** Audit entries older than this are deleted by the scheduler. */
  auditRetentionDays: number;
  /** Revisions older than this are pruned by the scheduler, except each item's 20 newest. */
  revisionRetentionDays: number;
  /**
   * The key for device cookies, pending sign-ins and sealed TOTP secrets; null = a random secret
   * generated once and kept in the database (modules/auth/secrets.ts).
   */
  authSecret: string | null;
  /** Enquiry mail (docs/operations.md#enquiry-mail): nothing is sent without smtpUrl. */
  mail: MailConfig;
  /**
   * After SIGTERM, /readyz answers 503 and the server keeps serving this long before it closes, so a
   * load balancer's health checks take it out of rotation first (main.ts).
   */
  shutdownDrainSeconds: number;
  /** Requests per minute each API token may make (issue 28). */
  tokenRateLimitPerMinute: number;
  /** Webhooks (docs/operations.md#webhooks). */
  webhooks: WebhookConfig;
  /**
   * How a process hears other processes' changes on PostgreSQL (docs/operations.md#the-change-feed):
   * 'listen' (LISTEN/NOTIFY on one dedicated connection) or 'poll' (the change log every second, for
   * poolers in transaction mode). The embedded database has one process: ignored there.
   */
  changeFeed: 'listen' | 'poll';
  /** A shared cache in front (docs/operations.md#a-cdn-in-front): see CdnConfig. */
  cdn: CdnConfig;
  /** Job applications are deleted this long after their opening ends, unless marked to keep (issue 29). */
  applicationRetentionDays: number;
  /** Turnstile or hCaptcha on public forms, when both keys are set; null: none (issue 29). */
  captcha: CaptchaConfig | null;
  /** Count visits (issue 27); false: nothing is counted, whatever the site settings say. */
  analytics: boolean;
  /** Raw page views and visits are kept this many days; the hourly and daily figures for good. */
  analyticsRawDays: number;
}

export interface CdnConfig {
  /** CDN_MAX_AGE: seconds a CDN may keep a public answer (s-maxage); 0: no shared caching. */
  maxAge: number;
  /** CDN_PURGE_URL: where each change's tags are POSTed; null: no purging. */
  purgeUrl: string | null;
  /** CDN_PURGE_HEADER: one header sent with each purge (a token); never logged. */
  purgeHeader: { name: string; value: string } | null;
}

export interface WebhookConfig {
  /** Local receivers: http:// URLs and loopback, private and link-local addresses (never metadata). */
  allowPrivate: boolean;
  /** A subscription whose deliveries have failed for this long without a success is turned off. */
  disableAfterHours: number;
  /** Delivered and failed deliveries older than this are deleted (daily). */
  retentionDays: number;
}

export interface CaptchaConfig {
  provider: 'turnstile' | 'hcaptcha';
  siteKey: string;
  /** Never logged or sent to a browser. */
  secretKey: string;
}

export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; null: notifications are off. Never logged. */
  smtpUrl: string | null;
  /** SMTP_FROM: the From of every mail (an address, or "Name <address>"); null: fromAddress under the site name. */
  from: string | null;
  /** no-reply@ the PUBLIC_URL host: the address of the default From, named after the site settings' name. */
  fromAddress: string;
  /** Staff addresses that get a mail for each new enquiry (empty: staff notifications are off). */
  notify: string[];
  /** Also send the visitor a short confirmation. */
  autoreply: boolean;
  /** The first retry waits this long; each further one twice as long (at most an hour). */
  retrySeconds: number;
  /** After this many failed attempts a mail is marked failed. */
  maxAttempts: number;
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid ${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const DEFAULT_WEB_DIST = path.resolve(SERVER_DIR, '../web/dist');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_TIMEZONE = 'Asia/Kolkata';

/** Whether Intl knows this IANA time zone (kept as written: Node 20 would rename Kolkata Calcutta). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How a variable is documented: its default as the README shows it, and numeric limits. */
export interface VariableDoc {
  default?: string;
  min?: number;
  max?: number;
}
const docs = z.registry<VariableDoc>();
const documented = <S extends z.ZodType>(schema: S, doc: VariableDoc): S => {
  docs.add(schema, doc);
  return schema;
};

/** A variable's text: blank counts as unset; otherwise trimmed. */
const value = () =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().optional());

const text = (def: string) =>
  documented(
    value().transform((v) => v ?? def),
    { default: def },
  );

/** A whole number within [min, max], or undefined when unset; a wrong value is an issue. */
function wholeNumber(raw: string | undefined, ctx: z.RefinementCtx, min: number, max: number) {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw)) ctx.addIssue({ code: 'custom', message: `expected a whole number, got "${raw}"` });
  else if (n < min || n > max)
    ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}, got ${n}` });
  return n;
}

const whole = (def: number, min: number, max: number) =>
  documented(
    value().transform((raw, ctx) => wholeNumber(raw, ctx, min, max) ?? def),
    { default: String(def), min, max },
  );

/** A whole number whose default depends on other variables (loadConfig resolves it). */
const wholeOrUnset = (docDefault: string, min: number, max: number) =>
  documented(
    value().transform((raw, ctx) => wholeNumber(raw, ctx, min, max)),
    { default: docDefault, min, max },
  );

const flag = (def: boolean) =>
  documented(
    value().transform((raw, ctx) => {
      if (raw === undefined) return def;
      const v = raw.toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(v)) return true;
      if (['false', '0', 'no', 'off'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: `expected true or false, got "${raw}"` });
      return def;
    }),
    { default: String(def) },
  );

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;
/** proxy-addr's names for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset/false = no proxy; a number = that many proxy hops in front of us; otherwise a
 * comma-separated list of proxy addresses or CIDRs (or loopback, linklocal, uniquelocal). `true`
 * (trust every hop, so the client could pick its own address) is refused. Returns an error message
 * for a wrong value.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  if (raw === undefined) return false;
  const v = raw.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) {
    return {
      error:
        'trusting every hop lets clients forge their address; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    return n > 10 ? { error: `a hop count must be between 0 and 10, got ${n}` } : n;
  }
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  for (const entry of list) {
    if (NAMED_RANGES.has(entry)) continue;
    const [addr, bits, extra] = entry.split('/');
    const isV4 = addr !== undefined && IPV4.test(addr);
    const isV6 = addr !== undefined && !isV4 && addr.includes(':') && IPV6.test(addr);
    const maxBits = isV4 ? 32 : 128;
    if (
      (!isV4 && !isV6) ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits))
    ) {
      return {
        error: `"${entry}" is not an address or CIDR (expected false, a hop count, or e.g. 127.0.0.1,10.0.0.0/8)`,
      };
    }
  }
  return list.length === 0 ? false : list;
}

/**
 * SMTP_URL: smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps://… (TLS from the start).
 * The message never repeats the value: it may hold a password.
 */
function checkSmtpUrl(raw: string): string | null {
  try {
    const u = new URL(raw);
    if ((u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname) return null;
  } catch {
    // reported below
  }
  return 'must look like smtp://user:password@host:587 or smtps://user:password@host:465 (the value is not repeated here: it may hold a password)';
}

/** "Name <address>" or a bare address; no line breaks (it becomes a header). */
const MAIL_FROM = /^(?:[^<>\r\n"]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
const CHANGE_FEEDS = ['listen', 'poll'] as const;
/** "Name: value" (a header name, then any visible text). */
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\x21-\x7e][\x20-\x7e]*)$/;
const MEDIA_STORES = ['disk', 'database'] as const;
const CAPTCHA_PROVIDERS = ['turnstile', 'hcaptcha'] as const;

/** Every variable the server reads. Unset ones without a default stay undefined. */
export const envSchema = z
  .object({
    PORT: whole(3000, 0, 65535),
    HOST: text('0.0.0.0'),
    DATA_DIR: text('./data'),
    DATABASE_URL: value().refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with postgres:// or postgresql:// (leave it unset for the embedded database)',
    }),
    ADMIN_EMAIL: value()
      .transform((v) => v?.toLowerCase())
      .refine((v) => v === undefined || EMAIL.test(v), {
        error: (i) => `"${i.input}" is not an email address`,
      }),
    // Not trimmed: spaces may be part of a passphrase.
    ADMIN_PASSWORD: z.preprocess((v) => v || undefined, passwordSchema.optional()),
    ADMIN_PHONE: value()
      .transform((v) => v?.replace(/\D/g, ''))
      .refine((v) => v === undefined || (v.length >= 6 && v.length <= 20), {
        message: 'must have 6 to 20 digits',
      }),
    SEED_DEMO: flag(true),
    PUBLIC_URL: documented(
      value().transform((raw, ctx) => {
        if (raw === undefined) return undefined;
        try {
          const u = new URL(raw);
          if (u.protocol === 'http:' || u.protocol === 'https:')
            return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
        } catch {
          // reported below
        }
        ctx.addIssue({ code: 'custom', message: `must be an absolute http(s) URL, got "${raw}"` });
        return undefined;
      }),
      { default: 'http://localhost:$PORT' },
    ),
    SITE_TIMEZONE: documented(
      value().transform((raw, ctx) => {
        if (raw === undefined) return DEFAULT_TIMEZONE;
        if (!isTimeZone(raw))
          ctx.addIssue({
            code: 'custom',
            message: `"${raw}" is not an IANA time zone (e.g. Asia/Kolkata, Europe/London, UTC)`,
          });
        return raw;
      }),
      { default: DEFAULT_TIMEZONE },
    ),
    LOG_LEVEL: documented(
      value()
        .transform((v) => (v ?? 'info').toLowerCase())
        .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
      { default: 'info' },
    ),
    WEB_DIST_DIR: documented(value(), { default: 'web/dist' }),
    SESSION_IDLE_MINUTES: whole(120, 1, 60 * 24 * 30),
    SESSION_MAX_HOURS: whole(12, 1, 24 * 365),
    TRUST_PROXY: documented(
      value().transform((raw, ctx): TrustProxy => {
        const r = parseTrustProxy(raw);
        if (typeof r === 'object' && !Array.isArray(r) && r !== null) {
          ctx.addIssue({ code: 'custom', message: r.error });
          return false;
        }
        return r;
      }),
      { default: 'false' },
    ),
    CONTACT_RATE_LIMIT_PER_MINUTE: whole(10, 1, 100_000),
    LOGIN_RATE_LIMIT_PER_MINUTE: whole(10, 1, 100_000),
    SEARCH_RATE_LIMIT_PER_MINUTE: whole(120, 1, 100_000),
    PUBLIC_CACHE_SECONDS: whole(5, 0, 3600),
    VYOMA_SEED_CACHE_DIR: documented(value(), { default: '$TMPDIR/vyoma-seed-media-cache' }),
    LOG_FORMAT: documented(
      value()
        .transform((v) => (v ?? 'auto').toLowerCase())
        .pipe(z.enum(LOG_FORMATS, { error: `must be ${LOG_FORMATS.join(', ')}` })),
      { default: 'auto' },
    ),
    HEADERS_TIMEOUT_SECONDS: whole(10, 1, 600),
    REQUEST_TIMEOUT_SECONDS: whole(120, 1, 3600),
    IDLE_TIMEOUT_SECONDS: whole(15, 1, 3600),
    KEEP_ALIVE_TIMEOUT_SECONDS: whole(5, 1, 600),
    MAX_CONNECTIONS: whole(10_000, 10, 1_000_000),
    // Several processes behind a balancer need the drain; one embedded process has nowhere to drain to.
    SHUTDOWN_DRAIN_SECONDS: wholeOrUnset('7 with DATABASE_URL, 0 without', 0, 120),
    MEDIA_STORE: documented(
      value()
        .transform((v) => v?.toLowerCase())
        .pipe(z.enum(MEDIA_STORES, { error: `must be ${MEDIA_STORES.join(' or ')}` }).optional()),
      { default: 'disk; database with DATABASE_URL' },
    ),
    SMTP_URL: value().refine((v) => v === undefined || checkSmtpUrl(v) === null, {
      message: checkSmtpUrl('')!,
    }),
    SMTP_FROM: documented(
      value().refine((v) => v === undefined || MAIL_FROM.test(v), {
        error: (i) => `"${i.input}" is not an address or "Name <address>"`,
      }),
      { default: '{site name} <no-reply@PUBLIC_URL host>' },
    ),
    NOTIFY_EMAILS: value().transform((raw, ctx) => {
      const list = (raw ?? '')
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter((x) => x !== '');
      for (const address of list)
        if (!EMAIL.test(address))
          ctx.addIssue({ code: 'custom', message: `"${address}" is not an email address` });
      return [...new Set(list)];
    }),
    ENQUIRY_AUTOREPLY: flag(false),
    OUTBOX_RETRY_SECONDS: whole(30, 1, 3600),
    OUTBOX_MAX_ATTEMPTS: whole(10, 1, 100),
    REQUIRE_2FA: flag(false),
    AUDIT_RETENTION_DAYS: whole(365, 1, 36_500),
    REVISION_RETENTION_DAYS: whole(365, 1, 36_500),
    TOKEN_RATE_LIMIT_PER_MINUTE: whole(600, 1, 100_000),
    WEBHOOK_ALLOW_PRIVATE: flag(false),
    WEBHOOK_DISABLE_AFTER_HOURS: whole(72, 1, 8760),
    WEBHOOK_RETENTION_DAYS: whole(30, 1, 3650),
    APPLICATION_RETENTION_DAYS: whole(180, 1, 36_500),
    CAPTCHA_PROVIDER: documented(
      value()
        .transform((v) => v?.toLowerCase())
        .pipe(z.enum(CAPTCHA_PROVIDERS, { error: `must be ${CAPTCHA_PROVIDERS.join(' or ')}` }).optional()),
      { default: 'unset (no challenge)' },
    ),
    CAPTCHA_SITE_KEY: value().refine((v) => v === undefined || /^[\w.-]{1,200}$/.test(v), {
      message: 'must be the site key the provider gave (letters, digits, dots, dashes)',
    }),
    CAPTCHA_SECRET_KEY: value(),
    ANALYTICS: flag(true),
    ANALYTICS_RAW_DAYS: whole(30, 1, 3650),
    // Not trimmed, like a password.
    AUTH_SECRET: documented(
      z.preprocess(
        (v) => v || undefined,
        z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
      ),
      { default: 'generated once, kept in the database' },
    ),
    CHANGE_FEED: documented(
      value()
        .transform((v) => (v ?? 'listen').toLowerCase())
        .pipe(z.enum(CHANGE_FEEDS, { error: `must be ${CHANGE_FEEDS.join(' or ')}` })),
      { default: 'listen' },
    ),
    CDN_MAX_AGE: whole(0, 0, 31_536_000),
    CDN_PURGE_URL: value().refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
      message: 'must be an http(s) URL',
    }),
    // Not repeated in messages: it usually holds a token.
    CDN_PURGE_HEADER: value().refine((v) => v === undefined || HEADER_LINE.test(v), {
      message: 'must look like "Authorization: Bearer <token>" (the value is not repeated here)',
    }),
  })
  .superRefine((env, ctx) => {
    if (
      (env.ADMIN_PASSWORD !== undefined || env.ADMIN_PHONE !== undefined) &&
      env.ADMIN_EMAIL === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'is required when ADMIN_PASSWORD or ADMIN_PHONE is set',
      });
    }
    // A challenge needs all three: half a configuration would show a widget nobody can pass.
    const captcha = [env.CAPTCHA_PROVIDER, env.CAPTCHA_SITE_KEY, env.CAPTCHA_SECRET_KEY];
    if (captcha.some((v) => v !== undefined) && captcha.some((v) => v === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message:
          'CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY go together: set all three or none',
      });
  });

/** Each variable with its documented default ("unset" when it has none) and limits. */
export function describeVariables(): ({ name: string; default: string } & VariableDoc)[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const doc = docs.get(schema) ?? {};
    return { name, ...doc, default: doc.default ?? 'unset' };
  });
}

export function loadConfig(
  env: Env = process.env,
  cwd: string = process.cwd(),
  stdoutIsTerminal = false,
): AppConfig {
  const known = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, env[name]]));
  const parsed = envSchema.safeParse(known);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    admin: e.ADMIN_EMAIL
      ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD ?? null, phone: e.ADMIN_PHONE ?? null }
      : null,
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    siteTimezone: e.SITE_TIMEZONE,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    trustProxy: e.TRUST_PROXY,
    contactRateLimitPerMinute: e.CONTACT_RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    seedCacheDir: e.VYOMA_SEED_CACHE_DIR
      ? path.resolve(cwd, e.VYOMA_SEED_CACHE_DIR)
      : path.join(tmpdir(), 'vyoma-seed-media-cache'),
    // auto: human-readable on a terminal outside production, JSON lines for log collectors.
    logFormat:
      e.LOG_FORMAT === 'auto'
        ? stdoutIsTerminal && env.NODE_ENV !== 'production'
          ? 'pretty'
          : 'json'
        : e.LOG_FORMAT,
    headersTimeoutSeconds: e.HEADERS_TIMEOUT_SECONDS,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    idleTimeoutSeconds: e.IDLE_TIMEOUT_SECONDS,
    keepAliveTimeoutSeconds: e.KEEP_ALIVE_TIMEOUT_SECONDS,
    maxConnections: e.MAX_CONNECTIONS,
    mediaStore: e.MEDIA_STORE ?? (e.DATABASE_URL ? 'database' : 'disk'),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.SMTP_FROM ?? null,
      fromAddress: `no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}`,
      notify: e.NOTIFY_EMAILS,
      autoreply: e.ENQUIRY_AUTOREPLY,
      retrySeconds: e.OUTBOX_RETRY_SECONDS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    },
    require2fa: e.REQUIRE_2FA,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    captcha:
      e.CAPTCHA_PROVIDER && e.CAPTCHA_SITE_KEY && e.CAPTCHA_SECRET_KEY
        ? { provider: e.CAPTCHA_PROVIDER, siteKey: e.CAPTCHA_SITE_KEY, secretKey: e.CAPTCHA_SECRET_KEY }
        : null,
    revisionRetentionDays: e.REVISION_RETENTION_DAYS,
    authSecret: e.AUTH_SECRET ?? null,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (e.DATABASE_URL ? 7 : 0),
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      disableAfterHours: e.WEBHOOK_DISABLE_AFTER_HOURS,
      retentionDays: e.WEBHOOK_RETENTION_DAYS,
    },
    changeFeed: e.CHANGE_FEED,
    cdn: {
      maxAge: e.CDN_MAX_AGE,
      purgeUrl: e.CDN_PURGE_URL ?? null,
      purgeHeader: e.CDN_PURGE_HEADER
        ? {
            name: HEADER_LINE.exec(e.CDN_PURGE_HEADER)![1]!,
            value: HEADER_LINE.exec(e.CDN_PURGE_HEADER)![2]!,
          }
        : null,
    },
    analytics: e.ANALYTICS,
    analyticsRawDays: e.ANALYTICS_RAW_DAYS,
  };
}
