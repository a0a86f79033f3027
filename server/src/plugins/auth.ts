/**
 * Sessions: a random 32-byte token in an HttpOnly cookie, stored only as its sha256. Every /api
 * request resolves the cookie to a user; idle and absolute limits are enforced here, on the server.
 * Routes with `config.permission` refuse anyone whose role lacks it before their body is even read,
 * and, with REQUIRE_2FA, an account that has no second factor yet from everything but setting one up.
 *
 * The idle limit is exact to the minute although last_seen_at is written lazily (at most once a
 * minute, so reads stay reads): the stored time is at most one write interval behind the last
 * request, so a session ends once it has been idle for SESSION_IDLE_MINUTES plus that interval. It
 * never ends early, and at most one interval (a minute) late. The housekeeping job uses the same rule.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  can,
  type Permission,
  ROLE_MESSAGES,
  TOKEN_PREFIX,
  type TokenGrant,
  tokenAllows,
  tokenNever,
  type User,
} from '@vyoma/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { addRouteHook } from '../http/route-config.ts';
import { errorResponses } from '../http/schemas.ts';

/** The sessions table, as this plugin needs it (modules/auth/sessions.ts implements it). */
export interface SessionStore {
  /** The session of a token hash with its user, as long as that user is active. */
  find(tokenHash: string): Promise<{ id: string; expiresAt: Date; lastSeenAt: Date; user: User } | undefined>;
  touch(tokenHash: string, at: Date): Promise<void>;
  remove(tokenHash: string): Promise<void>;
  /** The token hashes of every stored session (the embedded database's in-process index). */
  allTokenHashes(): Promise<string[]>;
  /** Stores a new session and notes the user's sign-in time. */
  start(session: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  }): Promise<void>;
}

/** An API token as a request carrying it is resolved (issue 28). */
export interface RequestToken {
  id: string;
  name: string;
  prefix: string;
  grant: TokenGrant;
}

/** The API tokens table, as this plugin needs it (modules/tokens implements it). */
export interface TokenStore {
  /**
   * The token of a hash, with the account it acts for (its role replaced by the one the token acts
   * as: never above that account's current role) and whether that account is active.
   */
  find(tokenHash: string): Promise<
    | (RequestToken & {
        expiresAt: Date | null;
        lastUsedAt: Date | null;
        lastUsedIp: string | null;
        makerActive: boolean;
        user: User;
      })
    | undefined
  >;
  touch(id: string, at: Date, ip: string | null): Promise<void>;
}

/** What this plugin needs from the app (AppContext has it all); it knows no module. */
export interface AuthContext {
  config: AppConfig;
  sessions: SessionStore;
  tokens: TokenStore;
  database: { kind: 'pglite' | 'postgres' };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionTokenHash: string | null;
    /** The public id of the session (GET /admin/sessions marks it as current). */
    sessionId: string | null;
    /** The API token this request was made with (Authorization: Bearer), if it was. */
    apiToken: RequestToken | null;
  }
}

/** An API token as tokens are made: the prefix and 32 random bytes in base64url. */
const API_TOKEN_SHAPE = new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export const INVALID_TOKEN = 'This API token is not valid: it was revoked, has expired or is mistyped.';
export const AMBIGUOUS_CREDENTIALS =
  'Send either an API token or a session cookie, not both: this request carries both.';
export const TOKEN_NEVER_MESSAGE =
  'API tokens cannot use this: accounts, second factors and tokens are changed by a signed-in admin only.';

/**
 * The token of an API request's `Authorization: Bearer <token>` header, or null when it has none.
 * Only /api/ requests: pages and files never read the header.
 */
export function bearerToken(request: FastifyRequest): string | null {
  if (!request.url.startsWith('/api/')) return null;
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ \t]+(\S*)\s*$/i.exec(header);
  return match ? (match[1] ?? '') : null;
}

/** Whether the request's account (or token) may use routes of `permission` with `method`. */
export function requestCan(
  request: FastifyRequest,
  permission: Permission,
  method = request.method,
): boolean {
  const user = request.user;
  if (!user) return false;
  return request.apiToken
    ? tokenAllows(request.apiToken.grant, permission, method)
    : can(user.role, permission);
}

/**
 * last_seen_at is written at most this often (a minute; a quarter of the idle limit when that is
 * shorter, as in tests).
 */
export function touchIntervalMs(idleMinutes: number): number {
  return Math.min(60_000, (idleMinutes * 60_000) / 4);
}

/** A session last written as seen at `lastSeen` is idle-expired at `now` (see the note above). */
export function idleExpired(lastSeen: Date, now: number, idleMinutes: number): boolean {
  return lastSeen.getTime() + idleMinutes * 60_000 + touchIntervalMs(idleMinutes) <= now;
}

/** Sessions last written as seen before this are idle-expired (the housekeeping job). */
export const idleCutoff = (now: number, idleMinutes: number) =>
  new Date(now - idleMinutes * 60_000 - touchIntervalMs(idleMinutes));

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A session token as startSession makes it: 32 random bytes in base64url. Nothing else is looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Hashes of well-formed tokens the database does not know (made up, ended or expired), so a client
 * that repeats one costs no query. A token is made at sign-in and sent only afterwards, so one that
 * was unknown never becomes valid; the entries still expire, and the oldest go first. An API token
 * whose row exists is never added (its maker may be reactivated), only a hash with no row.
 */
export class UnknownTokens {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly max = 10_000,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  has(tokenHash: string): boolean {
    const until = this.seen.get(tokenHash);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.seen.delete(tokenHash);
    return false;
  }

  add(tokenHash: string): void {
    if (this.seen.size >= this.max) {
      const oldest = this.seen.keys().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
    this.seen.set(tokenHash, Date.now() + this.ttlMs);
  }
}

/**
 * On the embedded database this process is the only one that creates sessions (the data directory is
 * locked to it; startSession adds each new one here), so it can know every session's hash: a token
 * whose hash is not among them is turned away without a query, which on PGlite costs as much as
 * several cached pages. Hashes of ended sessions stay until restart; they are only looked up.
 */
class LocalSessions {
  private readonly hashes = new Set<string>();
  /** Filled once, on first use; sessions started meanwhile are added to the same set. */
  private loaded: Promise<boolean> | null = null;

  constructor(private readonly sessions: SessionStore) {}

  /** False only when the hash is certainly no session's. */
  async mayExist(tokenHash: string): Promise<boolean> {
    this.loaded ??= this.sessions.allTokenHashes().then(
      (all) => {
        for (const h of all) this.hashes.add(h);
        return true;
      },
      () => false,
    );
    return !(await this.loaded) || this.hashes.has(tokenHash);
  }

  add(tokenHash: string): void {
    this.hashes.add(tokenHash);
  }
}
const localSessions = new WeakMap<SessionStore, LocalSessions>();

export function sessionCookieName(publicUrl: string): string {
  // __Host- needs Secure, which browsers refuse on plain http://localhost.
  return publicUrl.startsWith('https:') ? '__Host-vyoma_sid' : 'vyoma_sid';
}

/** An API token's last use is written at most this often (or when its address changes). */
const TOKEN_TOUCH_MS = 60_000;

export function registerAuth(app: FastifyInstance, ctx: AuthContext): void {
  const { config, sessions } = ctx;
  const cookieName = sessionCookieName(config.publicUrl);
  const touchMs = touchIntervalMs(config.sessionIdleMinutes);
  const unknownTokens = new UnknownTokens();
  const local = ctx.database.kind === 'pglite' ? new LocalSessions(sessions) : null;
  if (local) localSessions.set(sessions, local);
  // Each token has its own budget (the project's limiter: counted wherever its store counts).
  const tokenLimit = app.createRateLimit({
    name: 'api-token',
    max: config.tokenRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.apiToken?.id}`,
  });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiToken', null);

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) return;
    addRouteHook(route, 'onRequest', requirePermission(permission));
    if (!route.config?.allowDuring2faSetup)
      addRouteHook(route, 'onRequest', requireSecondFactor as onRequestHookHandler);
    // The OpenAPI document shows the session (and, where a token may call it, the bearer token)
    // requirement and the refusals.
    const methods = [route.method].flat();
    const bearer = methods.some((m) => !tokenNever(permission, m));
    route.schema = {
      ...route.schema,
      security: bearer ? [{ session: [] }, { bearer: [] }] : [{ session: [] }],
      response: { ...errorResponses(401, 403), ...(route.schema?.response as object | undefined) },
    };
  });

  /** Authorization: Bearer: the token's account, with the token's role or scopes; 401 when invalid. */
  async function resolveToken(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    if (request.cookies[cookieName] !== undefined) throw new HttpError(400, AMBIGUOUS_CREDENTIALS);
    if (!API_TOKEN_SHAPE.test(token)) throw new HttpError(401, INVALID_TOKEN);
    const tokenHash = sha256(token);
    if (unknownTokens.has(tokenHash)) throw new HttpError(401, INVALID_TOKEN);
    const row = await ctx.tokens.find(tokenHash);
    if (!row) {
      // A revoked token never comes back; a new one is a new random string.
      unknownTokens.add(tokenHash);
      throw new HttpError(401, INVALID_TOKEN);
    }
    const now = Date.now();
    // Refused, but not remembered as unknown (only a hash with no row is): a maker reactivated brings
    // the token back on its next request, in every process, with no cache to clear (issue 33).
    if (!row.makerActive || (row.expiresAt && row.expiresAt.getTime() <= now))
      throw new HttpError(401, INVALID_TOKEN);
    request.apiToken = { id: row.id, name: row.name, prefix: row.prefix, grant: row.grant };
    const limit = await tokenLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new HttpError(
        429,
        `Too many requests with this API token. Please try again in ${Math.max(1, limit.ttlInSeconds)} seconds.`,
      );
    }
    const ip = request.ip ?? null;
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= TOKEN_TOUCH_MS || row.lastUsedIp !== ip)
      await ctx.tokens.touch(row.id, new Date(now), ip);
    request.user = row.user;
  }

  app.addHook('onRequest', async (request, reply) => {
    // API calls, and pages (which render differently for a signed-in admin); never static files.
    if (!request.url.startsWith('/api/') && !request.routeOptions.config?.session) return;
    const bearer = bearerToken(request);
    if (bearer !== null) return resolveToken(request, reply, bearer);
    const token = request.cookies[cookieName];
    // A made-up cookie (`vyoma_sid=x`) costs neither a query nor a hash.
    if (!token || !TOKEN_SHAPE.test(token)) return;
    const tokenHash = sha256(token);
    if (unknownTokens.has(tokenHash) || (local && !(await local.mayExist(tokenHash)))) return;
    const row = await sessions.find(tokenHash);
    if (!row) {
      unknownTokens.add(tokenHash);
      return;
    }
    const now = Date.now();
    if (row.expiresAt.getTime() <= now || idleExpired(row.lastSeenAt, now, config.sessionIdleMinutes)) {
      await sessions.remove(tokenHash);
      unknownTokens.add(tokenHash);
      return;
    }
    if (now - row.lastSeenAt.getTime() >= touchMs) await sessions.touch(tokenHash, new Date(now));
    request.user = row.user;
    request.sessionTokenHash = tokenHash;
    request.sessionId = row.id;
  });
}

/** Runs first on every route with `config.permission` (see the onRoute hook above). */
function requirePermission(permission: Permission): onRequestHookHandler {
  return async (request) => {
    if (!request.user) throw new HttpError(401, 'Please log in as an administrator.');
    if (request.apiToken && tokenNever(permission, request.method))
      throw new HttpError(403, TOKEN_NEVER_MESSAGE);
    if (!requestCan(request, permission)) throw new HttpError(403, ROLE_MESSAGES.notAllowed);
  };
}

export const SETUP_2FA_FIRST =
  'Set up two-factor sign-in first: open My account and add an authenticator app or a passkey.';

/** REQUIRE_2FA: an account without a second factor may only set one up. */
export async function requireSecondFactor(request: FastifyRequest): Promise<void> {
  if (request.user?.setupTwoFactor) throw new HttpError(403, SETUP_2FA_FIRST);
}

export async function startSession(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256(token);
  const maxAgeSeconds = Math.round(ctx.config.sessionMaxHours * 3600);
  localSessions.get(ctx.sessions)?.add(tokenHash);
  await ctx.sessions.start({
    tokenHash,
    userId,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(sessionCookieName(ctx.config.publicUrl), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.config.publicUrl.startsWith('https:'),
    maxAge: maxAgeSeconds,
  });
}

export async function endSession(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionTokenHash) await ctx.sessions.remove(request.sessionTokenHash);
  else {
    // An expired or unknown cookie: still make sure its row is gone.
    const token = request.cookies[sessionCookieName(ctx.config.publicUrl)];
    if (token && token.length <= 200) await ctx.sessions.remove(sha256(token));
  }
  reply.clearCookie(sessionCookieName(ctx.config.publicUrl), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicUrl.startsWith('https:'),
  });
  request.user = null;
  request.sessionTokenHash = null;
  request.sessionId = null;
}
