/**
 * The API reference, generated from the route schemas: GET /api/openapi.json (OpenAPI 3.1) and a
 * readable, filterable page at /api/docs (Swagger UI; its scripts are files, so the site's strict
 * CSP holds). Registered before the routes, which @fastify/swagger collects as they are added.
 */
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@vyoma/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** What each status means, shown with every response. */
const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid input: `message` names the first problem, `errors` has one message per field',
  401: 'Not signed in',
  403: 'Not an administrator, or a request from another site',
  404: 'No such id',
  409: 'Conflicts with what is stored',
  413: 'A file or the whole body is too large',
  429: 'Too many requests: try again later',
};

/** The document covers the API; the site's pages, files and health check are not part of it. */
const transform: SwaggerTransform = (input) => {
  if (!input.url.startsWith(API_PREFIX)) return { schema: { hide: true }, url: input.url };
  const out = jsonSchemaTransform(input) as { schema: { response?: Record<string, object> }; url: string };
  for (const [code, schema] of Object.entries(out.schema.response ?? {})) {
    if (STATUS_TEXT[code]) out.schema.response![code] = { description: STATUS_TEXT[code], ...schema };
  }
  return out;
};

/** Keeps only the components the paths use (the zod provider also emits unused input variants). */
const transformObject: SwaggerTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as {
    paths?: object;
    components?: { schemas?: Record<string, object> };
  };
  const all = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: object) => {
    for (const m of JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = m[1]!;
      if (!used.has(name) && all[name]) {
        used.add(name);
        visit(all[name]);
      }
    }
  };
  visit(doc.paths ?? {});
  if (doc.components)
    doc.components.schemas = Object.fromEntries(Object.entries(all).filter(([n]) => used.has(n)));
  return doc as ReturnType<SwaggerTransformObject>;
};

/** `sessionCookie`: the session cookie's name, for the security scheme (plugins/auth.ts sets it). */
export async function registerOpenApi(
  app: FastifyInstance,
  config: AppConfig,
  sessionCookie: string,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vyoma Infotech API',
        version: '1',
        description:
          'The calls of the public site and the admin CMS. Errors are JSON `{ message, errors? }`. ' +
          'Admin calls need the session cookie that POST /api/v1/login sets (mutations from another ' +
          'site are refused), or an API token an admin made on API tokens, sent as ' +
          '`Authorization: Bearer <token>` (a request with both is refused). A token may call what its ' +
          'role or scopes allow and the current role of the admin who made it allows too, never ' +
          'accounts or tokens, and has its own rate limit.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookie },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API token (vyo_…), made by an admin on API tokens (issue 28).',
          },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { filter: true, deepLinking: true, docExpansion: 'list', validatorUrl: null },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return app.swagger();
  });
}
