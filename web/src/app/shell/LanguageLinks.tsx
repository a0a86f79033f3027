/**
 * The language switcher (issue 36): a link to each other language the site shows, in that language's
 * own name, to the page's version there, the same page, or that language's home page
 * (lib/page-alternates.ts). Plain links, a whole page load each: a page in another language has other
 * texts, fonts and menus, and the links work before and without the page's script. And the offer to
 * switch: a visitor whose browser prefers another language the page is in is told so, in that
 * language, once (never a redirect: search engines and shared links see the address asked for). The
 * header loads this only while the site shows more than one language.
 */
import { localPath } from '@vyoma/contract/language-rules';
import { LANGUAGES } from '@vyoma/contract/texts/en/languages';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useMatches } from 'react-router';
import type { EveryLanguageHandle } from '../../lib/page-alternates.ts';
import { type ShownLanguage, useRootLanguage, useTexts } from '../../lib/texts.ts';

/** Set once a visitor chose a language (the switcher) or turned the offer down: no more offers. */
export const LANGUAGE_CHOSEN_KEY = 'vyoma-language-chosen';

function rememberChoice(): void {
  try {
    localStorage.setItem(LANGUAGE_CHOSEN_KEY, '1');
  } catch {
    // Storage refused (private mode, full): the offer may come back on the next page.
  }
}

function choiceMade(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_CHOSEN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The language to offer: the first of the visitor's preferences (`navigator.languages`, best first)
 * that the site shows, unless that is the page's own (then the visitor reads what they prefer).
 */
export function preferredOther(
  preferences: readonly string[],
  shown: readonly string[],
  current: string,
): string | null {
  for (const tag of preferences) {
    const code = tag.toLowerCase().split('-')[0] ?? '';
    if (code === current) return null;
    if (shown.includes(code)) return code;
  }
  return null;
}

const alternatesOf = (data: unknown): Record<string, string> | undefined =>
  data && typeof data === 'object' && 'alternates' in data
    ? ((data as { alternates?: Record<string, string> }).alternates ?? undefined)
    : undefined;

/**
 * For each language code, this page's address in it (its version, the same page, or the home page),
 * and whether the page itself is there (its version, or a page the same in every language).
 */
function useLanguageTargets() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  let alternates: Record<string, string> | undefined;
  for (let i = matches.length - 1; i >= 0 && !alternates; i--)
    alternates = alternatesOf(matches[i]?.loaderData);
  const everyLanguage = matches.some(
    (m) => (m.handle as Partial<EveryLanguageHandle> | undefined)?.everyLanguage === true,
  );
  return {
    target: (code: string) =>
      alternates?.[code] ?? localPath(code, everyLanguage ? `${pathname}${search}` : '/'),
    pageIsIn: (code: string) => everyLanguage || alternates?.[code] !== undefined,
  };
}

/** The root's data as the switcher reads it: the languages shown (none, or two and more) and the page's. */
export default function LanguageLinks() {
  const root = useRootLanguage();
  const languages = root?.languages ?? [];
  const current = root?.lang ?? 'en';
  const { target } = useLanguageTargets();
  // The list's name for screen readers, in the page's language.
  const label = useTexts('languages', LANGUAGES).switcher;
  const others = languages.filter((l) => l.code !== current);
  if (others.length === 0) return null;
  return (
    <>
      <LanguageOffer languages={languages} current={current} />
      <ul className="language-links" aria-label={label}>
        {others.map((l) => (
          <li key={l.code}>
            <a
              className="language-links__link"
              href={target(l.code)}
              hrefLang={l.code}
              lang={l.code}
              onClick={rememberChoice}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The offer: shown after the page has come alive (the browser's preferences are not the server's to
 * read, and the HTML stays the same for everyone and every cache), fixed at the bottom of the window
 * so nothing moves, until the visitor follows it, turns it down or picks a language. In the body,
 * not the header, whose backdrop filter would hold a fixed box to the header.
 */
function LanguageOffer({ languages, current }: { languages: readonly ShownLanguage[]; current: string }) {
  const { target, pageIsIn } = useLanguageTargets();
  const [preferred, setPreferred] = useState<string | null>(null);
  const shown = languages.map((l) => l.code).join(' ');
  useEffect(() => {
    if (choiceMade()) return;
    const preferences = navigator.languages?.length ? navigator.languages : [navigator.language];
    setPreferred(preferredOther(preferences, shown.split(' '), current));
  }, [shown, current]);
  const offered = preferred && pageIsIn(preferred) ? languages.find((l) => l.code === preferred) : undefined;
  if (!offered) return null;
  return createPortal(
    <aside className="language-offer" lang={offered.code} aria-label={offered.offer.available}>
      <p className="language-offer__text">{offered.offer.available}</p>
      <a
        className="language-offer__read"
        href={target(offered.code)}
        hrefLang={offered.code}
        onClick={rememberChoice}
      >
        {offered.offer.read}
      </a>
      <button
        type="button"
        className="language-offer__dismiss"
        onClick={() => {
          rememberChoice();
          setPreferred(null);
        }}
      >
        {offered.offer.dismiss}
      </button>
    </aside>,
    document.body,
  );
}
