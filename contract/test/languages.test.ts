/**
 * The languages' URL rule (issue 36; decision 0063 §1.5), written once: a language other than the
 * default lives under its code, a whole first segment, and a path goes there and back unchanged.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGES,
  LANGUAGE_CODE,
  localPath,
  PREFIX_CODES,
  splitLangPath,
} from '../src/languages.ts';

describe('languages', () => {
  it('start with English at today’s URLs and Hindi under /hi, not yet shown to visitors', () => {
    expect(DEFAULT_LANGUAGES.map((l) => [l.code, l.locale, l.search, l.public])).toEqual([
      ['en', 'en-IN', 'english', true],
      ['hi', 'hi-IN', 'hindi', false],
    ]);
    expect(PREFIX_CODES).toEqual(['hi']);
    for (const { code } of DEFAULT_LANGUAGES) expect(code).toMatch(LANGUAGE_CODE);
  });

  it('split a path into its language and the path without the prefix', () => {
    const cases: [string, { lang: string | null; path: string }][] = [
      ['/hi', { lang: 'hi', path: '/' }],
      ['/hi/', { lang: 'hi', path: '/' }],
      ['/hi/blog/x', { lang: 'hi', path: '/blog/x' }],
      ['/hi?q=1', { lang: 'hi', path: '/?q=1' }],
      ['/hi#top', { lang: 'hi', path: '/#top' }],
      ['/hi/search?q=वेबसाइट', { lang: 'hi', path: '/search?q=वेबसाइट' }],
      // The default language, and what only looks like a prefix.
      ['/', { lang: null, path: '/' }],
      ['/blog/x', { lang: null, path: '/blog/x' }],
      ['/hint', { lang: null, path: '/hint' }],
      ['/hindi/x', { lang: null, path: '/hindi/x' }],
      ['/xy/cart', { lang: null, path: '/xy/cart' }],
    ];
    expect(cases.map(([path]) => [path, splitLangPath(path)])).toEqual(cases);
    // A code the site does not have (or has switched off) is no prefix.
    expect(splitLangPath('/hi/cart', [])).toEqual({ lang: null, path: '/hi/cart' });
    expect(splitLangPath('/ta/cart', ['hi', 'ta'])).toEqual({ lang: 'ta', path: '/cart' });
  });

  it('put a path under its language’s prefix, and back', () => {
    const cases: [string | null, string, string][] = [
      [null, '/blog/x', '/blog/x'],
      ['en', '/blog/x', '/blog/x'],
      ['hi', '/', '/hi'],
      ['hi', '/?q=1', '/hi?q=1'],
      ['hi', '/#top', '/hi#top'],
      ['hi', '/blog/x', '/hi/blog/x'],
      ['hi', '/careers?page=2#list', '/hi/careers?page=2#list'],
    ];
    expect(cases.map(([lang, path]) => [lang, path, localPath(lang, path)])).toEqual(cases);
    for (const [lang, path, local] of cases)
      if (lang === 'hi') expect(splitLangPath(local)).toEqual({ lang, path });
  });
});
