/**
 * One webhook POST (issue 28 item 3): a new connection to an address the guard allowed, no
 * redirects followed (a 3xx is a failure naming where it pointed), at most 10 seconds from start to
 * the last byte read, and at most 64 kB of the answer read (the first kilobyte is kept for the admin).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { WEBHOOK_ANSWER_KEPT } from '@vyoma/contract';
import { checkWebhookUrl, guardedLookup, RefusedTargetError } from './guard.ts';

export const TIMEOUT_MS = 10_000;
export const ANSWER_READ_MAX = 64 * 1024;

/** What the receiver answered, as the delivery log shows it. */
export interface WebhookAnswer {
  status: number | null;
  durationMs: number;
  /** The start of the answer (WEBHOOK_ANSWER_KEPT characters). */
  body: string | null;
}

/** A delivery that failed with what is known of the answer (a status, the start of its body). */
export class WebhookHttpError extends Error {
  constructor(
    message: string,
    readonly answer: WebhookAnswer,
  ) {
    super(message);
    this.name = 'WebhookHttpError';
  }
}

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** POSTs `body`; resolves with the answer of a 2xx, throws WebhookHttpError or RefusedTargetError. */
export function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<WebhookAnswer> {
  const checked = checkWebhookUrl(rawUrl, options.allowPrivate);
  if ('error' in checked) return Promise.reject(new RefusedTargetError(checked.error));
  const { url } = checked;
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const client = url.protocol === 'https:' ? https : http;
  const host = url.hostname.replace(/^\[|\]$/g, '');

  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null, answer?: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(answer!);
    };
    const failed = (message: string, answer: Partial<WebhookAnswer> = {}) =>
      new WebhookHttpError(message, {
        status: answer.status ?? null,
        durationMs: Date.now() - started,
        body: answer.body ?? null,
      });

    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      // One connection per delivery, to an address the guard checked (an address literal was checked
      // above: Node does not look those up).
      agent: false,
      ...(net.isIP(host) ? {} : { lookup: guardedLookup(options.allowPrivate) as never }),
    });
    const timer = setTimeout(() => {
      request.destroy(
        failed(
          `no complete answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`,
        ),
      );
    }, timeoutMs);

    request.on('error', (err) => {
      if (err instanceof WebhookHttpError || err instanceof RefusedTargetError) finish(err);
      else finish(failed(describeNetworkError(err)));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_ANSWER_KEPT);
        const answer = { status, durationMs: Date.now() - started, body: text || null };
        if (status >= 200 && status < 300) finish(null, answer);
        else if (status >= 300 && status < 400)
          finish(
            failed(
              `answered ${status} with a redirect${response.headers.location ? ` to ${String(response.headers.location).slice(0, 200)}` : ''}; redirects are not followed (save the final URL)`,
              answer,
            ),
          );
        else finish(failed(`answered ${status}`, answer));
      };
      response.on('data', (chunk: Buffer) => {
        if (size >= ANSWER_READ_MAX) return;
        chunks.push(chunk.subarray(0, ANSWER_READ_MAX - size));
        size += chunk.length;
        // Enough read: the rest of a large answer is not waited for.
        if (size >= ANSWER_READ_MAX) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', () => done());
      response.on('close', done);
    });
    request.end(body);
  });
}

function describeNetworkError(err: NodeJS.ErrnoException): string {
  switch (err.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host could not be found (${err.code})`;
    case 'ECONNREFUSED':
      return 'the connection was refused (ECONNREFUSED)';
    case 'ECONNRESET':
      return 'the connection was reset (ECONNRESET)';
    default:
      return err.code && !err.message.includes(err.code) ? `${err.code}: ${err.message}` : err.message;
  }
}
