/**
 * What a page view says about its visit, read once when it arrives: the source (a referrer's site
 * normalised to a name, campaign tags, click ids), the device class and browser family from the
 * browser string, and whether the page is a service, product or post, or the contact page or cart.
 * Pure functions: unit-tested in server/test/unit/analytics-classify.test.ts.
 */
import {
  APP_SERVICE_SLUGS,
  type DeviceClass,
  DIRECT_SOURCE,
  PAGE,
  UTM_KEYS,
  type UtmKey,
  WEB_DEVELOPMENT_SLUGS,
} from '@vyoma/contract';
import { storableText } from '../../db/text.ts';

/** Sites and apps by the names the dashboard shows. Mail clients first: mail.google.com is not Google. */
const KNOWN_HOSTS: [RegExp, string][] = [
  [
    /^(mail\.google\.com|outlook\.(live|office|office365)\.com|mail\.yahoo\.com|mail\.zoho\.(com|in)|mail\.proton\.me|mail\.aol\.com|webmail\..+|mail\..+|com\.google\.android\.gm|com\.microsoft\.office\.outlook|com\.yahoo\.mobile\.client\.android\.mail)$/,
    'Email',
  ],
  [/(^|\.)google(\.[a-z]{2,3}){1,2}$|^com\.google\.android\.googlequicksearchbox$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)linkedin\.com$|^lnkd\.in$|^com\.linkedin\.android$/, 'LinkedIn'],
  [/(^|\.)facebook\.com$|^fb\.me$|^com\.facebook\.(katana|lite|orca)$/, 'Facebook'],
  [/(^|\.)instagram\.com$|^com\.instagram\.android$/, 'Instagram'],
  [/(^|\.)(twitter|x)\.com$|^t\.co$|^com\.twitter\.android$/, 'X'],
  [/(^|\.)youtube\.com$|^youtu\.be$|^com\.google\.android\.youtube$/, 'YouTube'],
  [/(^|\.)whatsapp\.(com|net)$|^wa\.me$|^com\.whatsapp(\.w4b)?$/, 'WhatsApp'],
];

/** utm_source values people write for the same sites. */
const UTM_ALIASES: Record<string, string> = {
  google: 'Google',
  adwords: 'Google',
  bing: 'Bing',
  duckduckgo: 'DuckDuckGo',
  ddg: 'DuckDuckGo',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  fb: 'Facebook',
  instagram: 'Instagram',
  ig: 'Instagram',
  twitter: 'X',
  x: 'X',
  youtube: 'YouTube',
  yt: 'YouTube',
  whatsapp: 'WhatsApp',
  wa: 'WhatsApp',
  email: 'Email',
  'e-mail': 'Email',
  mail: 'Email',
  newsletter: 'Email',
};

/** A click id in the address marks a paid click, and tells whose ad it was. */
export const CLICK_IDS = { gclid: 'Google', fbclid: 'Facebook', msclkid: 'Bing' } as const;
export type ClickId = keyof typeof CLICK_IDS;

export interface Landing {
  /** The page, without its query or fragment (at most 300 characters; no trailing slash but on /). */
  path: string;
  utm: Record<UtmKey, string | null>;
  clickId: ClickId | null;
  /**
   * What in the address holds a control character once decoded ('path', 'utm_source' …: a %00,
   * say), or null. No page of the site has one: the beacon refuses such a view, the image leaves it
   * uncounted.
   */
  control: 'path' | `utm_${UtmKey}` | null;
}

/** C0 and C1 control characters (NUL, line breaks, escape …). */
const CONTROL = /\p{Cc}/u;

/**
 * The page and tracking parameters of an address on this site ("/blog/x?utm_source=y"), as text
 * PostgreSQL stores (db/text.ts), whatever the address holds.
 */
export function parseLanding(address: string): Landing {
  let url: URL;
  try {
    url = new URL(address, 'http://site.invalid');
  } catch {
    url = new URL('http://site.invalid/');
  }
  let path = url.pathname;
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  try {
    path = decodeURI(path);
  } catch {
    // an invalid escape: kept as sent
  }
  let control: Landing['control'] = CONTROL.test(path) ? 'path' : null;
  const utm = {} as Record<UtmKey, string | null>;
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(`utm_${key}`)?.trim();
    if (value && CONTROL.test(value)) control ??= `utm_${key}`;
    utm[key] = value ? storableText(value, 200) : null;
  }
  const clickId = (Object.keys(CLICK_IDS) as ClickId[]).find((k) => url.searchParams.has(k)) ?? null;
  return { path: storableText(path, 300), utm, clickId, control };
}

/**
 * The referrer's host (www. left off) when it is another site; null for none, this site, or
 * something that is not an address. An Android app's referrer (android-app://com.linkedin.android)
 * gives its package name.
 */
export function referrerHost(referrer: string | undefined | null, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (!host || host === ownHost.toLowerCase().replace(/^www\./, '')) return null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'android-app:') return null;
    return storableText(host, 200);
  } catch {
    return null;
  }
}

/**
 * The visit's source: its utm_source (a known site by its name, anything else as written, in lower
 * case), else the referring site (a known one by its name, others by host), else the click id's
 * network, else Direct.
 */
export function sourceOf(utmSource: string | null, host: string | null, clickId: ClickId | null): string {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return UTM_ALIASES[utm] ?? storableText(utm, 100);
  if (host) {
    for (const [pattern, name] of KNOWN_HOSTS) if (pattern.test(host)) return name;
    return storableText(host, 100);
  }
  if (clickId) return CLICK_IDS[clickId];
  return DIRECT_SOURCE;
}

/**
 * Phone, tablet or desktop: the client hint Sec-CH-UA-Mobile when the browser sent it, else the
 * browser string. (An iPad that asks for desktop pages says it is a Mac: it counts as desktop.)
 */
export function deviceOf(ua: string, mobileHint?: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d/i.test(ua)) return 'tablet';
  if (mobileHint === '?1') return 'mobile';
  if (/Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return 'mobile';
  if (/Android/i.test(ua)) return 'tablet';
  return 'desktop';
}

/** The browser's family, from its string (the order matters: Edge and Opera also say Chrome). */
export function browserOf(ua: string): string {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  return 'Other';
}

const lower = (paths: readonly string[]) => new Set(paths.map((p) => p.toLowerCase()));
/** Services (every service page, the lists of them), products and posts: the funnel's second step. */
const SERVICE_PAGES = lower([
  PAGE.services,
  PAGE.backOffice,
  PAGE.amazon,
  PAGE.digitalMarketing,
  PAGE.webDevelopment,
  ...WEB_DEVELOPMENT_SLUGS.map(PAGE.webDevelopmentDetail),
  PAGE.appDevelopment,
  ...APP_SERVICE_SLUGS.map(PAGE.appService),
  PAGE.ai,
  PAGE.products,
]);
const CONTENT_PREFIXES = [PAGE.blog(''), PAGE.product('')].map((p) => p.toLowerCase());
/** The contact page and the cart (a quote request is sent from it): the funnel's third step. */
const CONTACT_PAGES = lower([PAGE.contact, PAGE.cart]);

export type PageKind = 'content' | 'contact' | null;

export function pageKind(path: string): PageKind {
  const p = path.toLowerCase();
  if (CONTACT_PAGES.has(p)) return 'contact';
  if (
    SERVICE_PAGES.has(p) ||
    CONTENT_PREFIXES.some((prefix) => p.startsWith(prefix) && p.length > prefix.length)
  )
    return 'content';
  return null;
}

/** Pages never counted: the admin, its login, preview links, the API and files. */
const NOT_COUNTED = /^\/(admin|wp-admin|preview|api|uploads|assets)(\/|$)/i;
export const isCountedPath = (path: string) => !NOT_COUNTED.test(path);

/** The request was a prefetch or prerender, not a view (Chromium's Sec-Purpose, Firefox's X-Moz). */
export function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  const purpose = [headers['sec-purpose'], headers.purpose, headers['x-moz'], headers['x-purpose']]
    .flat()
    .filter(Boolean)
    .join(' ');
  return /prefetch|prerender|preview/i.test(purpose);
}
