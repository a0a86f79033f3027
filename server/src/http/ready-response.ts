/**
 * An answer prepared once and sent many times: its bytes, a brotli and a gzip variant (each made on
 * first demand, then kept) and an ETag. Sending one costs a few headers and one write; a client that
 * already holds it (If-None-Match) gets 304 and no body. The public read cache keeps these; any other
 * cache of whole answers (e.g. rendered pages) can reuse them.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compression saves less than it costs (the same threshold as @fastify/compress). */
const MIN_COMPRESS_BYTES = 1024;
/**
 * Brotli 5 is within 1% of quality 9 on this API's JSON at a tenth of the CPU (about 2 ms for 25 kB);
 * quality 11 would save another 15% for 40–90 ms, too much to spend on a URL anyone can make up.
 */
const BROTLI_QUALITY = 5;

export type Encoding = 'br' | 'gzip';

/**
 * Brotli for text. The window and the size hint fit the body (a page or an answer of tens of kB)
 * instead of brotli's 4 MB default window: the same output size, far less memory per call.
 */
export function brotliText(body: Buffer, quality: number): Buffer {
  const window = Math.min(24, Math.max(10, Math.ceil(Math.log2(body.length + 1))));
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export class ReadyResponse {
  readonly etag: string;
  readonly #variants = new Map<Encoding, Buffer>();

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {
    // Weak: the brotli, gzip and plain bytes are the same content (RFC 9110 §8.8.1).
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  /** Bytes held by the compressed variants made so far. */
  get variantBytes(): number {
    let n = 0;
    for (const v of this.#variants.values()) n += v.length;
    return n;
  }

  /** The bytes to send for an encoding the client accepts (null: plain). */
  bytes(encoding: Encoding | null): Buffer {
    if (encoding === null) return this.body;
    let out = this.#variants.get(encoding);
    if (!out) {
      out = encoding === 'br' ? brotliText(this.body, BROTLI_QUALITY) : gzipSync(this.body, { level: 6 });
      this.#variants.set(encoding, out);
    }
    return out;
  }

  /** The encoding to use for a request: brotli, then gzip, when accepted and worth it. */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    if (this.body.length < MIN_COMPRESS_BYTES || !acceptEncoding) return null;
    return acceptedEncoding(acceptEncoding);
  }
}

const acceptCache = new Map<string, Encoding | null>();

/** Parses Accept-Encoding (q=0 refuses a coding); browsers send a handful of distinct values. */
export function acceptedEncoding(header: string): Encoding | null {
  let found = acceptCache.get(header);
  if (found !== undefined) return found;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  found = accepted.has('br') || accepted.has('*') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (acceptCache.size < 100) acceptCache.set(header, found);
  return found;
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** How a request gets `ready`: 304 (it holds these bytes already), or the bytes in an encoding (null: plain). */
export type ReadyForm = Encoding | null | 'not-modified';

/** The form of `ready` a request with these headers gets (If-None-Match, then Accept-Encoding). */
export function readyForm(headers: IncomingHttpHeaders, ready: ReadyResponse): ReadyForm {
  if (matchesEtag(headers['if-none-match'], ready.etag)) return 'not-modified';
  return ready.encodingFor(headers['accept-encoding']);
}

/** The headers an answer of `ready` carries in `form`: always its validators; with bytes, their type and coding. */
export function readyHeaders(ready: ReadyResponse, form: ReadyForm): Record<string, string> {
  const headers: Record<string, string> = {
    etag: ready.etag,
    vary: 'accept-encoding',
    'cache-control': 'no-cache',
  };
  if (form === 'not-modified') return headers;
  headers['content-type'] = ready.contentType;
  if (form) headers['content-encoding'] = form;
  return headers;
}

/**
 * Sets the headers for `ready` on reply and returns what to send: the chosen bytes, or nothing with
 * status 304: no body, so no Content-Length (a 304's would have to be the 200's, RFC 9110 §8.6) and
 * no Content-Type (the client keeps the one it has). Usable from a handler, a hook or an onSend hook.
 */
export function readyPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  ready: ReadyResponse,
): Buffer | undefined {
  const form = readyForm(request.headers, ready);
  reply.headers(readyHeaders(ready, form));
  if (form === 'not-modified') {
    // From an onSend hook, the route's serializer has set one already.
    reply.removeHeader('content-type');
    reply.code(304);
    return undefined;
  }
  return ready.bytes(form);
}

/** Sends `ready` (or 304) as the whole answer. */
export function sendReady(request: FastifyRequest, reply: FastifyReply, ready: ReadyResponse): FastifyReply {
  return reply.send(readyPayload(request, reply, ready));
}
