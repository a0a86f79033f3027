/**
 * Forms with files, posted to pages without JavaScript (issue 29): the job application
 * (POST /careers/{slug}/apply) and a built form (POST /forms/{slug}). The page routes take only small
 * url-encoded forms (routes.ts), so these two have routes of their own: the uploads plugin reads the
 * multipart body with the limits of the same schema the API uses (nothing oversized is buffered), the
 * same service answers, and the page is then rendered with that answer (SiteServices.postedForm), as
 * the JSON API would have answered it. Every refusal, from the body's reading on, becomes the page's
 * answer with its message by the field, never a JSON error.
 */
import { APPLICATION_MESSAGES, PAGE, type PostedForm } from '@vyoma/contract';
import { type ApplicationValues, applicationSchema, formEntrySchema } from '@vyoma/contract/form-schema';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { formTextsIn } from '@vyoma/contract/refusals';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { RequestValidationError } from '../../http/schemas.ts';
import { invalidInput } from '../../plugins/errors.ts';
import { acceptApplication } from '../candidates/index.ts';
import { getJobIn } from '../careers/index.ts';
import { pageFromReferer } from '../contact/index.ts';
import { acceptFormEntry, type EntryInput, formRowIn } from '../forms/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer to a form posted with files to a page, for the page's action (PostedForm). */
    postedForm: PostedForm | null;
  }
}

export interface PagePost {
  /** The route (Fastify syntax). */
  url: string;
  body: z.ZodObject;
  /** The page rendered with the answer. */
  page: (slug: string) => string;
  /**
   * Takes the form (its body already read and checked against `body`) for the item `key` names (the
   * route's slug, or the id a page in another language's URL name stands for).
   */
  accept: (
    ctx: AppContext,
    request: FastifyRequest,
    origin: string | null,
    key: string,
    /** The page's language when not the default (issue 36). */
    lang: string | null,
  ) => Promise<PostedForm>;
  /**
   * A post from a page in another language (issue 36: `/hi/careers/{its Hindi URL name}/apply`): the
   * item its URL name there names (its id; a built form: its URL name, the same there), null when
   * none is public there.
   */
  itemIn?: (ctx: AppContext, slug: string, lang: string) => Promise<string | null>;
  /** What was typed, to fill a refused form in again. */
  typed: (body: Body) => PostedForm['values'];
}

type Body = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What was typed in an application (never the file), to fill a refused form in again. */
function typedApplication(body: Body): PostedForm['values'] {
  const links = body.links;
  return {
    name: text(body.name),
    email: text(body.email),
    phone: text(body.phone),
    coverNote: text(body.coverNote),
    links: Array.isArray(links) ? links.filter((l) => typeof l === 'string').join('\n') : text(links),
    consent: text(body.consent),
  };
}

/** A built form's answers as typed, under their field names (values[key], values[key][]). */
function typedEntry(body: Body): PostedForm['values'] {
  const out: PostedForm['values'] = {};
  const values = body.values;
  if (values && typeof values === 'object' && !Array.isArray(values))
    for (const [key, v] of Object.entries(values as Body)) {
      if (typeof v === 'string') out[`values[${key}]`] = v;
      else if (Array.isArray(v)) out[`values[${key}][]`] = v.filter((x) => typeof x === 'string');
    }
  return out;
}

export const PAGE_POSTS: PagePost[] = [
  {
    url: '/careers/:slug/apply',
    body: applicationSchema,
    page: PAGE.careerOpening,
    typed: typedApplication,
    itemIn: async (ctx, slug, lang) => (await getJobIn(ctx.db, slug, lang))?._id ?? null,
    async accept(ctx, request, origin, key) {
      await acceptApplication(ctx, key, request.body as ApplicationValues, {
        ip: request.ip,
        refererPage: pageFromReferer(request.headers.referer, origin),
      });
      return { status: 201, message: APPLICATION_MESSAGES.sent, errors: {}, values: {} };
    },
  },
  {
    url: '/forms/:slug',
    body: formEntrySchema,
    page: PAGE.form,
    typed: typedEntry,
    itemIn: async (ctx, slug, lang) => ((await formRowIn(ctx.db, slug, lang)) ? slug : null),
    async accept(ctx, request, origin, key, lang) {
      const body = request.body as EntryInput;
      const outcome = await acceptFormEntry(ctx, key, lang ? { ...body, lang } : body, {
        ip: request.ip,
        refererPage: pageFromReferer(request.headers.referer, origin),
        visit: ctx.analytics.visitFor(request),
      });
      const { confirmation } = outcome;
      const message =
        confirmation.kind === 'message'
          ? confirmation.message
          : formTextsIn(lang ?? DEFAULT_LANGUAGE_CODE).sent;
      return { status: 201, message, errors: {}, values: {}, confirmation };
    },
  },
];

/** The refusal of a post as the page shows it: the API's status, message and field messages. */
export function refusal(post: PagePost, error: unknown, request: FastifyRequest): PostedForm | null {
  const failure =
    (error as RequestValidationError).name === 'RequestValidationError'
      ? invalidInput((error as RequestValidationError).issues)
      : error;
  // A client's fault, or the limit that could not be counted (503): the page says it and keeps the text.
  if (!(failure instanceof HttpError) || (failure.statusCode >= 500 && failure.statusCode !== 503))
    return null;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
  const values = post.typed(body);
  return { status: failure.statusCode, message: failure.message, errors: failure.errors ?? {}, values };
}
