/**
 * A CDN in front (CDN_MAX_AGE, docs/operations.md#a-cdn-in-front, docs/decisions/0057): answers that
 * are the same for every visitor (anonymous public pages, feeds, the sitemap, public API reads) may be
 * kept by a shared cache for CDN_MAX_AGE seconds, and name what they show in `Cache-Tag` (Cloudflare,
 * comma-separated) and `Surrogate-Key` (Fastly, Varnish; space-separated): the change feed's tags,
 * which every change purges (modules/cdn). Browsers still revalidate every time (max-age=0).
 *
 * Never shared: anything for a signed-in user, a preview link, a form's answer (those say
 * `private, no-store`), and an answer that names nothing it shows (it could not be purged).
 */
import type { FastifyReply } from 'fastify';
import { ANYTHING } from '../db/change-feed.ts';

/** Every shared answer carries this tag too: purging it empties the CDN of the site's answers. */
export const SITE_TAG = 'site';
/** Signed-in, preview and form answers. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** A stale copy may be served this long while the CDN fetches the new one. */
const STALE_WHILE_REVALIDATE = 60;
/** The longest tag header: within every CDN's limits (Cloudflare and Fastly allow 16 KB). */
export const MAX_TAG_HEADER = 2048;

/** The tags of an answer as the CDN gets them: the site's, then sorted, items folded into their kinds when too long. */
export function cdnTags(shown: ReadonlySet<string>): string[] {
  const tags = [...shown].sort();
  const fits = (list: string[]) => list.join(',').length + SITE_TAG.length + 1 <= MAX_TAG_HEADER;
  if (fits(tags)) return [SITE_TAG, ...tags];
  // A change to an item always announces its kind too, so the kind purges the answer as surely.
  const kinds = [...new Set(tags.map((tag) => tag.split(':')[0]!))].sort();
  return fits(kinds) ? [SITE_TAG, ...kinds] : [SITE_TAG];
}

/**
 * Marks an answer the same for every visitor as shared-cacheable for `maxAge` seconds with its tags;
 * answers false (leaving the reply alone) when CDN_MAX_AGE is 0 or the answer names nothing.
 */
export function shareWithCdn(reply: FastifyReply, maxAge: number, shown: ReadonlySet<string>): boolean {
  const headers = cdnHeaders(maxAge, shown);
  if (headers) reply.headers(headers);
  return headers !== null;
}

/**
 * The headers that make an answer shared-cacheable (shareWithCdn), or null when it is not; for an
 * answer sent many times, worked out once (the public read cache keeps them with the entry).
 */
export function cdnHeaders(maxAge: number, shown: ReadonlySet<string>): Record<string, string> | null {
  if (maxAge <= 0 || shown.size === 0 || shown.has(ANYTHING)) return null;
  const tags = cdnTags(shown);
  return {
    'cache-control': `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`,
    'cache-tag': tags.join(','),
    'surrogate-key': tags.join(' '),
  };
}
