/** Prices and texts with placeholders or plurals in the page's locale (issue 36; texts.ts). */
import { formatText, type Text } from '@vyoma/contract/texts/format';
import { formatPriceIn } from '../content/brand.ts';
import { useRootLanguage } from './texts.ts';

/** Prices in rupees (spec §1) and texts, in the page's locale (`hi-IN`, `en-IN`). */
export function useFormat() {
  const locale = useRootLanguage()?.locale ?? 'en-IN';
  return {
    /** As `formatPrice` writes it in English: ₹1,499.00 → "₹1,499". */
    price: (value: number) => formatPriceIn(locale, value),
    text: (text: Text, values?: Record<string, string | number>) => formatText(text, values, locale),
  };
}
