/** SQL for the editable home-page sections. */
import { randomUUID } from 'node:crypto';
import type { SecondSection } from '@vyoma/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { secondSections } from '../../db/schema.ts';
import { mediaByPaths } from '../media/index.ts';

type Row = typeof secondSections.$inferSelect;

async function hydrate(db: Db, rows: Row[]): Promise<SecondSection[]> {
  const infos = await mediaByPaths(
    db,
    rows.map((r) => r.imgPath).filter((p): p is string => p !== null),
  );
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    para: r.para,
    imgSrc: r.imgPath ?? '',
    imgMedia: r.imgPath ? (infos.get(r.imgPath) ?? null) : null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listSections(db: Db): Promise<SecondSection[]> {
  return hydrate(
    db,
    await db.select().from(secondSections).orderBy(asc(secondSections.createdAt), asc(secondSections.id)),
  );
}

export async function getSection(db: Db, id: string): Promise<SecondSection | undefined> {
  const [s] = await hydrate(
    db,
    await db.select().from(secondSections).where(eq(secondSections.id, id)).limit(1),
  );
  return s;
}

export async function insertSection(
  db: Db,
  s: { title: string; para: string; imgPath: string | null; createdAt?: Date },
): Promise<string> {
  const id = randomUUID();
  await db.insert(secondSections).values({ id, ...s });
  return id;
}

/**
 * Inside a transaction, on the locked row: returns the image path the section had before (so the
 * caller can release it when replaced), or undefined when the section is gone.
 */
export async function updateSection(
  db: Db,
  id: string,
  patch: { title: string; para: string; imgPath?: string },
): Promise<{ imgPath: string | null } | undefined> {
  const [before] = await db
    .select({ imgPath: secondSections.imgPath })
    .from(secondSections)
    .where(eq(secondSections.id, id))
    .for('update');
  if (!before) return undefined;
  await db
    .update(secondSections)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(secondSections.id, id));
  return before;
}

/** What the audit log compares before and after an update: the fields an admin edits. */
export const secondSectionSnapshot = async (db: Db, id: string) => {
  const s = await getSection(db, id);
  return s && { title: s.title, para: s.para, imgSrc: s.imgSrc };
};
