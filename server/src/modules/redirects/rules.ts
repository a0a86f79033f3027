/**
 * Whether a redirect may be added (docs/decisions/0040): a well-formed `from` (read as the router
 * reads it: `normalRedirectPath`) that is no page of the site, a `to` on this site or at an https://
 * address, no second redirect from the same address (409), and never a loop or a chain: every
 * redirect sends a visitor to its final address in one hop.
 */
import {
  fromPathProblem,
  normalRedirectPath,
  PAGE,
  type ParameterPage,
  redirectKey,
  reservedPath,
  toTargetProblem,
} from '@vyoma/contract';
import { FORM, JOB } from '@vyoma/contract/content-types';
import { splitLangPath } from '@vyoma/contract/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { getJob } from '../careers/index.ts';
import { currentSlug, pathAnswer, tableOf, visibleTo } from '../content/index.ts';
import { formRow } from '../forms/index.ts';
import { languagePrefixes } from '../settings/index.ts';
import type { NewRedirect, RedirectRow } from './repository.ts';

/*
 * The addresses the site answers by itself are one list (contract reserved-paths.ts: the API, the
 * admin, the site's files, the code's pages from the route table, the prefixes of its pages with a
 * parameter), which the pages staff make are refused by too; what answers at an address now (a
 * post, an opening, a page staff made, an earlier address of one) is asked here and of the content
 * module. Nothing here is a second list.
 */

/** What answers at a path: the segment (or the path) decides, and how it is told. */
type ItemAnswer =
  | { live: true; what: string }
  | { live: false; movedTo: string | null; what: string }
  | { live: false; movedTo: null; what?: undefined };
const NOTHING: ItemAnswer = { live: false, movedTo: null };

/** Whether a published post or product lives at this slug, else where an earlier address of one leads. */
const contentAt =
  (kind: 'post' | 'product') =>
  async (db: Db, segment: string): Promise<ItemAnswer> => {
    const t = tableOf(kind);
    const what = kind === 'post' ? 'post' : 'product';
    const rows = await db
      .select({ one: sql`1` })
      .from(t)
      .where(and(eq(t.slug, segment), visibleTo(kind, 'public')))
      .limit(1);
    if (rows.length > 0) return { live: true, what: `live ${what}` };
    const slug = await currentSlug(db, kind, segment, 'public');
    return { live: false, movedTo: slug && (kind === 'post' ? PAGE.blog(slug) : PAGE.product(slug)), what };
  };

/**
 * Every page with a parameter, and how to tell whether it answers a segment. The type lists every
 * such entry of PAGE, so a new one cannot be forgotten here.
 */
const PARAMETER_PAGES: Record<ParameterPage, (db: Db, segment: string) => Promise<ItemAnswer>> = {
  blog: contentAt('post'),
  product: contentAt('product'),
  careerOpening: async (db, segment) => {
    // An open opening's page; a closed one answers 410, which a redirect may replace.
    if ((await getJob(db, segment))?.open) return { live: true, what: 'open job opening' };
    const slug = await currentSlug(db, JOB.name, segment, 'public');
    return { live: false, movedTo: slug && PAGE.careerOpening(slug), what: 'job opening' };
  },
  // A form staff built (issue 29) at its slug, else where an earlier address of one leads (moved.ts).
  form: async (db, segment) => {
    if ((await formRow(db, segment))?.slug === segment) return { live: true, what: 'form' };
    const slug = await currentSlug(db, FORM.name, segment, 'public');
    return { live: false, movedTo: slug && PAGE.form(slug), what: 'form' };
  },
  // A preview link always answers (the preview, or why it no longer works).
  preview: async () => ({ live: true, what: 'preview link' }),
  // Only the listed slugs answer, and they are fixed pages (PUBLIC_STATIC_PATHS).
  webDevelopmentDetail: async () => NOTHING,
  appService: async () => NOTHING,
};

/**
 * What answers at a path the site does not answer by itself: under a page with a parameter, the item
 * its one segment names; anywhere else, a page staff made (or an earlier address of one); or null.
 */
async function itemAnswer(db: Db, path: string): Promise<ItemAnswer | null> {
  // Decoded and lower case (slugs are lower case, and a redirect matches its address in any case).
  const key = redirectKey(path);
  if (key === null) return null;
  const reserved = reservedPath(path);
  if (!reserved) return pathAnswer(db, path);
  if (reserved.kind !== 'under' || !reserved.page) return null;
  const segment = key.slice(reserved.prefix.length);
  return segment.includes('/') ? null : PARAMETER_PAGES[reserved.page](db, segment);
}

/** The key of a target on this site (its path without query or fragment), or null for an outside one. */
export function siteKeyOf(to: string): string | null {
  return to.startsWith('/') ? redirectKey(to.split(/[?#]/)[0]!) : null;
}

/**
 * Whether a page request for this path renders a page (asked only when a redirect matches it, so
 * a post published at a redirected address since is shown, not redirected away).
 */
export async function isLivePage(db: Db, pathname: string): Promise<boolean> {
  const key = redirectKey(pathname);
  if (key === null) return false;
  if (reservedPath(pathname)?.kind === 'page') return true;
  return (await itemAnswer(db, pathname))?.live === true;
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

  /** Why `from` is an address the site already answers, or null; `named` is how it was typed. */
  private async pageProblem(from: string, named: string): Promise<string | null> {
    const reserved = reservedPath(from);
    if (reserved?.kind === 'system')
      return `${named} belongs to the admin, the API or the site’s files: it cannot be redirected`;
    if (reserved?.kind === 'data')
      return `${named} is the data of a page of this site (.data): it cannot be redirected`;
    if (reserved?.kind === 'page') return `${named} is a page of this site: a redirect would hide it`;
    // The fixed prefixes above; a language added in the settings keeps its own the same way.
    const code =
      reserved?.kind === 'language'
        ? reserved.code
        : splitLangPath(from.toLowerCase(), await languagePrefixes(this.db)).lang;
    if (code) return `${named} is kept for the site in another language (/${code}): it cannot be redirected`;
    const answer = await itemAnswer(this.db, from);
    if (!answer) return null;
    if (answer.live) return `${named} is a ${answer.what}: a redirect would hide it`;
    if (answer.movedTo)
      return `${named} already leads to “${answer.movedTo}” by itself (it is an earlier address of that ${answer.what})`;
    return null;
  }

  /** Where a target on this site with a parameter has moved since (an old slug or an id), or null. */
  private async movedTarget(to: string): Promise<string | null> {
    const answer = await itemAnswer(this.db, to.split(/[?#]/)[0]!);
    return answer && !answer.live ? answer.movedTo : null;
  }

  async check(rawFrom: string, rawTo: string): Promise<Verdict> {
    const typed = rawFrom.trim();
    const fromProblem = fromPathProblem(typed);
    if (fromProblem) return refuse(fromProblem);
    // Judged and stored as the router reads it: `/cart/.`, `/./cart` or `/careers/x%2f` is no way
    // round the checks below (issue 33 item 9).
    const from = normalRedirectPath(typed);
    const named = from === typed ? `“${from}”` : `“${typed}” (read as “${from}”)`;
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
    const pageProblem = await this.pageProblem(from, named);
    if (pageProblem) return refuse(pageProblem);

    const toKey = siteKeyOf(to);
    if (toKey !== null) {
      if (toKey === key) return refuse(`${named} would redirect to itself`);
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
