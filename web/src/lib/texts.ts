/**
 * The site's own texts in the page's language (issue 36, decision 0063 §1.7). A component passes its
 * area's English module, which it imports as it would its literals; on a page in another language the
 * root's data brings that language's areas (texts.server.ts), so Hindi is in no script file. Prices
 * and texts with placeholders are written by `useFormat()` (format.ts).
 */
import type { LANGUAGES } from '@vyoma/contract/texts/en/languages';
import type { TextsOf } from '@vyoma/contract/texts/format';
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';

/** What the root loader gives every page for its language. */
export interface RootLanguageData {
  /** The page's language code (`<html lang>`). */
  lang?: string;
  locale?: string;
  texts?: Readonly<Record<string, unknown>> | null;
  /** The languages shown to visitors, while there are two or more (the switcher's, the share tags'). */
  languages?: readonly ShownLanguage[];
}

/** A language shown to visitors, as the root's data names it. */
export interface ShownLanguage {
  code: string;
  /** Its name in itself: हिन्दी, English. */
  name: string;
  /** For `Intl` and the share tags (hi-IN). */
  locale: string;
  /** The offer to read a page in it, in its own words. */
  offer: TextsOf<typeof LANGUAGES>;
}

/**
 * The root route's data, as `useRouteLoaderData('root')` reads it, but without a data router (HTML
 * rendered apart, a component's test) simply none: English.
 */
export const useRootLanguage = () =>
  useContext(UNSAFE_DataRouterStateContext)?.loaderData?.root as RootLanguageData | undefined;

/** The page's language when it is not the default (the root then brings its texts), else undefined. */
export function useOtherLanguage(): string | undefined {
  const root = useRootLanguage();
  return root?.texts ? root.lang : undefined;
}

/** The area's texts in the page's language; English (`english`) where the root names none. */
export function useTexts<T>(area: string, english: T): T {
  return (useRootLanguage()?.texts?.[area] as T | undefined) ?? english;
}
