/**
 * One error shape for the whole API: {message} plus {errors: {field: message}} for invalid input.
 * Client mistakes get 4xx with a readable message; anything else is a 500 with a generic message and
 * the details only in the log.
 */
import { TOO_LARGE } from '@vyoma/contract';
import { REFUSAL_TEXTS, refusalBodyIn } from '@vyoma/contract/refusals';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException } from '../db/errors.ts';
import { HttpError } from '../http/errors.ts';
import { RequestValidationError } from '../http/schemas.ts';

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';
export const UNSTORABLE_VALUE =
  'The request contains a value that cannot be stored (for example a NUL character).';

function fieldName(path: PropertyKey[]): string {
  if (path.length === 0) return '';
  const [first, ...rest] = path.map(String);
  return first + rest.map((p) => `[${p}]`).join('');
}

/** 400 with the first message and one message per field ("content[0][heading]"). */
export function invalidInput(issues: RequestValidationError['issues']): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldName(issue.path) || 'body';
    errors[key] ??= issue.message;
  }
  const first = issues[0];
  // A rule about the body as a whole ("Nothing to change") speaks for itself; a wrong shape does not.
  const message =
    first && (first.path.length > 0 || first.code === 'custom') ? first.message : 'Invalid request body';
  return new HttpError(400, message, errors);
}

/**
 * A request that failed its route schema. Path parameters are ids, and an id that cannot exist is
 * answered like an unknown one: 404 with the schema's message (e.g. "Product not found").
 */
function validationFailure(error: RequestValidationError): HttpError {
  if (error.validationContext === 'params') return new HttpError(404, error.message);
  return invalidInput(error.issues);
}

/**
 * The language a refusal is answered in (issue 36): the request's first `Accept-Language` when the
 * site has refusals in it. The site's pages send their own `<html lang>` with every API call, so a
 * form on a Hindi page is refused in Hindi; anything else (no header, an English page) in English.
 */
export function answerLanguage(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  const code = typeof header === 'string' ? header.split(/[,;-]/)[0]!.trim().toLowerCase() : '';
  return Object.hasOwn(REFUSAL_TEXTS, code) ? code : 'en';
}

/** Sends a refusal's body in the request's language (and says which, when it is not English). */
function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { message: string; errors?: Record<string, string> },
) {
  const lang = answerLanguage(request);
  if (lang !== 'en') reply.header('content-language', lang);
  // A shared cache keeps one answer per language asked for.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  return reply.send(refusalBodyIn(lang, body));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError | RequestValidationError, request, reply) => {
    const error = thrown instanceof RequestValidationError ? validationFailure(thrown) : thrown;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendRefusal(request, reply.status(error.statusCode), {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode ?? 500;
    let message: string;
    let outStatus = status;
    switch (code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        message = 'Malformed JSON body';
        break;
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        message = 'Request body is empty';
        break;
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
        message = TOO_LARGE.body;
        outStatus = 413;
        break;
      case 'FST_REQ_FILE_TOO_LARGE':
        message = TOO_LARGE.file;
        outStatus = 413;
        break;
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        message = 'Unsupported content type';
        outStatus = 400;
        break;
      case 'FST_PROTO_VIOLATION':
      case 'FST_INVALID_JSON_FIELD_ERROR':
      case 'FST_MP_PREMATURE_CLOSE':
        message = 'Malformed multipart body';
        outStatus = 400;
        break;
      default:
        if (isDataException(error)) {
          message = UNSTORABLE_VALUE;
          outStatus = 400;
        } else if (error instanceof SyntaxError && status === 400) {
          message = 'Malformed JSON body';
        } else if (status === 429) {
          message = error.message || 'Too many requests. Please try again later.';
        } else if (status >= 400 && status < 500) {
          // Malformed multipart from busboy and similar parser errors land here.
          message = error.message || 'Bad request';
        } else {
          outStatus = 500;
          message = GENERIC_500;
        }
    }
    // error means our bug; a client's fault (bad framing, bad input) is info, without a stack.
    if (outStatus >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: outStatus, code, reason: error.message }, 'client error');
    return sendRefusal(request, reply.status(outStatus), { message });
  });
}
