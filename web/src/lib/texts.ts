/**
 * The site's own texts in the page's language (issue 36, decision 0063 §1.7). A component passes its
 * area's English module, which it imports as it would its literals; on a page in another language the
 * root's data brings that language's areas (texts.server.ts), so Hindi is in no script file. Prices
 * and texts with placeholders are written by `useFormat()` (format.ts).
 */
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';

/** What the root loader gives every page for its language. */
export interface RootLanguageData {
  /** The page's language code (`<html lang>`). */
  lang?: string;
  locale?: string;
  texts?: Readonly<Record<string, unknown>> | null;
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
