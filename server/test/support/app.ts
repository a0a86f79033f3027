/**
 * Test harness: createTestApp() builds the real app on a fresh database (in-memory PGlite, or with
 * TEST_DB=postgres a new database inside the cluster from globalSetup) and a temporary DATA_DIR. The
 * database starts migrated, with TEST_ADMIN and nothing else (db-template.ts); on PGlite it is a
 * database of the worker's pool (pglite-pool.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Blog, SITEMAP } from '@vyoma/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { inject } from 'vitest';
import { contentTableStatements, dropContentTableStatements } from '../../../testkit/content-tables.ts';
import { createDatabase, dropDatabase as dropClusterDatabase } from '../../../testkit/postgres-cluster.ts';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { ORIGIN, TEST_ADMIN, testConfig } from './db-template.ts';
import { leasePglite } from './pglite-pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export { ORIGIN, TEST_ADMIN };

/** The web build the server renders pages with (`npm run build`; npm test builds it first). */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Tests that render pages need the web build: a clear failure without it. */
export function requireWebBuild(): string {
  if (!existsSync(path.join(WEB_DIST, 'server/index.js')))
    throw new Error(`${WEB_DIST} is missing: run npm run build before these tests (npm test does).`);
  return WEB_DIST;
}

/**
 * How tests build the app: quiet (TEST_LOG=1 prints its errors, to find a 500's cause), no admin
 * notice, every answer checked against its schema.
 */
const TEST_BUILD: BuildOptions = {
  inMemory: true,
  logger: process.env.TEST_LOG ? { level: 'error' } : false,
  onGeneratedAdmin: () => {},
  checkResponses: true,
};

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  buildOptions: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-test-'));
  let config: AppConfig = { ...testConfig(dataDir), ...overrides };

  let dropDatabase: (() => Promise<void>) | null = null;
  if (process.env.TEST_DB === 'postgres') {
    const clusterUrl = inject('postgresUrl');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const url = await createDatabase(clusterUrl, name, inject('postgresTemplate'));
    config = { ...config, databaseUrl: url };
    dropDatabase = () => dropClusterDatabase(clusterUrl, name);
  }

  const database = buildOptions.database ?? (config.databaseUrl ? undefined : await leasePglite());
  // A content type declared only in the test: its tables first, as a migration would make them.
  const types = buildOptions.contentTypes ?? [];
  if (types.length > 0) await runStatements(config, database, await contentTableStatements(types));
  const app = await buildApp(config, { ...TEST_BUILD, database, ...buildOptions });
  return {
    app,
    config,
    async close() {
      // A pooled embedded database is used again by the next test: the tables go (before the app
      // closes, which hands the database back to the pool).
      if (types.length > 0 && database && !config.databaseUrl)
        await runStatements(config, database, dropContentTableStatements(types));
      await app.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs DDL on the test's database (the leased embedded one, or the PostgreSQL one by its URL). */
async function runStatements(config: AppConfig, database: Database | undefined, statements: string[]) {
  const own = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null }));
  try {
    for (const statement of statements) await own.db.execute(sql.raw(statement));
  } finally {
    if (!database) await own.close();
  }
}

/**
 * Another server process on the same database as `t` (close it before `t`): on PostgreSQL an app with
 * its own connections; the embedded database has one process, so there an app on the same database
 * (which it then does not close).
 */
export async function buildAnotherProcess(
  t: TestApp,
  buildOptions: BuildOptions = {},
): Promise<FastifyInstance> {
  const shared = t.app.vyoma.database;
  const database: Database | undefined =
    shared.kind === 'postgres'
      ? undefined
      : {
          db: shared.db,
          kind: shared.kind,
          migrate: () => shared.migrate(),
          withStartupLock: (fn) => shared.withStartupLock(fn),
          withAdvisoryLock: (key, fn) => shared.withAdvisoryLock(key, fn),
          ping: () => shared.ping(),
          listen: (channel, onNotify, onState) => shared.listen(channel, onNotify, onState),
          close: async () => {},
        };
  return buildApp(t.config, { ...TEST_BUILD, database, ...buildOptions });
}

/**
 * The whole sitemap as one text: the index (/sitemap.xml), then every file it names (issue 26: the
 * sitemap is an index of files), so a test asks "is this URL in the sitemap?" with one toContain.
 */
export async function readSitemap(app: FastifyInstance): Promise<string> {
  const index = await app.inject({ method: 'GET', url: SITEMAP.index });
  if (index.statusCode !== 200) throw new Error(`sitemap index: ${index.statusCode}`);
  const files = [...index.body.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  const bodies = await Promise.all(
    files.map(async (url) => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      return res.body;
    }),
  );
  return [index.body, ...bodies].join('\n');
}

/** The Cookie header of a fresh admin session. */
export async function loginAsAdmin(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

/** The Cookie header of a new staff member's session: the admin (`adminCookie`) adds them first. */
export async function loginAsNewStaff(
  app: FastifyInstance,
  adminCookie: string,
  { role, email, name = `A new ${role}` }: { role: 'editor' | 'author'; email: string; name?: string },
): Promise<string> {
  const password = 'a-long-enough-passphrase';
  const made = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/users',
    headers: { cookie: adminCookie, origin: ORIGIN },
    payload: { name, email, password, role },
  });
  if (made.statusCode !== 201) throw new Error(`adding ${email} failed: ${made.statusCode} ${made.body}`);
  const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

export function cookieFrom(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'vyoma_sid' || x.name === '__Host-vyoma_sid');
  if (!c) throw new Error('no session cookie');
  return `${c.name}=${c.value}`;
}

export interface FilePart {
  filename: string;
  data: Buffer | Uint8Array;
  type?: string;
}

/** A multipart/form-data body; a value of FilePart is a file, arrays repeat the field. */
export async function multipart(
  entries: [string, string | FilePart][],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.data], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

/**
 * The form fields of a valid post (POST /api/v1/blogs): a video icon and one section whose image is
 * `sectionImage` (a file, or the path of a library file). `fields` replace the default values or add
 * fields (status, publishAt, slug …).
 */
export function postForm(
  sectionImage: string | FilePart,
  fields: Record<string, string> = {},
): [string, string | FilePart][] {
  const values: Record<string, string> = {
    title: 'A post',
    heading: 'Heading',
    description: 'Summary',
    author: 'Priya',
    category: 'digitalMarketing',
    'content[0][heading]': 'One',
    'content[0][description]': 'Text',
    ...fields,
  };
  return [
    ...Object.entries(values),
    ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
    ['content[0][image]', sectionImage],
  ];
}

/** Creates a post of postForm() as the admin of `cookie`; returns it as the API answered it. */
export async function createPost(
  app: FastifyInstance,
  cookie: string,
  sectionImage: string | FilePart,
  fields: Record<string, string> = {},
): Promise<Blog> {
  const body = await multipart(postForm(sectionImage, fields));
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/blogs',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`post: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Saves post `id` as postForm() with `fields` (a whole-form PUT, as the admin's editor sends it). */
export async function updatePost(
  app: FastifyInstance,
  cookie: string,
  id: string,
  sectionImage: string | FilePart,
  fields: Record<string, string> = {},
): Promise<Blog> {
  const body = await multipart(postForm(sectionImage, fields));
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/blogs/${id}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`post: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * Creates a category and, in it, a product with one PNG image through the admin API (the way an
 * admin does); returns the product as the API answered it.
 */
export async function createProductWithImage(
  app: FastifyInstance,
  cookie: string,
  names: { category: string; product: string },
  image: { width: number; height: number },
): Promise<{ _id: string; image: string[] }> {
  const category = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/categories',
    headers: { cookie },
    payload: { name: names.category, description: `Products of ${names.category}` },
  });
  if (category.statusCode !== 201) throw new Error(`category: ${category.statusCode} ${category.body}`);
  const body = await multipart([
    ['name', names.product],
    ['description', 'A product with a picture'],
    ['price', '12.5'],
    ['ratings', '4'],
    ['stock', '3'],
    ['category', category.json().category._id],
    ['images', { filename: 'a.png', data: await png(image.width, image.height), type: 'image/png' }],
  ]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/product/new',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  if (created.statusCode !== 201) throw new Error(`product: ${created.statusCode} ${created.body}`);
  return created.json().product;
}

/**
 * Uploads a PNG into the media library with alt text and returns its path: what a save that publishes
 * needs (alt text is required to publish, docs/decisions/0049). `cookie`: a session that may upload.
 */
export async function libraryImage(
  app: FastifyInstance,
  cookie: string,
  alt = 'A test picture',
  size: { width: number; height: number } = { width: 30, height: 30 },
): Promise<string> {
  const body = await multipart([
    ['file', { filename: 'picture.png', data: await png(size.width, size.height), type: 'image/png' }],
    ['alt', alt],
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/media',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`library upload: ${res.statusCode} ${res.body}`);
  return res.json().data.path;
}

// --- fixtures ---------------------------------------------------------------------------------------

export const png = (width = 32, height = 24, color = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

export const jpeg = (width = 32, height = 24, color = '#cc6633') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

export const webp = (width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: '#33cc66' } })
    .webp()
    .toBuffer();

const seedMedia = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/demo/media');

/** A real, small WebM video (the demo content's): videos must parse and hold a video track. */
export const webm = () => readFileSync(path.join(seedMedia, 'blog-ai.webm'));

/** A real, small MP4 video. */
export const mp4 = () => readFileSync(path.join(seedMedia, 'blog-ads.mp4'));

/** Files under DATA_DIR/uploads. */
export const uploadedFiles = (config: AppConfig): string[] => {
  try {
    return readdirSync(path.join(config.dataDir, 'uploads')).sort();
  } catch {
    return [];
  }
};
