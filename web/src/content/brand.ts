/**
 * What the site settings do not hold (the agency's name, contact details and links are the site
 * settings': lib/siteSettings.ts). Prices are in rupees (spec §1).
 */
export const CURRENCY = { code: 'INR', locale: 'en-IN' } as const;

const rupees = new Map<string, Intl.NumberFormat>();

/** Prices in rupees (spec §1) as `locale` writes them (`en-IN`, `hi-IN`), e.g. ₹1,499.00 → "₹1,499". */
export function formatPriceIn(locale: string, value: number): string {
  let format = rupees.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY.code,
      maximumFractionDigits: 2,
    });
    rupees.set(locale, format);
  }
  return format.format(value).replace(/\.00$/, '');
}

/** Prices are shown in rupees (spec §1), e.g. ₹1,499.00 → "₹1,499". */
export const formatPrice = (value: number): string => formatPriceIn(CURRENCY.locale, value);
