/**
 * How the HTTP server treats slow and idle clients, how it logs, and how it lets its connections go
 * when it stops. Kept out of app.ts so the numbers live in one place
 * (docs/operations.md#slow-and-idle-clients and #start-stop-and-graceful-shutdown explain each one).
 */
import type { Server, ServerOptions, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pretty from 'pino-pretty';
import type { AppConfig, TrustProxy } from './config.ts';

/**
 * Fastify's trustProxy: a list is handed to proxy-addr as is; a hop count N trusts the N nearest
 * hops, so the client address is the (N+1)-th entry counted from the right of X-Forwarded-For.
 */
export function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * - headersTimeout: the request line and headers must arrive within this time;
 * - requestTimeout: the whole request (headers and body) within this time (uploads need the most);
 * - connectionTimeout: a socket with no traffic either way for this long is closed (a half-sent
 *   request that went quiet, a client that stopped reading);
 * - keepAliveTimeout: an idle keep-alive connection is closed after this long;
 * - connectionsCheckingInterval: how often Node checks the first two (its default, 30 s, would let a
 *   stalled request live 30 s past its deadline).
 */
export function serverTimeouts(config: AppConfig): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  const headersMs = config.headersTimeoutSeconds * 1000;
  const requestMs = Math.max(config.requestTimeoutSeconds * 1000, headersMs);
  return {
    connectionTimeout: config.idleTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
      connectionsCheckingInterval: Math.min(1000, headersMs),
    },
  };
}

const REDACT = {
  // Never log credentials: cookies and auth headers are censored (bodies are not logged at all).
  paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  censor: '[redacted]',
};

/** Fastify's own line for each address it listens on. */
const LISTENING_LINE = /^Server listening at /;

/**
 * Fastify logs "Server listening at <url>" once per address, and with HOST=0.0.0.0 that is
 * 127.0.0.1 and each network address: beside the start-up notice, which names the one address to
 * open, they read as others to use. They are logged at debug; main.ts logs one "listening" line.
 */
const HOOKS = {
  logMethod(
    this: { debug(...args: unknown[]): void },
    args: unknown[],
    method: (...a: unknown[]) => void,
    level: number,
  ) {
    if (level === 30 && typeof args[0] === 'string' && LISTENING_LINE.test(args[0]))
      return this.debug(...args);
    return method.apply(this, args);
  },
};

/** JSON lines for production and log collectors; pino-pretty for a developer's terminal. */
export function loggerOptions(config: AppConfig): NonNullable<FastifyServerOptions['logger']> {
  if (config.logFormat === 'pretty') {
    return {
      level: config.logLevel,
      redact: REDACT,
      hooks: HOOKS,
      // In-process and synchronous: no worker thread, and nothing lost when the process exits. One
      // line an event, its fields on that line too, so a start-up's few lines stay a few lines.
      stream: pretty({
        colorize: true,
        sync: true,
        singleLine: true,
        translateTime: 'HH:MM:ss.l',
        ignore: 'pid,hostname',
      }),
    };
  }
  return { level: config.logLevel, redact: REDACT, hooks: HOOKS };
}

/** A request slower than this is logged at info (the rest at debug). */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, once its answer has gone: method, URL, status and milliseconds, in place of
 * Fastify's two ("incoming request", then "request completed"). At the default LOG_LEVEL=info only
 * the answers worth a look are written (a 5xx, or slower than SLOW_REQUEST_MS), the rest at debug, so
 * a busy site's healthy traffic does not fill the disk (decision 0030). Client faults are still logged
 * where they are refused, and a reply that failed as Fastify logs it.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const ms = reply.elapsedTime;
    const level = reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS ? 'info' : 'debug';
    // Most lines are at a level that is off: nothing is built for them.
    if ((request.log as Partial<PinoLogger>).isLevelEnabled?.(level) === false) return;
    request.log[level](
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) },
      'request',
    );
  }
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** What pino's loggers have beyond Fastify's logger type. */
type PinoLogger = FastifyBaseLogger & {
  isLevelEnabled(level: string): boolean;
  bindings(): Record<string, unknown>;
};

/**
 * A request's logger (request.log), whose pino child, with the request's id bound, is made when a
 * line is first written at a level that is on. Fastify makes that child for every request, and at
 * the default level a healthy request writes nothing: making it was a tenth of a cached read's CPU.
 * The lines are the same as the child's.
 */
class RequestLogger {
  #child: PinoLogger | undefined;

  constructor(
    private readonly parent: PinoLogger,
    private readonly ownBindings: Record<string, unknown>,
  ) {}

  get #logger(): PinoLogger {
    this.#child ??= this.parent.child(this.ownBindings) as PinoLogger;
    return this.#child;
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  #write(level: LogLevel, args: unknown[]): void {
    if (this.isLevelEnabled(level)) (this.#logger[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  bindings(): Record<string, unknown> {
    return this.#logger.bindings();
  }

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#logger.child(...args);
  }
}

function isEmpty(object: object): boolean {
  for (const _key in object) return false;
  return true;
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, unless the route asks for a level or serializers of
 * its own (then pino's child at once) or logging is off (Fastify's silent logger has no levels).
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (typeof (logger as Partial<PinoLogger>).isLevelEnabled !== 'function' || !isEmpty(options))
    return logger.child(bindings, options);
  return new RequestLogger(logger as PinoLogger, bindings) as unknown as FastifyBaseLogger;
};

/**
 * How the server lets its connections go when it stops (main.ts), so that no request a client has
 * sent is reset or refused:
 *
 * - lastAnswers(): from then on every answer says `Connection: close` and its connection closes after
 *   it, answers already under way included unless their headers have gone. A client's next request
 *   then goes on a new connection, to another process behind a load balancer (or is refused once the
 *   listener is closed: the client knows nothing was sent), never on one this process is about to
 *   close, where a request sent at that moment would be reset;
 * - close(): stops accepting connections. Connections that stay idle are closed after `settleMs`
 *   (a request already on its way over one is answered first) and again every `settleMs`; requests
 *   under way finish; after `graceMs` whatever is left is cut (`onGraceOver`). Resolves when every
 *   connection has ended.
 */
export function connectionCloser(server: Server): {
  lastAnswers(): void;
  close(options: { settleMs: number; graceMs: number; onGraceOver(): void }): Promise<void>;
} {
  const underWay = new Set<ServerResponse>();
  // One function for every answer (with `this` the answer), not a closure and a once() wrapper each.
  function forget(this: ServerResponse) {
    underWay.delete(this);
  }
  let closing = false;
  // Before Fastify's own listener, so even an answer sent at once carries the header.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (closing) {
      response.shouldKeepAlive = false;
      return;
    }
    underWay.add(response);
    // An answer emits close once, at its end: nothing to remove.
    response.on('close', forget);
  });
  return {
    lastAnswers() {
      if (closing) return;
      closing = true;
      for (const response of underWay) if (!response.headersSent) response.shouldKeepAlive = false;
      underWay.clear();
    },
    close({ settleMs, graceMs, onGraceOver }) {
      return new Promise((resolve) => {
        const sweep = setInterval(() => server.closeIdleConnections(), settleMs);
        const grace = setTimeout(() => {
          onGraceOver();
          server.closeAllConnections();
        }, graceMs);
        // net.Server's close stops accepting and calls back when the last connection has ended;
        // http.Server's would also drop every idle keep-alive connection at once, racing a request
        // its client may be sending on it right now.
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          clearTimeout(grace);
          resolve();
        });
      });
    },
  };
}
