/** SQL for the site settings: one row holding the validated document (db/schema.ts siteSettings). */
import { NEUTRAL_SETTINGS, phoneDigits, type SiteSettings } from '@vyoma/contract';
import { DEFAULT_LANGUAGES, PREFIX_CODES } from '@vyoma/contract/languages';
import type { SiteSettingsValues } from '@vyoma/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';
import { mediaByPaths } from '../media/index.ts';

/** The languages of settings saved before issue 36 (or never): English, and Hindi not yet shown. */
const defaultLanguages = () => DEFAULT_LANGUAGES.map((l) => ({ ...l }));

/** The row's fixed id (the table holds at most this one row). */
export const SETTINGS_ID = 'site';

/** The stored document as pages read it: digits for links, the images' sizes and renditions. */
async function hydrate(db: Db, doc: SiteSettingsValues, updatedAt: Date): Promise<SiteSettings> {
  const paths = [doc.logo?.path, doc.shareImage?.path].filter((p): p is string => Boolean(p));
  const infos = await mediaByPaths(db, paths);
  const image = (ref: SiteSettingsValues['logo']) =>
    ref ? { path: ref.path, alt: ref.alt, media: infos.get(ref.path) ?? null } : null;
  return {
    siteName: doc.siteName,
    shortName: doc.shortName,
    tagline: doc.tagline,
    logo: image(doc.logo),
    phone: { display: doc.phone, digits: phoneDigits(doc.phone) },
    email: doc.email,
    whatsapp: { number: phoneDigits(doc.whatsapp.number), message: doc.whatsapp.message },
    address: { ...doc.address, country: doc.address.country.toUpperCase() },
    hours: doc.hours,
    mapUrl: doc.mapUrl,
    social: doc.social,
    shareImage: image(doc.shareImage),
    // Settings saved before issue 29 have none: the default text.
    applicationConsent: doc.applicationConsent ?? '',
    configured: true,
    // Saved before issue 27 the document has no switch: counting is on.
    analytics: doc.analytics !== false,
    // Saved before issue 36: English, and Hindi not yet shown.
    languages: doc.languages ?? defaultLanguages(),
    translations: doc.translations ?? {},
    updatedAt: updatedAt.toISOString(),
  };
}

/** The settings; before anyone saved them, the neutral ones (contract NEUTRAL_SETTINGS). */
export async function readSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).limit(1);
  return row ? hydrate(db, row.doc, row.updatedAt) : { ...NEUTRAL_SETTINGS, languages: defaultLanguages() };
}

/**
 * Inside a transaction: stores the document and answers the image paths the settings used before,
 * so the caller can release the ones it replaced.
 */
export async function saveSettings(db: Db, doc: SiteSettingsValues): Promise<string[]> {
  const [before] = await db
    .select({ logo: siteSettings.logoPath, share: siteSettings.shareImagePath })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ID))
    .for('update');
  const updatedAt = new Date();
  await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ID, doc, updatedAt })
    .onConflictDoUpdate({ target: siteSettings.id, set: { doc, updatedAt } });
  return [before?.logo, before?.share].filter((p): p is string => Boolean(p));
}

/** Whether anyone (an admin or the demo content) has saved the settings. */
export async function hasSettings(db: Db): Promise<boolean> {
  const rows = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  return rows.length > 0;
}

/** What the audit log compares before and after a save: the fields an admin edits. */
export async function settingsSnapshot(db: Db): Promise<Record<string, unknown>> {
  const { configured: _c, updatedAt: _u, logo, shareImage, ...rest } = await readSettings(db);
  const ref = (i: SiteSettings['logo']) => (i ? { path: i.path, alt: i.alt } : null);
  return { ...rest, logo: ref(logo), shareImage: ref(shareImage) };
}

/**
 * Every language prefix of the site: the settings' languages but the default, shown or not, and the
 * ones a site starts with (kept from the first day: a page made at /hi now would be hidden later).
 * A page or a redirect staff make may not take one (issue 36).
 */
export async function languagePrefixes(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ languages: sql<{ code: string }[] | null>`${siteSettings.doc}->'languages'` })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ID))
    .limit(1);
  const saved = (row?.languages ?? []).slice(1).map((l) => l.code);
  return [...new Set([...PREFIX_CODES, ...saved])];
}

/**
 * The settings as a page in `lang` shows them (issue 36): its texts over the default language's,
 * a blank one left as the default's; without the other languages' texts (no page needs them).
 */
export function settingsIn(settings: SiteSettings, lang: string): SiteSettings {
  const { translations, ...rest } = settings;
  const texts = translations?.[lang];
  if (!texts) return rest;
  const or = (own: string, fallback: string) => (own.trim() === '' ? fallback : own);
  return {
    ...rest,
    tagline: or(texts.tagline, rest.tagline),
    address: {
      ...rest.address,
      lines: texts.addressLines.length > 0 ? texts.addressLines : rest.address.lines,
    },
    hours: or(texts.hours, rest.hours),
    whatsapp: { ...rest.whatsapp, message: or(texts.whatsappMessage, rest.whatsapp.message) },
    applicationConsent: or(texts.applicationConsent, rest.applicationConsent),
  };
}
