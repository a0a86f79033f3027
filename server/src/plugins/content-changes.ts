/**
 * "Public content changed": raised for every successful mutation, unless its route declares
 * `config.keepsContent` (enquiries, sign-in), from an onSend hook: that is before its answer leaves,
 * so every cache of public answers (the API read cache, the page cache) has dropped what it holds by
 * the time a client hears "saved", and a saved change shows on the next request. Changes made by
 * another process on the same PostgreSQL are not seen here: those caches expire on their own.
 */
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { addRouteHook } from '../http/route-config.ts';

/** The signal itself: caches listen with `onChange(listener)`. */
export class ContentEvents {
  /** Bumped on every change: a read that began before it must not store what it read. */
  generation = 0;
  private readonly listeners = new Set<() => void>();

  changed(): void {
    this.generation += 1;
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerContentChanges(app: FastifyInstance, content: ContentEvents): void {
  const notifyOnSuccess: onSendHookHandler = (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) content.changed();
    done(null, payload);
  };
  // Only mutation routes carry the hook, so reads pay nothing for it.
  app.addHook('onRoute', (route) => {
    const mutates = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
    if (mutates && !route.config?.keepsContent) addRouteHook(route, 'onSend', notifyOnSuccess);
  });
}
