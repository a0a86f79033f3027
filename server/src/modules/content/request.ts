/** What a request says about who saves and who reads content. */
import { type ContentStatus, can, ROLE_MESSAGES } from '@vyoma/contract';
import { UPLOAD_PATH_PATTERN } from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { mediaByPaths } from '../media/index.ts';
import type { Audience, Editor, Owned } from './repository.ts';

/**
 * A valid staff session (the auth plugin resolved `request.user`) reads every item with its status
 * (an author: what is published and their own work); anyone else, whatever cookie they send, reads
 * what is published.
 */
export function staffAudience(request: FastifyRequest): Audience {
  const user = request.user;
  if (!user || user.setupTwoFactor) return 'public';
  return can(user.role, 'publish') ? 'staff' : { authorId: user._id };
}

const live = (status: ContentStatus | undefined) => status === 'published' || status === 'scheduled';

/**
 * Roles (issue 18): an editor or admin may write any post or product; an author only their own, only
 * while it is unpublished (draft or in review), and never publishes or schedules: 403 with a message,
 * before anything is written. `item` is the item a save or delete changes (null for a new one).
 * Returns the status to save: an author's new item without one is a draft (anyone else's is
 * published, as the spec's clients expect).
 */
export function roleLimits(
  request: FastifyRequest,
  item: Owned | null,
  status: ContentStatus | undefined,
): ContentStatus | undefined {
  const user = request.user;
  if (!user || can(user.role, 'publish')) return status;
  if (live(status)) throw new HttpError(403, ROLE_MESSAGES.authorPublish);
  if (!item) return status ?? 'draft';
  if (item.createdBy?._id !== user._id) throw new HttpError(403, ROLE_MESSAGES.authorOthers);
  if (live(item.status)) throw new HttpError(403, ROLE_MESSAGES.authorPublished);
  return status;
}

export const editorOf = (request: FastifyRequest): Editor | null =>
  request.user ? { id: request.user._id, name: request.user.name } : null;

/** seo[image] must be an uploaded image (a path in `media`), or absent/blank. */
export async function seoImageCheck(db: Db, path: string | null | undefined): Promise<void> {
  if (path === undefined || path === null) return;
  const info = UPLOAD_PATH_PATTERN.test(path) ? (await mediaByPaths(db, [path])).get(path) : undefined;
  if (info?.kind !== 'image') throw badRequest('The share image must be an uploaded image', 'seo[image]');
}
