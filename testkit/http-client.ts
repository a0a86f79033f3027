/**
 * A small HTTP client whose connections leave from a chosen loopback address (127.x.y.z: Linux
 * routes all of 127.0.0.0/8 to the loopback device). A test plays many visitors from one machine
 * this way: a proxy in front of the servers sees each client's own address and passes it on in
 * X-Forwarded-For, as it would for visitors on the internet (testkit/cluster.ts).
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON (throws when it is not). */
  json<T = unknown>(): T;
  /** When the request was sent and when its answer had arrived (Date.now() times). */
  startedAt: number;
  endedAt: number;
}

export interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON with its content type. */
  json?: unknown;
  body?: string | Buffer;
  /** Default 30 s. */
  timeoutMs?: number;
}

export interface HttpClient {
  /** The address its connections come from. */
  address: string;
  /** Resolves with any answer, whatever its status; rejects when no answer came (refused, reset, timed out). */
  request(url: string, init?: RequestInit): Promise<HttpAnswer>;
  /** Closes its idle keep-alive connections. */
  close(): void;
}

export function httpClient(address = '127.0.0.1'): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return {
    address,
    close: () => agent.destroy(),
    request(url, init = {}) {
      const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
      const headers: Record<string, string> = { ...init.headers };
      if (init.json !== undefined) headers['content-type'] ??= 'application/json';
      const startedAt = Date.now();
      return new Promise<HttpAnswer>((resolve, reject) => {
        const req = http.request(
          url,
          {
            method: init.method ?? 'GET',
            headers,
            agent,
            localAddress: address,
            timeout: init.timeoutMs ?? 30_000,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: text,
                json: <T>() => JSON.parse(text) as T,
                startedAt,
                endedAt: Date.now(),
              });
            });
          },
        );
        req.on('timeout', () =>
          req.destroy(new Error(`no answer from ${url} within ${init.timeoutMs ?? 30_000} ms`)),
        );
        req.on('error', reject);
        req.end(body);
      });
    },
  };
}
