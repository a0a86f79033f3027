/**
 * Whether a redirect may be added (docs/decisions/0040): a well-formed `from` that is no page of the
 * site, a `to` on this site or at an https:// address, no second redirect from the same address
 * (409), and never a loop or a chain: every redirect sends a visitor to its final address in one hop.
 */
import {
  FEEDS,
  fromPathProblem,
  PAGE,
  PUBLIC_STATIC_PATHS,
  redirectKey,
  toTargetProblem,
} from '@vyoma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CONTENT_TABLE, currentSlug, publicOnly } from '../content/index.ts';
import type { NewRedirect, RedirectRow } from './repository.ts';

/** Paths the pages never answer (the API, files, the admin and its sign-in, site routes). */
const NOT_A_PAGE = /^\/(api|uploads|assets|admin|wp-admin|__manifest)(\/|$)/;
const SITE_FILES = new Set(['/healthz', '/robots.txt', '/sitemap.xml', FEEDS.rss.path, FEEDS.json.path]);
/** React Router matches static paths ignoring case, and so do we. */
const STATIC_KEYS = new Set(PUBLIC_STATIC_PATHS.map((p) => redirectKey(p)));
const ITEM_PATH = /^\/(blog|product)\/([^/]+)$/;
const KINDS = {
  blog: { kind: 'post', page: PAGE.blog },
  product: { kind: 'product', page: PAGE.product },
} as const;

/** The key of a target on this site (its path without query or fragment), or null for an outside one. */
export function siteKeyOf(to: string): string | null {
  return to.startsWith('/') ? redirectKey(to.split(/[?#]/)[0]!) : null;
}

/** Whether a published post or product lives at this /blog/{slug} or /product/{slug} path. */
async function isLiveItem(db: Db, kind: keyof typeof KINDS, slug: string): Promise<boolean> {
  const t = CONTENT_TABLE[KINDS[kind].kind];
  const rows = await db
    .select({ one: sql`1` })
    .from(t)
    .where(and(eq(t.slug, slug), publicOnly(t)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether a page request for this path renders a page (asked only when a redirect matches it, so
 * a post published at a redirected address since is shown, not redirected away).
 */
export async function isLivePage(db: Db, pathname: string): Promise<boolean> {
  const key = redirectKey(pathname);
  if (key === null) return false;
  if (STATIC_KEYS.has(key)) return true;
  const m = ITEM_PATH.exec(pathname);
  if (!m) return false;
  try {
    return await isLiveItem(db, m[1]!.toLowerCase() as keyof typeof KINDS, decodeURIComponent(m[2]!));
  } catch {
    return false;
  }
}

export type Verdict = { ok: true; value: NewRedirect } | { ok: false; status: 400 | 409; message: string };

const refuse = (message: string, status: 400 | 409 = 400): Verdict => ({ ok: false, status, message });

/**
 * Checks new redirects against the stored ones and each other: `check` one at a time, in order; each
 * accepted one counts for the next (a CSV import is checked as if its lines were added one by one).
 */
export class RedirectRules {
  /** from_key → the redirect's from and to. */
  private readonly byFrom = new Map<string, { from: string; to: string }>();
  /** A site target's key → the froms that send visitors there. */
  private readonly byTarget = new Map<string, string[]>();

  constructor(
    private readonly db: Db,
    private readonly siteOrigin: string,
    existing: readonly Pick<RedirectRow, 'fromPath' | 'fromKey' | 'toPath'>[],
  ) {
    for (const r of existing) this.remember(r.fromKey, r.fromPath, r.toPath);
  }

  private remember(fromKey: string, from: string, to: string) {
    this.byFrom.set(fromKey, { from, to });
    const target = siteKeyOf(to);
    if (target !== null) this.byTarget.set(target, [...(this.byTarget.get(target) ?? []), from]);
  }

  /** A target on this site as a path; an outside one as given (https only). */
  private normaliseTo(to: string): { to: string } | { problem: string } {
    const problem = toTargetProblem(to);
    if (problem) return { problem };
    if (to.startsWith('/')) return { to };
    let url: URL;
    try {
      url = new URL(to);
    } catch {
      return { problem: `“${to}” is not a valid web address` };
    }
    if (url.origin === this.siteOrigin) return { to: `${url.pathname}${url.search}${url.hash}` };
    if (url.protocol !== 'https:')
      return { problem: `An address outside this site must start with https:// (“${to}” does not)` };
    return { to: url.href };
  }

  /** Why `from` is an address the site already answers, or null. */
  private async pageProblem(from: string, key: string): Promise<string | null> {
    if (NOT_A_PAGE.test(key) || SITE_FILES.has(key))
      return `“${from}” belongs to the admin, the API or the site’s files: it cannot be redirected`;
    if (STATIC_KEYS.has(key)) return `“${from}” is a page of this site: a redirect would hide it`;
    const m = ITEM_PATH.exec(key);
    if (!m) return null;
    const kind = m[1] as keyof typeof KINDS;
    const segment = m[2]!;
    if (await isLiveItem(this.db, kind, segment))
      return `“${from}” is a live ${kind === 'blog' ? 'post' : 'product'}: a redirect would hide it`;
    const slug = await currentSlug(this.db, KINDS[kind].kind, segment, 'public');
    if (slug !== null)
      return `“${from}” already leads to “${KINDS[kind].page(slug)}” by itself (it is an earlier address of that ${kind === 'blog' ? 'post' : 'product'})`;
    return null;
  }

  /** Where a /blog/… or /product/… target has moved since (an old slug or an id), or null. */
  private async movedTarget(to: string): Promise<string | null> {
    const m = ITEM_PATH.exec(to.split(/[?#]/)[0]!);
    if (!m) return null;
    const kind = m[1] as keyof typeof KINDS;
    let segment: string;
    try {
      segment = decodeURIComponent(m[2]!);
    } catch {
      return null;
    }
    const slug = await currentSlug(this.db, KINDS[kind].kind, segment, 'public');
    return slug !== null && slug !== segment ? KINDS[kind].page(slug) : null;
  }

  async check(rawFrom: string, rawTo: string): Promise<Verdict> {
    const from = rawFrom.trim();
    const fromProblem = fromPathProblem(from);
    if (fromProblem) return refuse(fromProblem);
    const key = redirectKey(from)!;
    const target = this.normaliseTo(rawTo.trim());
    if ('problem' in target) return refuse(target.problem);
    const { to } = target;

    const taken = this.byFrom.get(key);
    if (taken)
      return refuse(
        `“${taken.from}” already redirects to “${taken.to}”. Delete that redirect first to change it.`,
        409,
      );
    const pageProblem = await this.pageProblem(from, key);
    if (pageProblem) return refuse(pageProblem);

    const toKey = siteKeyOf(to);
    if (toKey !== null) {
      if (toKey === key) return refuse(`“${from}” would redirect to itself`);
      const next = this.byFrom.get(toKey);
      if (next) {
        if (siteKeyOf(next.to) === key)
          return refuse(`This would make a loop: “${next.from}” already redirects to “${next.to}”`);
        return refuse(
          `“${next.from}” already redirects to “${next.to}”: point “${from}” straight at “${next.to}” instead, so visitors get there in one step`,
        );
      }
      const moved = await this.movedTarget(to);
      if (moved)
        return refuse(`“${to}” has moved to “${moved}”: point “${from}” straight at “${moved}” instead`);
    }
    const pointingHere = this.byTarget.get(key);
    if (pointingHere?.length) {
      const first = pointingHere[0]!;
      return refuse(
        `“${first}” already redirects to “${from}”, so this would make a chain. Point “${first}” straight at “${to}” first (delete it and add it again), then add this one`,
      );
    }

    this.remember(key, from, to);
    return { ok: true, value: { fromPath: from, fromKey: key, toPath: to } };
  }
}
