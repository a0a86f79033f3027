/**
 * The addresses the site answers by itself, one list for the pages staff make and for redirects
 * (issue 35; decision 0062 §1.4): each kind is told apart, read as the router reads a path (any case,
 * a trailing slash, %-escapes), and a prefix covers the paths under it, not itself nor a longer word.
 */
import { describe, expect, it } from 'vitest';
import { reservedPath } from '../src/reserved-paths.ts';
import { CODE_PAGE_PATHS, SEEDED_PAGE_PATHS } from '../src/routes.ts';

const kind = (path: string) => {
  const r = reservedPath(path, [{ prefix: '/case-studies/', what: 'case studies' }]);
  return r && (r.kind === 'under' ? `under ${r.prefix}` : r.kind);
};

describe('reserved paths', () => {
  it('tells each kind of address the site answers by itself apart', () => {
    const cases: [string, string | null][] = [
      // The API, files, the admin and its sign-in, the sitemap, the feeds, robots.txt, health checks.
      ['/api', 'system'],
      ['/api/x', 'system'],
      ['/uploads/a.png', 'system'],
      ['/admin', 'system'],
      ['/ADMIN/products/', 'system'],
      ['/wp-admin', 'system'],
      ['/sitemap.xml', 'system'],
      ['/sitemaps/posts-1.xml', 'system'],
      ['/rss.xml', 'system'],
      ['/feed.json', 'system'],
      ['/robots.txt', 'system'],
      ['/healthz', 'system'],
      // The site in another language: its prefix and everything under it, in any case.
      ['/hi', 'language'],
      ['/HI/', 'language'],
      ['/hi/blog/x', 'language'],
      ['/hi/naya-page', 'language'],
      // React Router's data of a page.
      ['/x.data', 'data'],
      ['/about/team.data', 'data'],
      // The code's pages, in any case, with a trailing slash.
      ['/refund-policy', 'page'],
      ['/Refund-Policy/', 'page'],
      ['/cart', 'page'],
      ['/search', 'page'],
      ['/Products', 'page'],
      // The code's pages that seeds made pages of (SEEDED_PAGE_PATHS): theirs, not reserved.
      ['/webdevelopment', null],
      ['/backofficeservices', null],
      ['/careers', null],
      ['/Careers/', null],
      ['/contactus', null],
      ['/webdevelopment/cms', null],
      ['/appdevelopment/flutter-app-development', null],
      // Under a page with a parameter, or another type's public path.
      ['/blog/x', 'under /blog/'],
      ['/Blog/X/y', 'under /blog/'],
      ['/product/x', 'under /product/'],
      ['/careers/x', 'under /careers/'],
      ['/forms/x', 'under /forms/'],
      ['/preview/token', 'under /preview/'],
      ['/case-studies/x', 'under /case-studies/'],
      ['/%62log/x', 'under /blog/'],
      // Free: a prefix itself, a longer word, a service page's sibling the code does not answer.
      ['/blog', null],
      ['/blogs', null],
      ['/apis', null],
      ['/case-studies', null],
      ['/careers-at-sea', null],
      ['/about/team', null],
      ['/hint', null],
      ['/hindi', null],
      ['/bad%zz', null],
    ];
    expect(cases.map(([path]) => [path, kind(path)])).toEqual(cases);
  });

  it('covers every page of the code without an id, and none the seeds made pages of', () => {
    for (const path of CODE_PAGE_PATHS) expect(kind(path), path).toBe('page');
    for (const path of SEEDED_PAGE_PATHS) expect(kind(path), path).toBeNull();
  });
});
