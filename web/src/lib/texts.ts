/**
 * The site's own texts in the page's language (issue 36, decision 0063 §1.7). A component passes its
 * area's English module, which it imports as it would its literals; on a page in another language the
 * root's data brings that language's areas (texts.server.ts), so Hindi is in no script file.
 * `useFormat()` writes prices and texts (placeholders, plurals) in the page's locale.
 */
import { formatText, type Text } from '@vyoma/contract/texts/format';
import { useRouteLoaderData } from 'react-router';

interface RootTexts {
  locale?: string;
  texts?: Readonly<Record<string, unknown>> | null;
}

const useRootData = () => useRouteLoaderData('root') as RootTexts | undefined;

/** The area's texts in the page's language; English (`english`) where the root names none. */
export function useTexts<T>(area: string, english: T): T {
  return (useRootData()?.texts?.[area] as T | undefined) ?? english;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Prices in rupees (spec §1) and texts, in the page's locale (`hi-IN`, `en-IN`). */
export function useFormat() {
  const locale = useRootData()?.locale ?? 'en-IN';
  let rupees = priceFormats.get(locale);
  if (!rupees) {
    rupees = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
    priceFormats.set(locale, rupees);
  }
  const prices = rupees;
  return {
    /** ₹1,499.00 → "₹1,499", as `formatPrice` writes it in English. */
    price: (value: number) => prices.format(value).replace(/\.00$/, ''),
    text: (text: Text, values?: Record<string, string | number>) => formatText(text, values, locale),
  };
}
