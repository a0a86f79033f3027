/**
 * The tally of refused sign-ins (modules/auth/refusals.ts): one entry per address per flush, with the
 * count; past MAX addresses the rest share one entry, so a flood from many addresses stays bounded.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { RefusedSignIns } from '../../src/modules/auth/refusals.ts';
import type { AuditRecord } from '../../src/plugins/audit.ts';

/** Just enough of a database to receive audit inserts. */
function recordingDb() {
  const rows: AuditRecord[] = [];
  const db = { insert: () => ({ values: async (row: AuditRecord) => void rows.push(row) }) };
  return { db: db as unknown as Db, rows };
}

describe('refused sign-ins', () => {
  it('writes one entry per address with its count, then starts afresh', async () => {
    const { db, rows } = recordingDb();
    const tally = new RefusedSignIns();
    for (let i = 0; i < 40; i++) tally.note('203.0.113.5', 'password');
    tally.note('203.0.113.5', 'code', { id: null, login: 'someone@example.com' });
    tally.note('198.51.100.9', 'proof', { id: null, login: 'admin@example.com' });
    expect(await tally.flush(db)).toBe(2);
    expect(rows.map((r) => [r.ip, r.targetLabel, r.actorEmail, r.fields])).toEqual([
      ['203.0.113.5', '41 attempts refused (too many)', 'someone@example.com', ['code', 'password']],
      ['198.51.100.9', '1 attempt refused (too many)', 'admin@example.com', ['proof']],
    ]);
    expect(await tally.flush(db)).toBe(0);
    expect(rows).toHaveLength(2);
  });

  it('writes the login as typed without what PostgreSQL text cannot hold (a NUL)', async () => {
    const { db, rows } = recordingDb();
    const tally = new RefusedSignIns();
    tally.note('203.0.113.6', 'password', { id: null, login: 'some\u0000one@example.com' });
    expect(await tally.flush(db)).toBe(1);
    expect(rows[0]!.actorEmail).toBe('someone@example.com');
  });

  it('past its address limit, further addresses share one entry without an address', async () => {
    const { db, rows } = recordingDb();
    const tally = new RefusedSignIns(3);
    for (let i = 0; i < 1000; i++) tally.note(`2001:db8::${i.toString(16)}`, 'password');
    expect(await tally.flush(db)).toBe(4);
    expect(rows.at(-1)).toMatchObject({
      ip: null,
      targetLabel: '997 attempts refused (too many) from other addresses',
    });
  });
});
