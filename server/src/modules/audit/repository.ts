/** SQL for the audit log: insert, search and the retention prune. Nothing here changes an entry. */
import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@vyoma/contract';
import { and, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { AuditRecord } from '../../plugins/audit.ts';

export async function insertAudit(db: Db, r: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    id: randomUUID(),
    at: new Date(),
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    target: r.target ?? null,
    targetLabel: r.targetLabel?.slice(0, 300) ?? null,
    ip: r.ip ?? null,
    fields: r.fields ?? [],
    tokenId: r.tokenId ?? null,
  });
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  q?: string;
  limit: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** LIKE patterns match the text literally. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchAudit(db: Db, f: AuditFilter): Promise<{ data: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (f.actor) {
    where.push(
      UUID.test(f.actor)
        ? or(eq(auditLog.actorId, f.actor.toLowerCase()), eq(auditLog.tokenId, f.actor.toLowerCase()))!
        : eq(auditLog.actorEmail, f.actor.toLowerCase()),
    );
  }
  if (f.action) {
    // "product" is the group product.create, product.update, …; "login" also matches login.failed.
    // Both lie in one bytewise range ('.' sorts just before '/'), read along audit_log_action_c_idx,
    // so a group's count does not read the whole log; the exact test keeps only the group.
    const bytewise = sql`${auditLog.action} collate "C"`;
    where.push(
      and(
        gte(bytewise, f.action),
        lt(bytewise, `${f.action}/`),
        or(eq(auditLog.action, f.action), like(auditLog.action, `${literal(f.action)}.%`)),
      )!,
    );
  }
  if (f.q) {
    // The text as typed, anywhere in the target's name or id, the action, the admin or the address
    // (search_text holds them lower-cased; its trigram index finds them without reading every entry).
    const words = f.q.toLowerCase().replaceAll('\x1f', '');
    where.push(like(auditLog.searchText, `%${literal(words)}%`));
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    total: totals[0]?.n ?? 0,
    data: rows.map((r) => ({
      _id: r.id,
      at: r.at.toISOString(),
      actor: { _id: r.actorId, email: r.actorEmail, tokenId: r.tokenId },
      action: r.action,
      target: r.target,
      targetLabel: r.targetLabel,
      ip: r.ip,
      fields: r.fields,
    })),
  };
}

/** Retention: deletes entries older than `before`. The only way entries ever leave the log. */
export async function pruneAudit(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
  return gone.length;
}
