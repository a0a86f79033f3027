/**
 * The HTTP server, with one check before Fastify sees a request (decision 0017): an anonymous GET
 * whose answer the public read cache holds, fresh, under its exact path is written to the socket
 * there, as ready bytes. Fastify would otherwise make its request and reply objects, route the URL
 * and run the hook runner only for the cache's first hook to answer the same bytes: on the busiest
 * answer of the site that was a third of its CPU (issue 33). Everything else goes to Fastify's
 * handler unchanged.
 *
 * The server is made as Fastify makes its own (the same options and timeouts), so nothing about
 * slow clients, keep-alive or graceful stops changes; a stop turns the check off first (the cache's
 * preClose hook), so a stopping server answers 503 and closes connections as before.
 */
import http, { type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';

/** Answers the request and says true, or says false and leaves it to Fastify. */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface FrontDoorTimeouts {
  http: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

export class FrontDoor {
  /** Set by the public read cache once it exists; null answers nothing (before start, while stopping). */
  answer: FrontAnswer | null = null;

  constructor(private readonly timeouts: FrontDoorTimeouts) {}

  /** Fastify's `serverFactory`: what Fastify's own HTTP/1 server does, with the check first. */
  readonly serverFactory = (handler: (request: IncomingMessage, response: ServerResponse) => void) => {
    const { http: options, keepAliveTimeout, requestTimeout, connectionTimeout } = this.timeouts;
    const server = http.createServer(options, (request, response) => {
      if (this.answer?.(request, response) !== true) handler(request, response);
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
}
