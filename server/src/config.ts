/**
 * Environment → typed configuration, validated once at start. A wrong value throws a ConfigError that
 * names the variable, and main.ts stops with that message.
 *
 * Operating contract: PORT (3000), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (postgres://… →
 * PostgreSQL, else embedded PGlite in DATA_DIR/db), ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_PHONE,
 * SEED_DEMO (true), PUBLIC_URL (http://localhost:PORT).
 * Extras: LOG_LEVEL (info), WEB_DIST_DIR (<repo>/web/dist), SESSION_IDLE_MINUTES (120),
 * SESSION_MAX_HOURS (12), TRUST_PROXY (false), CONTACT_RATE_LIMIT_PER_MINUTE (10),
 * LOGIN_RATE_LIMIT_PER_MINUTE (10, per IP), PUBLIC_CACHE_SECONDS (5; 0 turns the public read cache off).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordSchema } from '@vyoma/contract/schemas';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  admin: { email: string; password: string | null; phone: string | null } | null;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: string;
  webDistDir: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  trustProxy: boolean;
  contactRateLimitPerMinute: number;
  loginRateLimitPerMinute: number;
  publicCacheSeconds: number;
}

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

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function str(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return def;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`);
  return n;
}

function bool(env: Env, name: string, def: boolean): boolean {
  const raw = str(env, name);
  if (raw === undefined) return def;
  const v = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = str(env, 'HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(cwd, str(env, 'DATA_DIR') ?? './data');

  const databaseUrl = str(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL',
      'must start with postgres:// or postgresql:// (leave it unset for the embedded database)',
    );
  }

  const adminEmail = str(env, 'ADMIN_EMAIL')?.toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length > 0 ? env.ADMIN_PASSWORD : undefined;
  const adminPhone = str(env, 'ADMIN_PHONE');
  if (adminEmail !== undefined && !EMAIL.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL', `"${adminEmail}" is not an email address`);
  }
  if ((adminPassword !== undefined || adminPhone !== undefined) && adminEmail === undefined) {
    throw new ConfigError('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD or ADMIN_PHONE is set');
  }
  if (adminPassword !== undefined) {
    const r = passwordSchema.safeParse(adminPassword);
    if (!r.success) throw new ConfigError('ADMIN_PASSWORD', r.error.issues[0]?.message ?? 'invalid');
  }
  let phone: string | null = null;
  if (adminPhone !== undefined) {
    phone = adminPhone.replace(/\D/g, '');
    if (phone.length < 6 || phone.length > 20)
      throw new ConfigError('ADMIN_PHONE', 'must have 6 to 20 digits');
  }

  let publicUrl = str(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  try {
    const u = new URL(publicUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
    publicUrl = `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL, got "${publicUrl}"`);
  }

  const logLevel = (str(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const webDist = str(env, 'WEB_DIST_DIR');
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    admin: adminEmail ? { email: adminEmail, password: adminPassword ?? null, phone } : null,
    seedDemo: bool(env, 'SEED_DEMO', true),
    publicUrl,
    logLevel,
    webDistDir: webDist ? path.resolve(cwd, webDist) : DEFAULT_WEB_DIST,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 120, 1, 60 * 24 * 30),
    sessionMaxHours: int(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 365),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    contactRateLimitPerMinute: int(env, 'CONTACT_RATE_LIMIT_PER_MINUTE', 10, 1, 100_000),
    loginRateLimitPerMinute: int(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 10, 1, 100_000),
    publicCacheSeconds: int(env, 'PUBLIC_CACHE_SECONDS', 5, 0, 3600),
  };
}
