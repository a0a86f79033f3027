/**
 * The site's own pages it cannot do without (a seed's `keep`: the contact page, where every "Contact
 * Us" button leads and its enquiry form posts): staff may unpublish one, and publish it again, but
 * not delete it (409 saying why), so it can always come back at its address with its form.
 */
import { PAGE_DOC } from '@vyoma/contract/content-types';
import { PAGE_SEEDS } from '@vyoma/contract/page-seeds';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ContentModel } from '../../db/content-types.ts';
import { seededPages } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/** Why each kept seed's page stays, by seed key. */
const KEPT = new Map(PAGE_SEEDS.flatMap((seed) => (seed.keep ? [[seed.key, seed.keep] as const] : [])));

/** 409 for deleting a page made from a kept seed. */
export async function assertNotKept(tx: Db, model: ContentModel, id: string, title: string): Promise<void> {
  if (model.type.name !== PAGE_DOC.name || KEPT.size === 0) return;
  const [seed] = await tx
    .select({ key: seededPages.key })
    .from(seededPages)
    .where(eq(seededPages.pageId, id));
  const why = seed && KEPT.get(seed.key);
  if (why) throw new HttpError(409, `The page “${title}” cannot be deleted: ${why}. Unpublish it instead.`);
}
