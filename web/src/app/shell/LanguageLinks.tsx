/**
 * The language switcher (issue 36): a link to each other language the site shows, in that language's
 * own name, to the page's version there, the same page, or that language's home page
 * (lib/page-alternates.ts). Plain links, a whole page load each: a page in another language has other
 * texts, fonts and menus, and the links work before and without the page's script. The header loads
 * this only while the site shows more than one language.
 */
import { localPath } from '@vyoma/contract/language-rules';
import { useLocation, useMatches } from 'react-router';
import type { EveryLanguageHandle } from '../../lib/page-alternates.ts';

export interface ShownLanguage {
  code: string;
  /** Its name in itself: हिन्दी, English. */
  name: string;
}

const alternatesOf = (data: unknown): Record<string, string> | undefined =>
  data && typeof data === 'object' && 'alternates' in data
    ? ((data as { alternates?: Record<string, string> }).alternates ?? undefined)
    : undefined;

/** For each language code, this page's address in it: its version, the same page, or the home page. */
function useLanguageTargets(): (code: string) => string {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  let alternates: Record<string, string> | undefined;
  for (let i = matches.length - 1; i >= 0 && !alternates; i--)
    alternates = alternatesOf(matches[i]?.loaderData);
  const everyLanguage = matches.some(
    (m) => (m.handle as Partial<EveryLanguageHandle> | undefined)?.everyLanguage === true,
  );
  return (code) => alternates?.[code] ?? localPath(code, everyLanguage ? `${pathname}${search}` : '/');
}

export function LanguageLinks({
  languages,
  current,
  label,
}: {
  /** Every language the site shows. */
  languages: readonly ShownLanguage[];
  /** The page's language. */
  current: string;
  /** The list's name for screen readers, in the page's language. */
  label: string;
}) {
  const target = useLanguageTargets();
  const others = languages.filter((l) => l.code !== current);
  if (others.length === 0) return null;
  return (
    <ul className="language-links" aria-label={label}>
      {others.map((l) => (
        <li key={l.code}>
          <a className="language-links__link" href={target(l.code)} hrefLang={l.code} lang={l.code}>
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
