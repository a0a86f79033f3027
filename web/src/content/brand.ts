/**
 * The brand in one place (../shared/brand.md). An agency re-brands the site by editing this file only.
 */
const phoneDisplay = '+91 98765 43210';
const phoneDigits = '919876543210';

export const BRAND = {
  name: 'Vyoma Infotech',
  shortName: 'Vyoma',
  tagline: 'Technology that moves your business forward.',
  description:
    'Vyoma Infotech is an IT and business-services agency in India. We build web and mobile apps, AI and IoT solutions, and run digital marketing, back-office support and Amazon listings for clients worldwide.',
  phone: { display: phoneDisplay, href: `tel:+${phoneDigits}`, digits: phoneDigits },
  email: 'hello@vyoma.example',
  address: {
    lines: ['4th Floor, Skyline Towers', 'Vijay Nagar, Indore', 'Madhya Pradesh 452010, India'],
    street: '4th Floor, Skyline Towers, Vijay Nagar',
    locality: 'Indore',
    region: 'Madhya Pradesh',
    postalCode: '452010',
    country: 'IN',
  },
  hours: 'Mon–Sat 10:00–19:00 IST',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/vyomainfotech' },
    { name: 'Instagram', href: 'https://www.instagram.com/vyomainfotech' },
    { name: 'Facebook', href: 'https://www.facebook.com/vyomainfotech' },
    { name: 'X', href: 'https://x.com/vyomainfotech' },
    { name: 'YouTube', href: 'https://www.youtube.com/@vyomainfotech' },
  ],
  currency: { code: 'INR', locale: 'en-IN' },
  shareImage: '/share-image.png',
  chatGreeting: 'Hello Vyoma Infotech, I would like to talk about a project.',
} as const;

/** WhatsApp click-to-chat link for the shared number with a prefilled text. */
export function messagingLink(text: string): string {
  return `https://wa.me/${BRAND.phone.digits}?text=${encodeURIComponent(text)}`;
}

const rupees = new Intl.NumberFormat(BRAND.currency.locale, {
  style: 'currency',
  currency: BRAND.currency.code,
  maximumFractionDigits: 2,
});
/** Prices are shown in rupees (spec §1), e.g. ₹1,499.00 → "₹1,499". */
export function formatPrice(value: number): string {
  return rupees.format(value).replace(/\.00$/, '');
}
