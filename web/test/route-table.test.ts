/**
 * The web's route table (app/routes.ts) and the contract's PAGE declare the same public pages: the
 * server reads PAGE to know every path the site answers (a redirect may hide none of them, server
 * modules/redirects/rules.ts), so a page added to one and not the other fails here.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { ADMIN_PAGE, CODE_PAGE_PATHS, PAGE, SEEDED_PAGE_PATHS } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import routes from '../src/app/routes.ts';

/** Every route's full path ("/careers/:slug"), index routes as "/", the catch-all left out. */
function paths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || '/' : entry.path ? `${parent}/${entry.path}` : null;
    const children = entry.children
      ? paths(entry.children, entry.path ? `${parent}/${entry.path}` : parent)
      : [];
    return [...(own && entry.path !== '*' ? [own] : []), ...children];
  });
}

/** The admin's screens and its sign-in: not public pages (the server refuses redirects there anyway). */
const isAdmin = (path: string) => path === PAGE.login || path.startsWith('/admin/');

describe('the route table and the contract agree', () => {
  const table = paths(routes).filter((p) => !isAdmin(p));
  const fixed = table.filter((p) => !p.includes(':'));
  /** "/careers/:slug" → "/careers/". */
  const withParameter = table.filter((p) => p.includes(':')).map((p) => p.replace(/:[^/]+$/, ''));
  // The seeded pages are pages at their paths (the splat route), not routes of the table.
  const seeded = new Set<string>(SEEDED_PAGE_PATHS);
  const contractFixed = new Set<string>(
    [
      ...Object.values(PAGE as Record<string, unknown>).filter(
        (p): p is string => typeof p === 'string' && !isAdmin(p),
      ),
      ...CODE_PAGE_PATHS,
    ].filter((p) => !seeded.has(p)),
  );
  const contractWithParameter = Object.values(PAGE)
    .filter((p) => typeof p === 'function')
    .map((build) => (build as (segment: string) => string)(''));

  it('finds the pages it compares', () => {
    expect(fixed.length).toBeGreaterThanOrEqual(8);
    expect(withParameter.length).toBeGreaterThanOrEqual(4);
  });

  it('every fixed page of the table is in PAGE or CODE_PAGE_PATHS, and the other way round', () => {
    expect(new Set(fixed)).toEqual(contractFixed);
  });

  it('every page with a parameter is a PAGE builder (its path before the parameter)', () => {
    for (const prefix of withParameter) expect(contractWithParameter, prefix).toContain(prefix);
    // Builders whose values are all listed (the service pages, code or seeded) have no route with a parameter.
    for (const prefix of contractWithParameter)
      expect(
        withParameter.includes(prefix) ||
          [...CODE_PAGE_PATHS, ...SEEDED_PAGE_PATHS].some((p) => p.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });
});

describe('the admin screens', () => {
  /** A route's path as a pattern: a parameter is one segment; React Router ignores case. */
  const pattern = (path: string) =>
    new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`, 'i');
  const admin = paths(routes).filter(isAdmin).map(pattern);

  it('every screen of the contract (ADMIN_PAGE, ids filled in) is a route of the table, not the page-not-found one', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const screens = Object.values(ADMIN_PAGE).map((p) => (typeof p === 'function' ? p(id) : p));
    expect(screens.length).toBeGreaterThanOrEqual(30);
    for (const screen of screens)
      expect(
        admin.some((route) => route.test(screen)),
        screen,
      ).toBe(true);
    // And the check can fail: a path no route has.
    expect(admin.some((route) => route.test('/admin/no-such-screen/x/y'))).toBe(false);
  });
});
