/**
 * A real HTTP receiver on loopback for webhook tests: records every request (headers and body as
 * sent) and answers as the test says per path (a status, a body, a redirect, late, or not at all).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer =
  /** `delayMs`: the answer comes that long after the request was read (an attempt in flight). */
  | { status: number; body?: string; headers?: Record<string, string>; delayMs?: number }
  /** Never answers (the sender's timeout ends it). */
  | 'hang';

export class WebhookReceiver {
  readonly received: Received[] = [];
  private server: Server | null = null;
  /** Per path: the answers to give, in order; the last one repeats. Default 200 "ok". */
  readonly answers = new Map<string, Answer[]>();

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const queue = this.answers.get(path);
        const answer =
          queue && queue.length > 1 ? queue.shift()! : (queue?.[0] ?? { status: 200, body: 'ok' });
        if (answer === 'hang') return;
        setTimeout(() => {
          res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
          res.end(answer.body ?? '');
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  url(path = '/'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  on(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
