/**
 * The old-link script, run against a stand-in for the browser's location: it follows a path of this
 * site and sends everything else home, so `/#//evil.example` can never become a link to another site.
 */
import { describe, expect, it } from 'vitest';
import { HASH_ROUTE_SCRIPT } from './hash-routes.ts';

const ORIGIN = 'https://site.example';

/** Runs the script on a page whose hash is `hash`; answers where it sent the browser (null: nowhere). */
function follow(hash: string): string | null {
  let target: string | null = null;
  const location = { hash, origin: ORIGIN, replace: (to: string) => (target = to) };
  const document = { documentElement: { style: {} } };
  new Function('location', 'document', 'addEventListener', HASH_ROUTE_SCRIPT)(location, document, () => {});
  return target;
}

/** Where the browser ends up: the target resolved against the page, as location.replace does. */
const landing = (hash: string) => {
  const target = follow(hash);
  return target === null ? null : new URL(target, `${ORIGIN}/${hash}`).href;
};

describe('old #/ links', () => {
  it.each([
    ['#/contactUs', '/contactUs'],
    ['#/blog/123?x=1', '/blog/123?x=1'],
    ['#/products?keyword=seo&page=1', '/products?keyword=seo&page=1'],
    ['#/blog/123#comments', '/blog/123#comments'],
    ['#/', '/'],
    // Encoded slashes stay one path segment of this site (a 404 page here, never another host).
    ['#/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['#/%5C%5Cevil.example', '/%5C%5Cevil.example'],
  ])('%s lands on %s of this site', (hash, path) => {
    expect(landing(hash)).toBe(`${ORIGIN}${path}`);
  });

  it.each([
    '#//evil.example/phish',
    '#/\\evil.example',
    '#/\\/evil.example',
    '#/\\\\evil.example',
    '#///evil.example',
    '#/\t/evil.example',
    '#/\n/evil.example/phish',
    '#/\r\n/evil.example',
    '#/\t\\evil.example',
    '#//user:pass@evil.example',
    '#//evil.example:443/x',
    '#//[::1]/x',
    '#//%65vil.example',
    // Dot segments the parser removes, leaving a path that starts with `//` (issue 25): read as a
    // bare path, the browser would take it for another host.
    '#/./\\evil.example',
    '#/../\\evil.example',
    '#/.//evil.example/phish',
    '#/a/..//evil.example',
    '#/%2e/\\evil.example',
    '#/%2E%2E//evil.example',
    '#/.\\/evil.example',
    '#/x/../../\\evil.example?q#f',
  ])('%j goes to the home page, never off the site', (hash) => {
    expect(follow(hash)).toBe('/');
    expect(landing(hash)).toBe(`${ORIGIN}/`);
  });

  it('sends the browser to an absolute address of this site, never to a bare path', () => {
    expect(follow('#/blog/a')).toBe(`${ORIGIN}/blog/a`);
    expect(follow('#/./blog/../contactUs')).toBe(`${ORIGIN}/contactUs`);
  });

  it('leaves in-page anchors and pages without a hash alone', () => {
    for (const hash of ['', '#', '#main', '#top/x', '#javascript:alert(1)', '#https://evil.example'])
      expect(follow(hash), hash).toBeNull();
  });
});
