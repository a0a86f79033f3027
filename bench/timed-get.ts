/**
 * One timed GET on a kept-alive agent, as a browser asks (compressed), and the small statistics the
 * latency benches (inbox, search) report.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface TimedResponse {
  status: number;
  body: Buffer;
  encoding: string;
  ms: number;
}

export function timedGet(
  agent: http.Agent,
  base: URL,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<TimedResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathAndQuery,
        agent,
        headers: { ...headers, 'accept-encoding': 'gzip, br' },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: String(res.headers['content-encoding'] ?? ''),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** The body as sent before compression. */
export const decoded = (r: { body: Buffer; encoding: string }) =>
  r.encoding === 'br' ? brotliDecompressSync(r.body) : r.encoding === 'gzip' ? gunzipSync(r.body) : r.body;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
export const round = (n: number) => Math.round(n * 10) / 10;
