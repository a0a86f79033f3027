/** SQL for contact enquiries. */
import { randomUUID } from 'node:crypto';
import type { ContactMessage } from '@vyoma/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function insertMessage(
  db: Db,
  m: { name: string; email: string; phone: string; message: string },
): Promise<string> {
  const id = randomUUID();
  await db.insert(contactMessages).values({ id, ...m });
  return id;
}

export async function listMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function deleteMessage(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
