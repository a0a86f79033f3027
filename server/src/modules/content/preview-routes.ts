/**
 * The preview-link routes of a post or product (issue 18 item 4; docs/decisions/0044): list an item's
 * links, create one (the token is in the answer's url, once), revoke one. Editors and admins only
 * (`publish`: a link shows unpublished work outside the admin). Each kind registers them with its paths.
 */
import { PAGE, PREVIEW_MESSAGES } from '@vyoma/contract';
import {
  previewLinkCreatedResponse,
  previewLinkListResponse,
  successResponse,
} from '@vyoma/contract/responses';
import { idParams, previewLinkCreateSchema, previewLinkParams } from '@vyoma/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, type ZodApp } from '../../http/schemas.ts';
import { requestOrigin } from '../../plugins/security.ts';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from './preview-links.ts';
import { itemOwner } from './revisions.ts';

export interface PreviewRoutes {
  db: Db;
  config: AppConfig;
  kind: string;
  tags: string[];
  /** "Blog not found", "Product not found". */
  notFound: string;
  paths: { list: string; one: string };
  /** What the audit entry's target names: "blog" → blog:<id>. */
  auditTarget: string;
}

export function registerPreviewRoutes(app: ZodApp, o: PreviewRoutes): void {
  const itemParams = idParams(o.notFound);
  const linkParams = previewLinkParams(o.notFound);
  const originOf = requestOrigin(o.config);
  const fallbackOrigin = new URL(o.config.publicUrl).origin;

  async function existing(itemId: string): Promise<string> {
    const id = itemId.toLowerCase();
    if ((await itemOwner(o.db, o.kind, id)) === null) throw notFound(o.notFound);
    return id;
  }

  app.get(
    o.paths.list,
    {
      config: { permission: 'publish' },
      schema: {
        tags: o.tags,
        summary: 'The preview links of an item, newest first (never their tokens)',
        params: itemParams,
        response: { 200: previewLinkListResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const id = await existing(request.params.id);
      reply.header('Cache-Control', 'no-store');
      return { data: await listPreviewLinks(o.db, o.kind, id) };
    },
  );

  app.post(
    o.paths.list,
    {
      config: { permission: 'publish', audit: { action: 'preview.create', target: o.auditTarget } },
      schema: {
        tags: o.tags,
        summary:
          'A link that shows the item as last saved, whatever its status, to anyone who has it, for expiresInHours',
        params: itemParams,
        body: previewLinkCreateSchema,
        response: { 201: previewLinkCreatedResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const id = await existing(request.params.id);
      const link = await createPreviewLink(o.db, {
        kind: o.kind,
        itemId: id,
        hours: request.body.expiresInHours,
        createdBy: request.user?._id ?? null,
      });
      return sendCreatedLink(
        reply,
        `${originOf(request) ?? fallbackOrigin}${PAGE.preview(link.token)}`,
        link,
      );
    },
  );

  app.delete(
    o.paths.one,
    {
      config: { permission: 'publish', audit: { action: 'preview.revoke', target: o.auditTarget } },
      schema: {
        tags: o.tags,
        summary: 'Revoke a preview link: it answers 404 from now on',
        params: linkParams,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const id = await existing(request.params.id);
      if (!(await revokePreviewLink(o.db, o.kind, id, request.params.linkId)))
        throw notFound(PREVIEW_MESSAGES.linkNotFound);
      return { success: true as const, message: PREVIEW_MESSAGES.revoked };
    },
  );
}

/** 201 with a new link: its id, its address (the token, shown this once) and when it stops working. */
export function sendCreatedLink(reply: FastifyReply, url: string, link: { id: string; expiresAt: Date }) {
  return reply
    .code(201)
    .header('Cache-Control', 'no-store')
    .send({ data: { _id: link.id, url, expiresAt: link.expiresAt.toISOString() } });
}
