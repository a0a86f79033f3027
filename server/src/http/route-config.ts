/**
 * Facts about a route that plugins act on. Each route states them in its `config`, and the plugins
 * read them from request.routeOptions.config (or in an onRoute hook), so no plugin keeps a list of
 * paths. Rate limits use @fastify/rate-limit's own `config.rateLimit`.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only a signed-in admin may call it: refused with 401/403 before the body is read (plugins/auth.ts). */
    admin?: boolean;
    /** A public read that is the same for every visitor, answered from ready bytes (plugins/public-cache.ts). */
    publicCache?: boolean;
    /** A GET that changes state (logout): it gets the cross-site check of a mutation (plugins/security.ts). */
    changesState?: boolean;
    /** A mutation that never changes public content (enquiries, sign-in): content caches are kept. */
    keepsContent?: boolean;
  }
}

export {};
