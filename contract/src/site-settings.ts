/**
 * The site settings before anyone saved them (a site started with SEED_DEMO=false): a neutral name
 * and nothing else, so no agency's details show on another agency's site. The admin asks for the rest.
 */
import type { SiteSettings } from './api.ts';

export const NEUTRAL_SITE_NAME = 'Your agency';

export const NEUTRAL_SETTINGS: SiteSettings = {
  siteName: NEUTRAL_SITE_NAME,
  shortName: NEUTRAL_SITE_NAME,
  tagline: '',
  logo: null,
  phone: { display: '', digits: '' },
  email: '',
  whatsapp: { number: '', message: '' },
  address: { lines: [], street: '', locality: '', region: '', postalCode: '', country: '' },
  hours: '',
  mapUrl: '',
  social: { linkedin: '', instagram: '', facebook: '', x: '', youtube: '' },
  shareImage: null,
  applicationConsent: '',
  configured: false,
  analytics: true,
  // The languages are the server's to know (settings repository); pages name their own.
  languages: [],
  updatedAt: null,
};

/** The social profiles in the order pages show them, with their display names. */
export const SOCIAL_NETWORKS = [
  { key: 'linkedin', name: 'LinkedIn' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'x', name: 'X' },
  { key: 'youtube', name: 'YouTube' },
] as const satisfies readonly { key: keyof SiteSettings['social']; name: string }[];

/** Digits only: "+91 98765 43210" → "919876543210" (tel: and wa.me links). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');
