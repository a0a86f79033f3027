import { describe, expect, it } from 'vitest';
import {
  fromPathProblem,
  normalRedirectPath,
  parseRedirectCsv,
  redirectKey,
  toTargetProblem,
} from '../src/redirects.ts';

describe('redirectKey', () => {
  it('ignores letter case, a trailing slash and %-escaping', () => {
    expect(redirectKey('/About-Us/')).toBe('/about-us');
    expect(redirectKey('/about-us//')).toBe('/about-us');
    expect(redirectKey('/Caf%C3%A9')).toBe('/café');
    expect(redirectKey('/')).toBe('/');
    expect(redirectKey('/bad%zz')).toBeNull();
  });
});

describe('normalRedirectPath', () => {
  it('reads a path as the router does: dot segments resolved, escapes of plain characters and / decoded', () => {
    for (const [typed, read] of [
      ['/cart/.', '/cart/'],
      ['/./cart', '/cart'],
      ['/old/../cart', '/cart'],
      ['/a/b/..', '/a/'],
      ['/a//..', '/a/'],
      ['/..', '/'],
      ['/%2e/cart', '/cart'],
      ['/cart/%2E%2e', '/'],
      ['/c%61rt', '/cart'],
      ['/careers/x%2f', '/careers/x/'],
      ['/careers%2Fx', '/careers/x'],
      ['/a%7e%5F-', '/a~_-'],
      // Left as typed: other escapes (the key decodes them), case, a doubled slash inside.
      ['/Caf%C3%A9', '/Caf%C3%A9'],
      ['/a%20b%3F%25', '/a%20b%3F%25'],
      ['/%252e/x', '/%252e/x'],
      ['/Blog//x/', '/Blog//x/'],
      ['/.hidden/..x', '/.hidden/..x'],
    ])
      expect(normalRedirectPath(typed!), typed).toBe(read);
  });
});

describe('path rules', () => {
  it('accepts site paths and http(s) addresses, refuses the rest', () => {
    expect(fromPathProblem('/old/page.html')).toBeNull();
    for (const bad of [
      '',
      'old',
      '//host/x',
      '/a b',
      '/a?b',
      '/a#b',
      '/',
      '/%zz',
      `/${'a'.repeat(600)}`,
      '/x/..',
      '/%2e%2e',
      '/.//host/x',
    ])
      expect(fromPathProblem(bad), bad).not.toBeNull();
    for (const good of ['/new', '/new?x=1#y', 'https://example.com', 'http://example.com/a'])
      expect(toTargetProblem(good), good).toBeNull();
    for (const bad of ['', 'new', 'javascript:alert(1)', 'data:text/html,x', 'https://', '//host/x'])
      expect(toTargetProblem(bad), bad).not.toBeNull();
  });
});

describe('parseRedirectCsv', () => {
  it('skips a header line and blank lines, reads quotes, ; and tab, and numbers lines as pasted', () => {
    const { lines, errors } = parseRedirectCsv(
      '\uFEFFfrom,to\r\n\r\n/a,/b\n"/c, with comma","https://x.example/?q=""1"""\n/d;/e\n/f\t/g\n/h,/i,\n',
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      { line: 3, from: '/a', to: '/b' },
      { line: 4, from: '/c, with comma', to: 'https://x.example/?q="1"' },
      { line: 5, from: '/d', to: '/e' },
      { line: 6, from: '/f', to: '/g' },
      { line: 7, from: '/h', to: '/i' },
    ]);
  });

  it('names lines without two cells or with an open quote', () => {
    const { lines, errors } = parseRedirectCsv('/a\n/b,/c,/d\n"/e,/f\n,/g\n/h,/i');
    expect(lines).toEqual([{ line: 5, from: '/h', to: '/i' }]);
    expect(errors.map((e) => e.line)).toEqual([1, 2, 3, 4]);
  });

  it('reads a first line of paths as data, not as a header', () => {
    expect(parseRedirectCsv('/a,/b').lines).toHaveLength(1);
  });
});
