/**
 * The OpenAPI document is generated from the route schemas. It must be valid OpenAPI 3.1, name every
 * API route that Fastify registered with a response schema, and show every call of spec §7 with its
 * request and response.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_PREFIX } from '@vyoma/contract';
import type { RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stringifierOf } from '../../src/http/schemas.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Builds the app, recording every route as Fastify registers it; `edit` may change a route first. */
async function appWithRoutes(edit?: (route: RouteOptions) => void) {
  const routes: { method: string; url: string; responses: Record<string, unknown> }[] = [];
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        edit?.(route);
        const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
        for (const method of [route.method].flat()) routes.push({ method, url: route.url, responses });
      },
    },
  );
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return { routes, doc: res.json() as Doc };
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** API routes that the document lacks, or documents without a JSON response schema for success. */
function undocumented(routes: { method: string; url: string }[], doc: Doc): string[] {
  return routes
    .filter((r) => r.url.startsWith(API_PREFIX) && r.method !== 'HEAD')
    .filter((r) => {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      const success = Object.entries(op?.responses ?? {}).filter(([code]) => code.startsWith('2'));
      // JSON, or a download that documents its own media type (GET /admin/backup: application/gzip).
      const documented = (content: Record<string, { schema: Schema }> = {}) =>
        Boolean(content['application/json']?.schema) ||
        (!content['application/json'] && Object.values(content).some((c) => c.schema));
      // A 202 or 204 has no body (POST /events: a beacon is answered with nothing).
      const bodiless = (code: string) => code === '202' || code === '204';
      return (
        success.length === 0 || success.some(([code, res]) => !bodiless(code) && !documented(res.content))
      );
    })
    .map((r) => `${r.method} ${r.url}`);
}

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and documents every API route with a response schema', async () => {
    const { routes, doc } = await appWithRoutes();
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((doc as { openapi?: string }).openapi).toMatch(/^3\.1\./);
    expect(routes.filter((r) => r.url.startsWith(API_PREFIX)).length).toBeGreaterThanOrEqual(23);
    expect(undocumented(routes, doc)).toEqual([]);
    // A process makes a response's serialiser on its first such answer (http/schemas.ts): every one
    // of every route is made here, so a schema fast-json-stringify cannot take fails a test, not a visitor.
    const unmade: string[] = [];
    for (const { method, url, responses } of routes)
      for (const [status, schema] of Object.entries(responses))
        if (schema instanceof z.ZodType)
          try {
            stringifierOf(schema);
          } catch (error) {
            unmade.push(`${method} ${url} ${status}: ${(error as Error).message}`);
          }
    expect(unmade).toEqual([]);
    expect(routes.flatMap((r) => Object.keys(r.responses)).length).toBeGreaterThan(100);
  });

  it('fails for a route whose response schema is removed', async () => {
    const { routes, doc } = await appWithRoutes((route) => {
      if (route.url === `${API_PREFIX}/me` && route.schema)
        route.schema = { ...route.schema, response: undefined };
    });
    expect(undocumented(routes, doc)).toEqual(['GET /api/v1/me']);
  });

  it('shows every call of spec §7 with its method, path, request and response', async () => {
    const { doc } = await appWithRoutes();
    const resolve = (s: Schema | undefined): Schema | undefined =>
      s?.$ref ? resolve(doc.components?.schemas?.[s.$ref.split('/').at(-1)!]) : s;
    /** The names of the properties at a dotted path of a schema ('data.title'); any branch of a union. */
    const has = (schema: Schema | undefined, dotted: string): boolean => {
      const [head, ...rest] = dotted.split('.');
      const s = resolve(schema);
      if (s?.anyOf) return s.anyOf.some((branch) => has(branch, dotted));
      const child = resolve(s?.properties?.[head!]);
      if (!child) return false;
      return rest.length === 0 || has(child.items ?? child, rest.join('.'));
    };
    const JSON_BODY = 'application/json';
    const FORM = 'multipart/form-data';
    // Alt text travels beside a new file (iconImage[alt] …): documented as form fields.
    const described = (name: string) => [`${name}[alt]`, `${name}[decorative]`];
    const blogForm = [
      ...['title', 'heading', 'description', 'author', 'category', 'iconImage', 'content'],
      ...described('iconImage'),
      ...described('content[i][image]'),
    ];
    // method, path, request body type and fields (or query parameters), response fields
    const calls: [string, string, { body?: string; fields?: string[]; query?: string[] }, string[]][] = [
      [
        'POST',
        '/login',
        { body: JSON_BODY, fields: ['email', 'password'] },
        ['user', 'twoFactorRequired', 'methods'],
      ],
      ['POST', '/login/2fa', { body: JSON_BODY, fields: ['code'] }, ['user']],
      ['GET', '/me', {}, ['user']],
      ['GET', '/logout', {}, ['success']],
      ['GET', '/blogs', {}, ['data']],
      ['GET', '/blogs/{id}', {}, ['data.title', 'data.content']],
      ['POST', '/blogs', { body: FORM, fields: blogForm }, ['data']],
      ['PUT', '/blogs/{id}', { body: FORM, fields: blogForm }, ['data']],
      ['DELETE', '/blogs/{id}', {}, ['success']],
      ['POST', '/contact', { body: JSON_BODY, fields: ['name', 'email', 'phone', 'message'] }, ['message']],
      ['GET', '/contact', {}, ['data', 'message']],
      ['DELETE', '/contact/{id}', {}, ['success']],
      [
        'GET',
        '/products',
        { query: ['keyword', 'page', 'price[gte]', 'price[lte]', 'ratings[gte]'] },
        ['products', 'productsCount', 'resultPerPage', 'filteredProductsCount'],
      ],
      ['GET', '/product/{id}', {}, ['product']],
      [
        'POST',
        '/admin/product/new',
        {
          body: FORM,
          fields: [
            ...['name', 'description', 'price', 'ratings', 'category', 'stock', 'images'],
            ...described('images[i]'),
          ],
        },
        ['product'],
      ],
      [
        'PUT',
        '/admin/product/{id}',
        { body: JSON_BODY, fields: ['name', 'price', 'stock', 'description'] },
        ['product'],
      ],
      ['DELETE', '/admin/product/{id}', {}, ['success']],
      ['GET', '/admin/categories', {}, ['categories.name', 'categories.description']],
      ['POST', '/admin/categories', { body: JSON_BODY, fields: ['name', 'description'] }, ['success']],
      ['GET', '/admin/categories/{id}', {}, ['category']],
      ['PUT', '/admin/categories/{id}', { body: JSON_BODY, fields: ['name', 'description'] }, ['category']],
      ['DELETE', '/admin/categories/{id}', {}, ['success']],
      ['GET', '/second-sections/{id}', {}, ['data.title', 'data.para', 'data.imgSrc']],
      [
        'PUT',
        '/second-sections/{id}',
        { body: FORM, fields: ['title', 'para', 'imgSrc', ...described('imgSrc')] },
        ['data'],
      ],
      // Staff accounts (issue 10).
      [
        'POST',
        '/admin/account/totp',
        { body: JSON_BODY, fields: ['currentPassword', 'code', 'passkey'] },
        ['secret', 'otpauthUrl'],
      ],
      ['POST', '/admin/account/totp/verify', { body: JSON_BODY, fields: ['code'] }, ['recoveryCodes']],
      [
        'DELETE',
        '/admin/account/totp',
        { body: JSON_BODY, fields: ['currentPassword', 'code', 'passkey'] },
        ['totp'],
      ],
      [
        'GET',
        '/admin/users',
        {},
        ['data.name', 'data.email', 'data.phone', 'data.twoFactor', 'data.lastLoginAt', 'data.active'],
      ],
      [
        'POST',
        '/admin/users',
        {
          body: JSON_BODY,
          fields: ['name', 'email', 'phone', 'password', 'role', 'currentPassword', 'code'],
        },
        ['user'],
      ],
      ['PATCH', '/admin/users/{id}', { body: JSON_BODY, fields: ['active', 'name', 'phone'] }, ['user']],
      [
        'GET',
        '/admin/sessions',
        {},
        ['data._id', 'data.current', 'data.userAgent', 'data.ip', 'data.createdAt', 'data.lastSeenAt'],
      ],
      ['DELETE', '/admin/sessions/{id}', {}, ['success']],
      [
        'GET',
        '/admin/audit',
        { query: ['actor', 'action', 'q', 'page', 'limit'] },
        [
          'data._id',
          'data.at',
          'data.actor._id',
          'data.actor.email',
          'data.action',
          'data.target',
          'data.ip',
          'data.fields',
          'total',
        ],
      ],
    ];
    for (const [method, path, request, response] of calls) {
      const name = `${method} ${API_PREFIX}${path}`;
      const op = doc.paths[`${API_PREFIX}${path}`]?.[method.toLowerCase()];
      expect(op, name).toBeDefined();
      const params = op!.parameters ?? [];
      if (path.includes('{id}'))
        expect(
          params.some((p) => p.in === 'path' && p.name === 'id'),
          name,
        ).toBe(true);
      for (const q of request.query ?? [])
        expect(
          params.some((p) => p.in === 'query' && p.name === q),
          `${name} ?${q}`,
        ).toBe(true);
      if (request.body) {
        const body = op!.requestBody?.content[request.body]?.schema;
        for (const field of request.fields ?? [])
          expect(has(body, field), `${name} body ${field}`).toBe(true);
      }
      const success = Object.entries(op!.responses ?? {}).find(([code]) => code.startsWith('2'));
      const schema = success?.[1].content?.['application/json']?.schema;
      for (const field of response) expect(has(schema, field), `${name} answers ${field}`).toBe(true);
    }
  });

  it('serves a reference page whose scripts are files, under the site CSP', async () => {
    t = await createTestApp();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // Every script has a src: nothing inline for the CSP to block.
    expect(page.body).toMatch(/<script src=/);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('SwaggerUIBundle');
  });
});
