/**
 * Multipart forms. A route that lists 'multipart/form-data' in `schema.consumes` gets its whole form
 * read before validation, with the limits its body schema declares for each file field (uploadFile /
 * uploadList in the contract): oversized files are drained, never buffered, and refused with 413.
 * The form then becomes `request.body` (content[0][heading] → body.content[0].heading, files as
 * { filename, data }), and the route's body schema validates it like any JSON body, so every field
 * and file is checked before anything is written.
 */
import multipart from '@fastify/multipart';
import { TOO_LARGE } from '@vyoma/contract';
import {
  FILE_DESCRIPTION_KEYS,
  type UploadedFile,
  type UploadRule,
  uploadRules,
} from '@vyoma/contract/schemas';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError, tooLarge } from '../http/errors.ts';
import { addRouteHook } from '../http/route-config.ts';

/** Whole multipart body: 8 product images of 5 MB, or a 25 MB icon plus 20 section images. */
export const MAX_MULTIPART_BYTES = 130 * 1024 * 1024;
/**
 * One text field. The largest is a blog section's document (content[i][body]): up to 2,000 nodes and
 * 20,000 characters of text as JSON, a few hundred KB at most.
 */
const MAX_FIELD_BYTES = 512 * 1024;
const MULTIPART = 'multipart/form-data';

export interface MultipartForm {
  /** Text fields in the order received, repeated names included. */
  fields: [string, string][];
  files: (UploadedFile & { field: string })[];
  /**
   * Where each part came in the form (fields' first, then files'): a list whose parts may be files or
   * text (product images: new files and media library paths) keeps the order they were sent in.
   */
  order?: { fields: number[]; files: number[] };
}

/** The limits of one received file field (the label may name its section). */
type FileRule = Pick<UploadRule, 'label' | 'maxBytes' | 'maxCount'>;

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

  app.addHook('onRoute', (route) => {
    const consumes = route.schema?.consumes;
    if (!consumes?.includes(MULTIPART)) return;
    const bodySchema = route.schema?.body;
    if (!(bodySchema instanceof z.ZodObject))
      throw new Error(`${route.url}: a multipart body needs a zod object`);
    const fileRule = fileRulesOf(bodySchema);
    const jsonToo = consumes.includes('application/json');
    const readForm: preValidationHookHandler = async (request) => {
      if (!request.isMultipart()) {
        if (jsonToo) return;
        throw badRequest('Expected a multipart/form-data body');
      }
      request.body = formToBody(await readMultipart(request, fileRule), bodySchema);
    };
    addRouteHook(route, 'preValidation', readForm);
  });
}

/** The bytes of an uploaded file as a Buffer (they are one already; this only restores the type). */
export const fileBytes = (file: UploadedFile): Buffer =>
  Buffer.isBuffer(file.data)
    ? file.data
    : Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);

// --- schema → rules --------------------------------------------------------------------------------

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let inner = innerOf(s); inner; inner = innerOf(s)) s = inner;
  return s;
}
const innerOf = (s: z.ZodType) =>
  s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault
    ? (s.def.innerType as z.ZodType)
    : s instanceof z.ZodPipe
      ? // A transform after a schema (the sections' list) or a preprocess before one.
        ((s.def.in instanceof z.ZodTransform ? s.def.out : s.def.in) as z.ZodType)
      : undefined;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which file fields a body schema accepts, as name patterns: `images` (or `images[]`) for a list,
 * `content[3][image]` inside a list of sections.
 */
function fileRulesOf(body: z.ZodObject): (field: string) => FileRule | null {
  const found: { pattern: RegExp; rule: UploadRule }[] = [];
  const walk = (schema: z.ZodType, name: string) => {
    const s = unwrap(schema);
    const rule = uploadRules.get(s);
    if (rule) found.push({ pattern: new RegExp(`^${name}(?:\\[\\])?$`), rule });
    else if (s instanceof z.ZodObject)
      for (const [key, child] of Object.entries(s.shape as Record<string, z.ZodType>))
        walk(child, name ? `${name}\\[${escapeRegExp(key)}\\]` : escapeRegExp(key));
    else if (s instanceof z.ZodArray) walk(s.element as z.ZodType, `${name}\\[(\\d{1,3})\\]`);
    // A record of files by key (a form's files[cv], files[brief]).
    else if (s instanceof z.ZodRecord)
      walk(s.def.valueType as z.ZodType, `${name}\\[[a-z][a-z0-9_]{0,39}\\]`);
    else if (s instanceof z.ZodUnion) for (const option of s.options as z.ZodType[]) walk(option, name);
  };
  walk(body, '');
  return (field) => {
    for (const { pattern, rule } of found) {
      const m = pattern.exec(field);
      if (m) return { ...rule, label: rule.label.replace('{n}', String(Number(m[1] ?? 0) + 1)) };
    }
    return null;
  };
}

// --- form → body -----------------------------------------------------------------------------------

const FIELD_NAME = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

const isDescription = (key: string | undefined): key is (typeof FILE_DESCRIPTION_KEYS)[number] =>
  (FILE_DESCRIPTION_KEYS as readonly (string | undefined)[]).includes(key);
const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && 'filename' in value;

/** Puts a description (alt text, the decorative mark) on a file part; anything else is left alone. */
function describe(
  target: unknown,
  key: (typeof FILE_DESCRIPTION_KEYS)[number],
  value: string | UploadedFile,
) {
  if (isFile(target) && typeof value === 'string' && target[key] === undefined) target[key] = value;
}

/**
 * Plain names give one value (the first), or a list where the schema expects one; name[key] gives an
 * object; name[i][key] gives a list of objects in index order, gaps closed up. Other shapes belong to
 * no form: ignored. A text part that describes a file part (FILE_DESCRIPTION_KEYS: `iconImage[alt]`,
 * `content[0][image][alt]`, and `images[2][alt]` for the third part of the list `images`) is put on
 * that file as `alt` or `decorative`, where the body schema checks it.
 */
export function formToBody(form: MultipartForm, schema: z.ZodObject): Record<string, unknown> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const isList = (key: string) => shape[key] !== undefined && unwrap(shape[key]) instanceof z.ZodArray;
  const body = new Map<string, unknown>();
  const indexed = new Map<string, Map<number, Map<string, unknown>>>();

  // Plain list fields gather (position, value) and are sorted by position at the end.
  const lists = new Map<string, [number, unknown][]>();
  // Descriptions of a plain list's parts (images[2][alt]), put on them once the list is in order.
  const listDescriptions: [string, number, (typeof FILE_DESCRIPTION_KEYS)[number], string | UploadedFile][] =
    [];
  const put = (name: string, value: string | UploadedFile, position: number) => {
    const m = FIELD_NAME.exec(name);
    if (!m) return;
    const key = m[1]!;
    const brackets = [...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((b) => b[1]!);
    const last = brackets.at(-1);
    if (isList(key) && brackets.length === 2 && /^\d{1,3}$/.test(brackets[0]!) && isDescription(last)) {
      listDescriptions.push([key, Number(brackets[0]), last, value]);
    } else if (brackets.length === 1 && isDescription(last) && isFile(body.get(key))) {
      describe(body.get(key), last, value);
    } else if (brackets.length === 3 && /^\d{1,3}$/.test(brackets[0]!) && isDescription(last)) {
      // content[0][image][alt]: the file of an item of a list of objects.
      describe(indexed.get(key)?.get(Number(brackets[0]))?.get(brackets[1]!), last, value);
    } else if (brackets.length === 0 || (brackets.length === 1 && brackets[0] === '')) {
      if (isList(key)) lists.set(key, [...(lists.get(key) ?? []), [position, value]]);
      else if (!body.has(key)) body.set(key, value);
    } else if (brackets.length === 1 && /^[a-zA-Z]\w{0,40}$/.test(brackets[0]!)) {
      // name[key]: one object (seo[title], seo[noindex]).
      const object = (body.get(key) as Record<string, unknown> | undefined) ?? {};
      if (typeof object !== 'object' || object === null || Array.isArray(object)) return;
      if (!Object.hasOwn(object, brackets[0]!)) object[brackets[0]!] = value;
      body.set(key, object);
    } else if (brackets.length === 2 && /^[a-zA-Z]\w{0,40}$/.test(brackets[0]!) && brackets[1] === '') {
      // name[key][]: a list inside one object (a form's ticked checkboxes, values[services][]).
      const object = (body.get(key) as Record<string, unknown> | undefined) ?? {};
      if (typeof object !== 'object' || object === null || Array.isArray(object)) return;
      const list = object[brackets[0]!];
      if (list !== undefined && !Array.isArray(list)) return;
      object[brackets[0]!] = [...((list as unknown[] | undefined) ?? []), value];
      body.set(key, object);
    } else if (brackets.length === 2 && /^\d{1,3}$/.test(brackets[0]!) && brackets[1]) {
      const items = indexed.get(key) ?? new Map<number, Map<string, unknown>>();
      indexed.set(key, items);
      const item = items.get(Number(brackets[0])) ?? new Map<string, unknown>();
      items.set(Number(brackets[0]), item);
      if (!item.has(brackets[1])) item.set(brackets[1], value);
    }
  };
  // Files first: a file beats a text value sent under the same name.
  const count = form.fields.length + form.files.length;
  for (const [i, file] of form.files.entries())
    put(file.field, { filename: file.filename, data: file.data }, form.order?.files[i] ?? i);
  for (const [i, [name, value]] of form.fields.entries())
    put(name, value, form.order?.fields[i] ?? count + i);
  for (const [key, values] of lists)
    body.set(
      key,
      values.sort((a, b) => a[0] - b[0]).map(([, v]) => v),
    );
  for (const [key, index, description, value] of listDescriptions)
    describe((body.get(key) as unknown[] | undefined)?.[index], description, value);
  for (const [key, items] of indexed) {
    body.set(
      key,
      [...items.entries()].sort((a, b) => a[0] - b[0]).map(([, item]) => Object.fromEntries(item)),
    );
  }
  return Object.fromEntries(body);
}

// --- reading ---------------------------------------------------------------------------------------

/**
 * Reads every part. fileRule(field) says whether a file field is expected and its limits.
 * Oversized files are drained (so the client gets an answer, not a reset) and then refused with 413.
 */
async function readMultipart(
  request: FastifyRequest,
  fileRule: (field: string) => FileRule | null,
): Promise<MultipartForm> {
  const fields: [string, string][] = [];
  const files: MultipartForm['files'] = [];
  const order = { fields: [] as number[], files: [] as number[] };
  let position = 0;
  const counts = new Map<string, number>();
  let total = 0;
  let failure: Error | null = null;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) failure ??= tooLarge(`Field ${part.fieldname} is too large`);
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        total += value.length;
        fields.push([part.fieldname, value]);
        order.fields.push(position++);
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
        // Named by its field too, so a form can show the message beside it.
        const message = `File too large: ${rule.label} must be at most ${mb(rule.maxBytes)}`;
        failure = new HttpError(413, message, { [part.fieldname]: message });
        continue;
      }
      if (total > MAX_MULTIPART_BYTES) {
        failure = tooLarge(TOO_LARGE.body);
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
      order.files.push(position++);
    }
  } catch (err) {
    // Parser errors (bad boundary, truncated body) carry no status: they are the client's fault.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('Malformed multipart body');
  }
  if (failure) throw failure;
  return { fields, files, order };
}
