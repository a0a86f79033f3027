/**
 * Multipart handling: registers @fastify/multipart and reads a whole form into memory with a size
 * limit per file field and one for the whole body, so every field and file can be validated before
 * anything is written.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError, tooLarge } from '../http-error.ts';

/** Whole multipart body: 8 product images of 5 MB, or a 25 MB icon plus 20 section images. */
export const MAX_MULTIPART_BYTES = 130 * 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

export interface FileRule {
  maxBytes: number;
  maxCount: number;
  label: string;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 200,
      fieldSize: MAX_FIELD_BYTES,
      fields: 300,
      fileSize: MAX_MULTIPART_BYTES,
      files: 40,
      parts: 340,
      headerPairs: 100,
    },
  });
}

/**
 * Reads every part. fileRule(field) says whether a file field is expected and its limits.
 * Oversized files are drained (so the client gets an answer, not a reset) and then refused with 413.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileRule: (field: string) => FileRule | null,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  const counts = new Map<string, number>();
  let total = 0;
  let failure: Error | null = null;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) failure ??= tooLarge(`Field ${part.fieldname} is too large`);
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        total += value.length;
        const list = fields.get(part.fieldname) ?? [];
        list.push(value);
        fields.set(part.fieldname, list);
        continue;
      }
      const rule = fileRule(part.fieldname);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        total += chunk.length;
        if (failure || !rule || size > rule.maxBytes || total > MAX_MULTIPART_BYTES) continue; // drain
        chunks.push(chunk as Buffer);
      }
      if (failure) continue;
      if (!rule) {
        failure = badRequest(`Unexpected file field ${part.fieldname}`, part.fieldname);
        continue;
      }
      if (size > rule.maxBytes || part.file.truncated) {
        failure = tooLarge(`File too large: ${rule.label} must be at most ${mb(rule.maxBytes)}`);
        continue;
      }
      if (total > MAX_MULTIPART_BYTES) {
        failure = tooLarge('Request body too large');
        continue;
      }
      const n = (counts.get(part.fieldname) ?? 0) + 1;
      counts.set(part.fieldname, n);
      if (n > rule.maxCount) {
        failure = badRequest(`At most ${rule.maxCount} file(s) for ${rule.label}`, part.fieldname);
        continue;
      }
      // Browsers send an empty file part when the input was left blank: treat it as absent.
      if (size === 0) continue;
      files.push({ field: part.fieldname, filename: part.filename, data: Buffer.concat(chunks) });
    }
  } catch (err) {
    // Parser errors (bad boundary, truncated body) carry no status: they are the client's fault.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('Malformed multipart body');
  }
  if (failure) throw failure;
  return { fields, files };
}

/** First value of a field (repeated plain fields keep the first). */
export function field(form: MultipartForm, name: string): string | undefined {
  return form.fields.get(name)?.[0];
}
