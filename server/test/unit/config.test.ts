import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeVariables, loadConfig } from '../../src/config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: null,
      admin: null,
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
      publicUrlSet: false,
      logLevel: 'info',
      sessionIdleMinutes: 120,
      sessionMaxHours: 12,
      trustProxy: false,
      contactRateLimitPerMinute: 10,
      loginRateLimitPerMinute: 10,
      searchRateLimitPerMinute: 120,
      publicCacheSeconds: 5,
      logFormat: 'json',
      headersTimeoutSeconds: 10,
      requestTimeoutSeconds: 120,
      idleTimeoutSeconds: 15,
      keepAliveTimeoutSeconds: 5,
      maxConnections: 10_000,
      mediaStore: 'disk',
      shutdownDrainSeconds: 0,
    });
    expect(path.isAbsolute(c.webDistDir)).toBe(true);
    expect(c.seedCacheDir.endsWith('vyoma-seed-media-cache')).toBe(true);
    expect(c.webDistDir.endsWith(path.join('web', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/vyoma',
        DATABASE_URL: 'postgres://u:p@db/vyoma',
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'long-enough-pw',
        ADMIN_PHONE: '+91 98765-43210',
        SEED_DEMO: 'false',
        PUBLIC_URL: 'https://www.vyoma.example/',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: 'dist',
        SESSION_IDLE_MINUTES: '30',
        SESSION_MAX_HOURS: '2',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
        LOG_FORMAT: 'json',
        HEADERS_TIMEOUT_SECONDS: '4',
        REQUEST_TIMEOUT_SECONDS: '30',
        IDLE_TIMEOUT_SECONDS: '6',
        KEEP_ALIVE_TIMEOUT_SECONDS: '3',
        MAX_CONNECTIONS: '500',
        MEDIA_STORE: 'disk',
        CONTACT_RATE_LIMIT_PER_MINUTE: '3',
        LOGIN_RATE_LIMIT_PER_MINUTE: '4',
        PUBLIC_CACHE_SECONDS: '0',
        VYOMA_SEED_CACHE_DIR: 'cache',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/vyoma',
      databaseUrl: 'postgres://u:p@db/vyoma',
      admin: { email: 'boss@example.com', password: 'long-enough-pw', phone: '919876543210' },
      seedDemo: false,
      publicUrl: 'https://www.vyoma.example',
      publicUrlSet: true,
      logLevel: 'warn',
      webDistDir: '/srv/app/dist',
      sessionIdleMinutes: 30,
      sessionMaxHours: 2,
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
      logFormat: 'json',
      headersTimeoutSeconds: 4,
      requestTimeoutSeconds: 30,
      idleTimeoutSeconds: 6,
      keepAliveTimeoutSeconds: 3,
      maxConnections: 500,
      mediaStore: 'disk',
      contactRateLimitPerMinute: 3,
      loginRateLimitPerMinute: 4,
      publicCacheSeconds: 0,
      seedCacheDir: '/srv/app/cache',
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['ADMIN_EMAIL', { ADMIN_PASSWORD: 'long-enough-pw' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }],
    ['ADMIN_PHONE', { ADMIN_EMAIL: 'a@b.co', ADMIN_PHONE: '12' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'localhost:3000' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://x.example' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SESSION_IDLE_MINUTES', { SESSION_IDLE_MINUTES: '0' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'sometimes' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '127.0.0.1, example.com' }],
    ['LOG_FORMAT', { LOG_FORMAT: 'xml' }],
    ['HEADERS_TIMEOUT_SECONDS', { HEADERS_TIMEOUT_SECONDS: '0' }],
    ['MAX_CONNECTIONS', { MAX_CONNECTIONS: 'many' }],
    ['MEDIA_STORE', { MEDIA_STORE: 's3' }],
    ['LOGIN_RATE_LIMIT_PER_MINUTE', { LOGIN_RATE_LIMIT_PER_MINUTE: '-1' }],
    ['SHUTDOWN_DRAIN_SECONDS', { SHUTDOWN_DRAIN_SECONDS: '121' }],
    ['SHUTDOWN_DRAIN_SECONDS', { SHUTDOWN_DRAIN_SECONDS: 'soon' }],
  ])('a wrong %s stops with a message naming it', (name, env) => {
    let error: unknown;
    try {
      loadConfig(env as Record<string, string>, '/srv');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as Error).message).toContain(name);
  });

  it('TRUST_PROXY takes a hop count or proxy addresses, never "everything"', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback,::1,fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop|forge/);
  });

  it('LOG_FORMAT auto is pretty only on a terminal outside production', () => {
    expect(loadConfig({}, '/srv', true).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }, '/srv', true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, '/srv', true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, '/srv', false).logFormat).toBe('pretty');
  });

  it('MEDIA_STORE defaults to the database on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/v' }).mediaStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/v', MEDIA_STORE: 'disk' }).mediaStore).toBe('disk');
  });

  it('SHUTDOWN_DRAIN_SECONDS defaults to 7 on PostgreSQL (behind a balancer), 0 on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/v' }).shutdownDrainSeconds).toBe(7);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/v', SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds,
    ).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '3' }).shutdownDrainSeconds).toBe(3);
  });

  it('PUBLIC_URL defaults to the configured port, and says whether it was set', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: ' ' }).publicUrlSet).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrlSet).toBe(true);
  });
});

describe('SITE_TIMEZONE', () => {
  it('defaults to Asia/Kolkata, takes any IANA zone Intl knows, and refuses others by name', () => {
    expect(loadConfig({}).siteTimezone).toBe('Asia/Kolkata');
    expect(loadConfig({ SITE_TIMEZONE: ' Europe/London ' }).siteTimezone).toBe('Europe/London');
    expect(loadConfig({ SITE_TIMEZONE: 'UTC' }).siteTimezone).toBe('UTC');
    expect(() => loadConfig({ SITE_TIMEZONE: 'Mars/Olympus_Mons' })).toThrow(
      'Invalid SITE_TIMEZONE: "Mars/Olympus_Mons" is not an IANA time zone',
    );
  });
});

describe('the README configuration table', () => {
  /** Rows of the table under "## Configuration": variable, default, allowed. */
  const readmeRows = () => {
    const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
    const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
    return section
      .split('\n')
      .filter((line) => /^\| `[A-Z][A-Z0-9_]*` \|/.test(line))
      .map((line) => {
        const [name = '', def = '', allowed = ''] = line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim());
        return { name: name.replaceAll('`', ''), default: def.replaceAll('`', ''), allowed };
      });
  };

  it('lists exactly the variables of envSchema, with their defaults and limits', () => {
    const rows = readmeRows();
    const vars = describeVariables();
    expect(rows.map((r) => r.name)).toEqual(vars.map((v) => v.name));
    for (const v of vars) {
      const row = rows.find((r) => r.name === v.name)!;
      expect(row.default, v.name).toBe(v.default);
      if (v.min !== undefined) expect(row.allowed, v.name).toBe(`${v.min}–${v.max}`);
    }
  });
});
