/** Prices and texts with placeholders or plurals in the page's locale (issue 36; texts.ts). */
import { formatText, type Text } from '@vyoma/contract/texts/format';
import { useRootLanguage } from './texts.ts';

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Prices in rupees (spec §1) and texts, in the page's locale (`hi-IN`, `en-IN`). */
export function useFormat() {
  const locale = useRootLanguage()?.locale ?? 'en-IN';
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
