/**
 * What the site settings do not hold (the agency's name, contact details and links are the site
 * settings': lib/siteSettings.ts). Prices are in rupees (spec §1).
 */
export const CURRENCY = { code: 'INR', locale: 'en-IN' } as const;

const rupees = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: 2,
});
/** Prices are shown in rupees (spec §1), e.g. ₹1,499.00 → "₹1,499". */
export function formatPrice(value: number): string {
  return rupees.format(value).replace(/\.00$/, '');
}
