/**
 * The site settings (name, contact details, social links …; GET /api/v1/settings). The root loader
 * reads them once per page render and the app shell provides them here, so every component reads
 * the same values and a saved change shows on the next request (the page cache is cleared).
 */
import { NEUTRAL_SETTINGS, type SiteSettings, SOCIAL_NETWORKS } from '@vyoma/contract';
import { createContext, useContext } from 'react';

export const SiteSettingsContext = createContext<SiteSettings>(NEUTRAL_SETTINGS);

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}

/** tel: link of the settings' phone ("" when there is none). */
export const telHref = (s: SiteSettings): string => (s.phone.digits ? `tel:+${s.phone.digits}` : '');

/**
 * WhatsApp click-to-chat link for the settings' number with a prefilled text (default: the
 * settings' opening message); "" when no number is set.
 */
export function messagingLink(s: SiteSettings, text: string = s.whatsapp.message): string {
  if (!s.whatsapp.number) return '';
  return `https://wa.me/${s.whatsapp.number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The social profiles that are set, in display order (an empty one is not shown). */
export const socialLinks = (s: SiteSettings): { name: string; href: string }[] =>
  SOCIAL_NETWORKS.filter((n) => s.social[n.key]).map((n) => ({ name: n.name, href: s.social[n.key] }));

/** "{siteName}" in site copy (content/*.ts) becomes the settings' name. */
export const withSiteName = (text: string, s: SiteSettings): string =>
  text.replaceAll('{siteName}', s.siteName);
