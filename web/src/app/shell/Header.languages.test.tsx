// @vitest-environment happy-dom
/**
 * The header's language switcher (issue 36): while the site shows one language there is none; with
 * more, a link to each other language in its own name, to the page's version there when the page has
 * one (its route's alternates), to the same page and query when the route is the same in every
 * language (the cart, search), otherwise to that language's home page.
 */
import { DEFAULT_MENUS } from '@vyoma/contract/page-seeds/menus';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EveryLanguageHandle } from '~/lib/page-alternates.ts';
import { renderRouter } from '~/lib/render-in-test.tsx';
import { Header } from './Header.tsx';
import type { ShownLanguage } from './LanguageLinks.tsx';

// The header loads the switcher lazily: its module is ready before the first render asks for it.
beforeAll(() => import('./LanguageLinks.tsx'));

const ENGLISH: ShownLanguage = { code: 'en', name: 'English' };
const HINDI: ShownLanguage = { code: 'hi', name: 'हिन्दी' };

async function header(options: {
  languages: ShownLanguage[];
  lang?: string;
  alternates?: Record<string, string>;
  /** A route the same in every language, at /search?q=… */
  everyLanguage?: boolean;
}) {
  const basename = options.lang && options.lang !== 'en' ? `/${options.lang}` : undefined;
  const at = options.everyLanguage ? '/search?q=app+development' : '/blog/month-end-close';
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Header menus={DEFAULT_MENUS} languages={options.languages} lang={options.lang} />,
        children: [
          {
            path: 'blog/:slug',
            loader: () => (options.alternates ? { alternates: options.alternates } : { post: 'x' }),
            element: null,
          },
          {
            path: 'search',
            loader: () => ({ results: [] }),
            handle: { everyLanguage: true } satisfies EveryLanguageHandle,
            element: null,
          },
        ],
      },
    ],
    { initialEntries: [`${basename ?? ''}${at}`], basename },
  );
  const host = await renderRouter(router);
  // The loader's data arrives after the first render.
  await act(async () => {
    await router.navigate(at);
  });
  return host.querySelector('ul.language-links');
}

describe('the language switcher', () => {
  it('is not there while the site shows one language', async () => {
    expect(await header({ languages: [] })).toBeNull();
    expect(await header({ languages: [ENGLISH] })).toBeNull();
  });

  it('links the page’s version in the other language, named in that language', async () => {
    const list = await header({
      languages: [ENGLISH, HINDI],
      alternates: { en: '/blog/month-end-close', hi: '/hi/blog/महीने-का-हिसाब' },
    });
    expect(list?.getAttribute('aria-label')).toBe('Languages');
    const links = [...(list?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.hreflang, a.lang])).toEqual([
      ['हिन्दी', '/hi/blog/महीने-का-हिसाब', 'hi', 'hi'],
    ]);
  });

  it('goes to the other language’s home page when the page has no version there', async () => {
    const list = await header({ languages: [ENGLISH, HINDI] });
    expect([...(list?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual(['/hi']);
  });

  it('on a Hindi page, goes back to the English version, or the English home page', async () => {
    const both = await header({
      languages: [ENGLISH, HINDI],
      lang: 'hi',
      alternates: { en: '/blog/month-end-close', hi: '/hi/blog/महीने-का-हिसाब' },
    });
    expect(
      [...(both?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['English', '/blog/month-end-close']]);
    const alone = await header({ languages: [ENGLISH, HINDI], lang: 'hi' });
    expect([...(alone?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual(['/']);
  });

  it('keeps the visitor’s page and query on a page the same in every language', async () => {
    const english = await header({ languages: [ENGLISH, HINDI], everyLanguage: true });
    expect([...(english?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/hi/search?q=app+development',
    ]);
    const hindi = await header({ languages: [ENGLISH, HINDI], lang: 'hi', everyLanguage: true });
    expect([...(hindi?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/search?q=app+development',
    ]);
  });
});
