/**
 * The API every declared type gets with no code of its own (issue 34; decision 0061): JSON bodies
 * checked by the rules made from its fields (contract content-rules), media named by their
 * media-library paths (checked to be stored files of an accepted kind), `{ success, data }` answers;
 * and GET /admin/content-types, the declarations the admin builds its screens from.
 */
import type { BlockInput } from '@vyoma/contract/block-rules';
import type { BlockValue } from '@vyoma/contract/blocks';
import { contentApiSchemas } from '@vyoma/contract/content-rules';
import { blocksMedia, type ContentTypeDeclaration } from '@vyoma/contract/content-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type ContentModel, contentModels } from '../../db/content-types.ts';
import { libraryFile, type ShownImage } from '../media/index.ts';
import type { ContentInput, FieldValues, Item } from './engine.ts';
import { registerContentRoutes, type SavePlan } from './routes.ts';
import { registerTranslationRoutes } from './translation-routes.ts';

/** A validated generic body: its fields checked against the library, its content fields apart. */
async function readGeneric(
  db: Db,
  type: ContentTypeDeclaration,
  body: Record<string, unknown>,
  existing: Item | null,
): Promise<SavePlan> {
  const values: FieldValues = {};
  const shown: ShownImage[] = [];
  for (const f of type.fields) {
    if (!(f.name in body) || body[f.name] === undefined) continue;
    const value = body[f.name];
    if (f.kind === 'media' && typeof value === 'string') {
      const accept = existing ? (f.acceptOnEdit ?? f.accept) : f.accept;
      values[f.name] = await libraryFile(db, value, accept, f.label, f.name);
      shown.push({ path: values[f.name] as string, label: f.label });
    } else if (f.kind === 'mediaList') {
      const paths: string[] = [];
      for (const [i, p] of (value as string[]).entries()) {
        paths.push(await libraryFile(db, p, f.accept, `${f.label} ${i + 1}`, f.name));
        shown.push({ path: paths[i]!, label: `${f.label} ${i + 1}` });
      }
      values[f.name] = paths;
    } else if (f.kind === 'list') {
      const items = value as Record<string, unknown>[];
      for (const [i, item] of items.entries())
        for (const sub of f.of)
          if (sub.kind === 'media' && typeof item[sub.name] === 'string') {
            const label = `${f.itemLabel.replace('{n}', String(i + 1))} ${sub.label}`;
            item[sub.name] = await libraryFile(
              db,
              item[sub.name] as string,
              sub.accept,
              label,
              `${f.name}[${i}][${sub.name}]`,
            );
            shown.push({ path: item[sub.name] as string, label });
          }
      values[f.name] = items;
    } else if (f.kind === 'blocks') {
      // The files the blocks name (already checked by their kinds' rules to be paths).
      for (const m of blocksMedia(f, value as BlockInput[])) {
        const key = `${f.name}.${m.at}`.replace(/\.(\w+)/g, '[$1]');
        await libraryFile(db, m.value, m.accept ?? [], m.label, key);
        shown.push({ path: m.value, label: m.label });
      }
      values[f.name] = value;
    } else values[f.name] = value;
  }
  // An edit that leaves a media field (or its blocks) out still shows the files it has.
  if (existing)
    for (const f of type.fields) {
      if (f.name in values) continue;
      if (f.kind === 'media' && typeof existing[f.name] === 'string')
        shown.push({ path: existing[f.name] as string, label: f.label });
      if (f.kind === 'blocks')
        for (const m of blocksMedia(f, existing[f.name] as BlockValue[]))
          shown.push({ path: m.value, label: m.label });
    }
  const content: ContentInput = {
    slug: body.slug as string | undefined,
    seo: body.seo as ContentInput['seo'],
    status: body.status as ContentInput['status'],
    publishAt: body.publishAt as string | null | undefined,
    version: body.version as number | undefined,
  };
  return { content, prepared: [], shown, fresh: [], values: () => values };
}

/** Registers the generic API of one type. */
export function registerGenericContent(
  app: Parameters<typeof registerContentRoutes>[0],
  ctx: AppContext,
  model: ContentModel,
): void {
  const { type } = model;
  registerContentRoutes(app, ctx, {
    model,
    tags: [type.label.many],
    schemas: contentApiSchemas(type),
    read: (body, existing) => readGeneric(ctx.db, type, body as Record<string, unknown>, existing),
  });
}

const typesResponse = z.object({ data: z.array(z.record(z.string(), z.unknown())) });

/** GET /admin/content-types, and the generic API of every type without a module of its own. */
export const contentTypeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/content-types',
    {
      config: { permission: 'writeContent' },
      schema: {
        tags: ['content'],
        summary:
          'Every content type this site has, as declared: the admin builds its lists and forms from them',
        response: { 200: typesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: contentModels().map((m) => m.type as unknown as Record<string, unknown>) };
    },
  );
  for (const model of contentModels()) {
    if (model.routes === 'generic') registerGenericContent(app, ctx, model);
    // Every translatable type's versions in other languages, whichever module has its own routes.
    registerTranslationRoutes(app, ctx.db, model, [model.type.label.many], ctx.config);
  }
};
