/**
 * Files people send with an application or a form entry (issue 29; db/schema.ts entryFiles): stored
 * in the database, never under /uploads, and sent only to staff through the admin API.
 */
import { randomUUID } from 'node:crypto';
import type { EntryFileInfo, FileKind } from '@vyoma/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { entryFiles } from '../../db/schema.ts';

export type FileOwner = { applicationId: string } | { enquiryId: string };

export interface NewEntryFile {
  fieldKey: string;
  name: string;
  kind: FileKind;
  mime: string;
  data: Buffer;
}

const ownerWhere = (owner: FileOwner): SQL =>
  'applicationId' in owner
    ? eq(entryFiles.applicationId, owner.applicationId)
    : eq(entryFiles.enquiryId, owner.enquiryId);

/** A file name as people see it: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || fallback).slice(0, 200);
}

/** Inside the owner's transaction. */
export async function insertEntryFiles(db: Db, owner: FileOwner, files: NewEntryFile[]): Promise<void> {
  if (files.length === 0) return;
  await db.insert(entryFiles).values(
    files.map((f) => ({
      id: randomUUID(),
      ...('applicationId' in owner ? { applicationId: owner.applicationId } : { enquiryId: owner.enquiryId }),
      fieldKey: f.fieldKey,
      name: f.name,
      kind: f.kind,
      mime: f.mime,
      bytes: f.data.length,
      data: f.data,
    })),
  );
}

const infoColumns = {
  _id: entryFiles.id,
  key: entryFiles.fieldKey,
  name: entryFiles.name,
  kind: entryFiles.kind,
  mime: entryFiles.mime,
  bytes: entryFiles.bytes,
  applicationId: entryFiles.applicationId,
  enquiryId: entryFiles.enquiryId,
};

const toInfo = (r: { _id: string; key: string; name: string; kind: string; mime: string; bytes: number }) =>
  ({
    _id: r._id,
    key: r.key,
    name: r.name,
    kind: r.kind as FileKind,
    mime: r.mime,
    bytes: r.bytes,
  }) satisfies EntryFileInfo;

/** The files of one owner, without their bytes. */
export async function filesOf(db: Db, owner: FileOwner): Promise<EntryFileInfo[]> {
  const rows = await db
    .select(infoColumns)
    .from(entryFiles)
    .where(ownerWhere(owner))
    .orderBy(asc(entryFiles.createdAt));
  return rows.map(toInfo);
}

/** The files of several applications, by application. */
export async function filesOfApplications(db: Db, ids: string[]): Promise<Map<string, EntryFileInfo[]>> {
  const out = new Map<string, EntryFileInfo[]>();
  if (ids.length === 0) return out;
  const rows = await db.select(infoColumns).from(entryFiles).where(inArray(entryFiles.applicationId, ids));
  for (const r of rows) out.set(r.applicationId!, [...(out.get(r.applicationId!) ?? []), toInfo(r)]);
  return out;
}

/** One file with its bytes, only if it belongs to this owner. */
export async function readEntryFile(
  db: Db,
  owner: FileOwner,
  fileId?: string,
): Promise<(EntryFileInfo & { data: Buffer }) | null> {
  const [row] = await db
    .select({ ...infoColumns, data: entryFiles.data })
    .from(entryFiles)
    .where(fileId ? and(ownerWhere(owner), eq(entryFiles.id, fileId)) : ownerWhere(owner))
    .orderBy(asc(entryFiles.createdAt))
    .limit(1);
  return row ? { ...toInfo(row), data: row.data } : null;
}

/** `filename` for the header: printable ASCII only (quotes and backslashes out), and the UTF-8 form. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a stored file to staff: a PDF opens in the browser (inline, in a sandbox that runs nothing of
 * it), anything else is downloaded. Never cached anywhere (private, no-store).
 */
export function sendEntryFile(reply: FastifyReply, file: EntryFileInfo & { data: Buffer }) {
  const inline = file.kind === 'pdf';
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Disposition', disposition(inline ? 'inline' : 'attachment', file.name))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
    )
    .send(file.data);
}
