/**
 * The site settings (issue 19): a public read of what pages show, an admin save (JSON, audited with
 * a before/after snapshot, clears every public cache through the content signal), and an image
 * upload for the logo and the share image that the save then names by path.
 */
import { CONTENT_IMAGE_TYPES, ROUTES } from '@vyoma/contract';
import { LANGUAGES_WITH_TEXTS, type Language } from '@vyoma/contract/languages';
import { mediaInfoResponse, siteSettingsResponse } from '@vyoma/contract/responses';
import { settingsImageFormSchema, siteSettingsSchema } from '@vyoma/contract/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SHOWN } from '../../db/change-feed.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { shows } from '../../plugins/content-changes.ts';
import { firstPathUnder } from '../content/index.ts';
import { mediaByPaths, prepareUpload } from '../media/index.ts';
import { firstRedirectUnder } from '../redirects/index.ts';
import { readSettings, SETTINGS_ID, saveSettings, settingsSnapshot } from './repository.ts';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, media } = ctx;

  app.get(
    ROUTES.settings,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The site settings: name, contact details, address, social links, logo and share image',
        response: { 200: siteSettingsResponse },
      },
    },
    async (request) => {
      shows(request, ...SHOWN.settings);
      return { success: true as const, data: await readSettings(db) };
    },
  );

  app.put(
    ROUTES.adminSettings,
    {
      config: {
        permission: 'settings',
        audit: { action: 'settings.update', id: SETTINGS_ID, snapshot: () => settingsSnapshot(db) },
      },
      schema: {
        tags,
        summary: 'Save the site settings (images by the path POST /admin/settings/image answered)',
        body: siteSettingsSchema,
        response: { 200: siteSettingsResponse, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const doc = request.body;
      // An image path must name a stored image (one in the media library).
      const wanted = { logo: doc.logo?.path, shareImage: doc.shareImage?.path };
      const known = await mediaByPaths(
        db,
        Object.values(wanted).filter((p): p is string => Boolean(p)),
      );
      for (const [field, path] of Object.entries(wanted)) {
        if (path && known.get(path)?.kind !== 'image')
          throw badRequest('This image is no longer stored: upload it again', `${field}[path]`);
      }
      const before = await readSettings(db);
      const languages = doc.languages ?? before.languages;
      await checkLanguages(languages, before.languages);
      // Texts in another language: kept when left out; each for one of the other languages.
      const others = new Set(languages.slice(1).map((l) => l.code));
      // (Left out, those of a language removed from the list go with it.)
      const translations =
        doc.translations ??
        Object.fromEntries(Object.entries(before.translations ?? {}).filter(([code]) => others.has(code)));
      for (const code of Object.keys(translations))
        if (!others.has(code))
          throw badRequest(
            `The settings have no other language “${code}”: add it under Languages first`,
            `translations[${code}]`,
          );
      await media.transaction((tx) => saveSettings(tx, { ...doc, languages, translations }));
      request.auditNote = { targetLabel: 'Site settings' };
      return { success: true as const, data: await readSettings(db) };
    },
  );

  /**
   * What the list's shape cannot say (contract languagesSchema says the rest): each search
   * configuration is one the database has, a new language's prefix hides no page or redirect staff
   * made, and a language is shown only once the site has its own texts in it.
   */
  async function checkLanguages(
    languages: readonly Language[],
    before: readonly { code: string; public: boolean }[],
  ) {
    const names = [...new Set(languages.map((l) => l.search))];
    const known = (await db.execute(
      sql`select cfgname from pg_catalog.pg_ts_config where cfgname in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { cfgname: string }[] };
    const found = new Set(known.rows.map((r) => r.cfgname));
    for (const [i, l] of languages.entries()) {
      if (!found.has(l.search))
        throw badRequest(
          `The database has no text search configuration “${l.search}” (hindi, english, simple …)`,
          `languages[${i}][search]`,
        );
    }
    for (const l of languages.slice(1)) {
      if (before.some((b) => b.code === l.code)) continue;
      const prefix = `/${l.code}`;
      const page = await firstPathUnder(db, prefix);
      if (page)
        throw new HttpError(
          409,
          `The page at ${page} uses the address ${prefix}: move it before adding ${l.englishName}`,
        );
      const redirect = await firstRedirectUnder(db, prefix);
      if (redirect)
        throw new HttpError(
          409,
          `The redirect from ${redirect} uses the address ${prefix}: delete it before adding ${l.englishName}`,
        );
    }
    for (const l of languages) {
      const wasPublic = before.some((b) => b.code === l.code && b.public);
      if (l.public && !wasPublic && !LANGUAGES_WITH_TEXTS.includes(l.code))
        throw new HttpError(
          409,
          `${l.englishName} cannot be shown to visitors yet: the site’s own texts (menus, buttons, messages) have no ${l.englishName} version`,
        );
    }
  }

  app.post(
    ROUTES.adminSettingsImage,
    {
      // Nothing public changes until the settings are saved with this path.
      config: { permission: 'settings', keepsContent: true, audit: { action: 'settings.image-upload' } },
      schema: {
        tags,
        summary: 'Store a logo or share image (same kinds and limits as other images); answers its path',
        consumes: ['multipart/form-data'],
        body: settingsImageFormSchema,
        response: { 201: mediaInfoResponse, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      const prepared = await prepareUpload(request.body.file, CONTENT_IMAGE_TYPES, 'Image', 'file');
      const [stored] = await media.commitWith([prepared], async (_tx, s) => s);
      const info = (await mediaByPaths(db, [stored!.path])).get(stored!.path)!;
      request.auditNote = { targetLabel: info.path, fields: ['file'] };
      return reply.code(201).send({ success: true as const, data: info });
    },
  );
};
