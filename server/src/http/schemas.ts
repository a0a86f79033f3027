/**
 * How the contract's zod schemas become Fastify's validation and serialisation (through
 * fastify-type-provider-zod's types). Requests are parsed with the zod schema itself, so the server
 * and the web forms share every rule and message. Responses are serialised with fast-json-stringify
 * from the JSON Schema of their zod schema: only the fields the contract names leave the server.
 */
import { errorResponse } from '@vyoma/contract/responses';
import fastJson from 'fast-json-stringify';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  preValidationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from './errors.ts';

/** The Fastify instance that route modules see: handlers are typed from their schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A request part (params, querystring, body) that failed its schema; plugins/errors.ts words the answer. */
export class RequestValidationError extends Error {
  /** Set by Fastify: which part of the request failed. */
  validationContext?: 'params' | 'body' | 'querystring' | 'headers';
  readonly statusCode = 400;

  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(issues[0]?.message ?? 'Invalid request');
    this.name = 'RequestValidationError';
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${method} ${url}: request schemas must be zod schemas`);
  return (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };
};

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify picks a branch of `anyOf` by validating each one per call; a nullable field
 * written as `type: [T, 'null']` needs no such check.
 */
function simplifyNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullables);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullables(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      delete out.anyOf;
      return { ...other, ...out, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema that fast-json-stringify serialises a response with (no ids, no descriptions). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    metadata: z.registry(),
    reused: 'inline',
  });
  return simplifyNullables(json) as JsonSchema;
}

/**
 * One serialiser per response schema and process. Routes share most of them (every error answer of
 * every route is `errorResponse`), and each costs a JSON Schema conversion and a code generation;
 * a serialiser keeps no state, so sharing it is safe.
 */
const stringifiers = new WeakMap<z.ZodType, (data: unknown) => string>();

export function stringifierOf(schema: z.ZodType): (data: unknown) => string {
  let stringify = stringifiers.get(schema);
  if (!stringify) {
    stringify = fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
    stringifiers.set(schema, stringify);
  }
  return stringify;
}

/**
 * `check` (tests) also parses every answer with its zod schema first, so an answer that breaks the
 * contract fails loudly instead of being trimmed to fit.
 */
export function createSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    // A plugin's route may bring a plain JSON Schema; ours are zod.
    if (!(schema instanceof z.ZodType)) return fastJson(schema as Parameters<typeof fastJson>[0]);
    // Made on the route's first answer with this status, not at start: a start would otherwise
    // convert and compile every response schema of every route (a tenth of a CPU-second), most of
    // which a short-lived process never sends. (server/test/api/openapi.test.ts compiles them all.)
    let made: ((data: unknown) => string) | undefined;
    const stringify = (data: unknown) => {
      made ??= stringifierOf(schema);
      return made(data);
    };
    if (!options.check) return stringify;
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new Error(
          `${method} ${url} answered ${httpStatus} outside its response schema: ${z.prettifyError(result.error)}`,
        );
      }
      return stringify(data);
    };
  };
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

/** Response schemas for the error statuses a route can answer (all `{ message, errors? }`). */
export function errorResponses<const C extends ErrorStatus>(...codes: C[]): Record<C, typeof errorResponse> {
  return Object.fromEntries(codes.map((code) => [code, errorResponse])) as Record<C, typeof errorResponse>;
}

/**
 * preValidation for routes that take an id and a body: an unknown id is answered 404 before the body
 * is read or validated. (A malformed id is left to the params schema, which answers 404 as well.)
 */
export function requireExisting(
  params: z.ZodObject<{ id: z.ZodType<string> }>,
  message: string,
  exists: (id: string) => Promise<unknown>,
): preValidationHookHandler {
  return async (request) => {
    const parsed = params.safeParse(request.params);
    if (parsed.success && !(await exists(parsed.data.id))) throw notFound(message);
  };
}
