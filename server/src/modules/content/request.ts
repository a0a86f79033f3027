/** What a request says about who saves and who reads content. */
import { UPLOAD_PATH_PATTERN } from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { mediaByPaths } from '../media/index.ts';
import type { Audience, Editor } from './repository.ts';

/**
 * A valid staff session (the auth plugin resolved `request.user`) reads every item with its status;
 * anyone else, whatever cookie they send, reads what is published.
 */
export const staffAudience = (request: FastifyRequest): Audience =>
  request.user && !request.user.setupTwoFactor ? 'staff' : 'public';

export const editorOf = (request: FastifyRequest): Editor | null =>
  request.user ? { id: request.user._id, name: request.user.name } : null;

/** seo[image] must be an uploaded image (a path in `media`), or absent/blank. */
export async function seoImageCheck(db: Db, path: string | null | undefined): Promise<void> {
  if (path === undefined || path === null) return;
  const info = UPLOAD_PATH_PATTERN.test(path) ? (await mediaByPaths(db, [path])).get(path) : undefined;
  if (info?.kind !== 'image') throw badRequest('The share image must be an uploaded image', 'seo[image]');
}
