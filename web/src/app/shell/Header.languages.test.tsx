// @vitest-environment happy-dom
/**
 * The header's language switcher and the offer to switch (issue 36): while the site shows one language there is none; with
 * more, a link to each other language in its own name, to the page's version there when the page has
 * one (its route's alternates), to the same page and query when the route is the same in every
 * language (the cart, search), otherwise to that language's home page.
 */
import { DEFAULT_MENUS } from '@vyoma/contract/page-seeds/menus';
import { LANGUAGES as OFFER_EN } from '@vyoma/contract/texts/en/languages';
import { LANGUAGES as OFFER_HI } from '@vyoma/contract/texts/hi/languages';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EveryLanguageHandle } from '~/lib/page-alternates.ts';
import { renderRouter } from '~/lib/render-in-test.tsx';
import type { ShownLanguage } from '../../lib/texts.ts';
import { Header } from './Header.tsx';
import { LANGUAGE_CHOSEN_KEY } from './LanguageLinks.tsx';

// The header loads the switcher lazily: its module is ready before the first render asks for it.
beforeAll(() => import('./LanguageLinks.tsx'));

const ENGLISH: ShownLanguage = { code: 'en', name: 'English', locale: 'en-IN', offer: OFFER_EN };
const HINDI: ShownLanguage = { code: 'hi', name: 'हिन्दी', locale: 'hi-IN', offer: OFFER_HI };

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
        // The root's data, as the root loader gives it: the languages shown and the page's.
        id: 'root',
        path: '/',
        loader: () => ({ lang: options.lang ?? 'en', languages: options.languages }),
        element: <Header menus={DEFAULT_MENUS} />,
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

/** The visitor's browser prefers these languages, best first. */
function prefers(...tags: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: tags, configurable: true });
}

afterEach(() => {
  prefers('en-US', 'en');
  localStorage.clear();
});

/** The offer on the page (in the document's body), the one made last when a test renders several. */
const offer = () => [...document.querySelectorAll('body > aside.language-offer')].at(-1) ?? null;
const offers = () => document.querySelectorAll('body > aside.language-offer').length;

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

describe('the offer to read the page in the visitor’s language', () => {
  const POST = { en: '/blog/month-end-close', hi: '/hi/blog/महीने-का-हिसाब' };

  it('tells a visitor whose browser prefers Hindi that this page is in Hindi too, in Hindi', async () => {
    prefers('hi-IN', 'en-GB');
    await header({ languages: [ENGLISH, HINDI], alternates: POST });
    const aside = offer();
    expect(aside?.getAttribute('lang')).toBe('hi');
    expect(aside?.getAttribute('aria-label')).toBe('यह पेज हिन्दी में भी है।');
    const read = aside?.querySelector('a');
    expect([read?.textContent, read?.getAttribute('href')]).toEqual(['हिन्दी में पढ़ें', POST.hi]);
  });

  it('and one who prefers English, on the Hindi page, in English', async () => {
    prefers('en-IN', 'hi');
    await header({ languages: [ENGLISH, HINDI], lang: 'hi', alternates: POST });
    expect(offer()?.textContent).toContain('This page is in English too.');
    expect(offer()?.querySelector('a')?.getAttribute('href')).toBe(POST.en);
  });

  it('says nothing when the visitor reads their language, the page has no version in it, or one language is shown', async () => {
    prefers('en-IN', 'hi');
    await header({ languages: [ENGLISH, HINDI], alternates: POST });
    expect(offer()).toBeNull();
    prefers('hi');
    await header({ languages: [ENGLISH, HINDI] });
    expect(offer()).toBeNull();
    await header({ languages: [], alternates: POST });
    expect(offer()).toBeNull();
    // A language the site does not show is passed over for the next the visitor reads.
    prefers('ta-IN', 'hi', 'en');
    await header({ languages: [ENGLISH, HINDI], everyLanguage: true });
    expect(offer()?.querySelector('a')?.getAttribute('href')).toBe('/hi/search?q=app+development');
  });

  it('is gone once turned down, and stays gone on the next pages', async () => {
    prefers('hi-IN');
    await header({ languages: [ENGLISH, HINDI], alternates: POST });
    const dismiss = offer()?.querySelector('button');
    expect(dismiss?.textContent).toBe('नहीं, धन्यवाद');
    await act(async () => dismiss?.click());
    expect(offer()).toBeNull();
    expect(localStorage.getItem(LANGUAGE_CHOSEN_KEY)).not.toBeNull();
    await header({ languages: [ENGLISH, HINDI], alternates: POST });
    expect(offer()).toBeNull();
  });

  it('is not made once the visitor has picked a language with the switcher', async () => {
    prefers('hi-IN');
    const list = await header({ languages: [ENGLISH, HINDI], alternates: POST });
    const link = list?.querySelector('a') as HTMLAnchorElement;
    // The click is remembered before the browser leaves (the test stops it there).
    link.addEventListener('click', (event) => event.preventDefault());
    await act(async () => link.click());
    expect(localStorage.getItem(LANGUAGE_CHOSEN_KEY)).not.toBeNull();
    // The next page makes no offer (the first page's stays until it is left).
    const before = offers();
    await header({ languages: [ENGLISH, HINDI], alternates: POST });
    expect(offers()).toBe(before);
  });
});
