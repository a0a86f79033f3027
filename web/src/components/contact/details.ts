/**
 * The ways to reach the agency, from the site settings: what the contact section lists ("Reach us
 * directly") and the sentence the contact page's description ends with. Made on the server: the
 * browser gets the list with the block, never the settings' other fields.
 */
import type { SiteSettings } from '@vyoma/contract';
import { messagingLink, telHref } from '~/lib/siteSettings.ts';

/** Each is empty ('' or no lines) when the settings have none: the section leaves it out. */
export interface ContactDetails {
  phone: { display: string; href: string };
  email: string;
  /** The messaging (WhatsApp) link with the settings' opening text. */
  chat: string;
  address: readonly string[];
  mapUrl: string;
  hours: string;
}

export function contactDetailsOf(settings: SiteSettings): ContactDetails {
  return {
    phone: { display: settings.phone.display, href: telHref(settings) },
    email: settings.email,
    chat: messagingLink(settings),
    address: settings.address.lines,
    mapUrl: settings.mapUrl,
    hours: settings.hours,
  };
}

/** "You can call …, email … or send us a message." (`{reachUs}` in a page's description). */
export function reachUsOf(settings: SiteSettings): string {
  const ways = [
    settings.phone.display && `call ${settings.phone.display}`,
    settings.email && `email ${settings.email}`,
  ].filter(Boolean);
  return ways.length > 0 ? `You can ${ways.join(', ')} or send us a message.` : 'Send us a message.';
}
