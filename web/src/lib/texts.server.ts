/**
 * The root loader's texts for a page (issue 36): none in the default language (components use the
 * English modules they import), else every area the language has, which the page carries in its data.
 */
import { DEFAULT_LANGUAGE, type Language } from '@vyoma/contract/languages';
import { TEXTS } from '@vyoma/contract/texts';
import { FOOTER } from '@vyoma/contract/texts/en/footer';
import { LANGUAGES } from '@vyoma/contract/texts/en/languages';
import type { TextsOf } from '@vyoma/contract/texts/format';

export function textsFor(code: string) {
  return code === DEFAULT_LANGUAGE.code ? null : (TEXTS[code] ?? null);
}

/** The offer to read a page in `code` (app/shell/LanguageLinks.tsx), in that language's words. */
export function offerTexts(code: string) {
  return (TEXTS[code]?.languages as TextsOf<typeof LANGUAGES> | undefined) ?? LANGUAGES;
}

/** The server-rendered footer's language (shell-html.server.tsx): none for the default language. */
export function shellLanguage(lang: Language) {
  if (lang.code === DEFAULT_LANGUAGE.code) return undefined;
  const texts = (TEXTS[lang.code]?.footer as TextsOf<typeof FOOTER> | undefined) ?? FOOTER;
  return { basename: `/${lang.code}`, locale: lang.locale, texts };
}
