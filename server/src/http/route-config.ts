/**
 * Facts about a route that plugins act on. Each route states them in its `config`, and the plugins
 * read them from request.routeOptions.config (or in an onRoute hook), so no plugin keeps a list of
 * paths. Rate limits use @fastify/rate-limit's own `config.rateLimit`.
 */
import type { Permission } from '@vyoma/contract';
import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A staff route: only a signed-in account whose role has this permission (contract
     * permissions.ts) may call it; anyone else is refused with 401/403 before the body is read
     * (plugins/auth.ts).
     */
    permission?: Permission;
    /** A public read that is the same for every visitor, answered from ready bytes (plugins/public-cache.ts). */
    publicCache?: boolean;
    /**
     * Query parameters of a publicCache route that hold words a caller types (`q`): a request with one
     * is answered but never kept, so made-up words cannot fill the cache and push the catalogue out.
     */
    freeText?: readonly string[];
    /** A GET that changes state (logout): it gets the cross-site check of a mutation (plugins/security.ts). */
    changesState?: boolean;
    /** A mutation that never changes public content (enquiries, sign-in): content caches are kept. */
    keepsContent?: boolean;
    /**
     * An admin route that an admin who must still set up a second factor (REQUIRE_2FA) may use: their
     * own account and its enrolment. Every other admin route refuses them with 403 (plugins/auth.ts).
     */
    allowDuring2faSetup?: boolean;
  }
}

/** Adds a hook to one route from an onRoute hook (how plugins act on the facts above). */
export function addRouteHook<K extends 'onRequest' | 'preValidation' | 'preHandler' | 'onSend'>(
  route: RouteOptions,
  name: K,
  hook: NonNullable<RouteOptions[K]> extends (infer H)[] | infer H ? H : never,
): void {
  const own = route[name] ?? [];
  (route as Record<K, unknown>)[name] = [...(Array.isArray(own) ? own : [own]), hook];
}
