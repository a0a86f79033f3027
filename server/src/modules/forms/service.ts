/**
 * Taking an entry of a form staff built (issue 29), the same for POST /api/v1/forms/{slug}/entries and
 * the form's page posted without JavaScript (modules/pages): every answer is checked against the
 * form's stored definition (contract checkEntry: conditions decide which fields count), files are
 * judged by their bytes, bots are answered like people (a honeypot drops the entry, a form sent
 * faster than a person can is stored as spam), the same entry sent again soon is stored once, and the
 * entry becomes an enquiry in the inbox with its answers, the form's name and version, and the visit.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  checkEntry,
  type EntryFile,
  type EntryValue,
  entryMessage,
  FORM_LIMITS,
  type FormConfirmation,
  type FormField,
} from '@vyoma/contract';
import { FORM } from '@vyoma/contract/content-types';
import { rawValues } from '@vyoma/contract/form-schema';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { formatText, formTextsIn } from '@vyoma/contract/refusals';

import type { AttributionInput, UploadedFile } from '@vyoma/contract/schemas';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { fileBytes } from '../../plugins/uploads.ts';
import { CAPTCHA_FAILED, captchaPasses } from '../captcha/index.ts';
import { type AcceptMeta, acceptEnquiry } from '../contact/index.ts';
import { cleanFileName, type NewEntryFile } from '../entry-files/index.ts';
import { sniffEntryFile } from '../media/index.ts';
import { formRow, formRowIn, recentEntry } from './repository.ts';

export const FORM_NOT_FOUND = FORM.messages.notFound;

/** What a form's entry sends, as the route's schema parsed it. */
export interface EntryInput {
  values: Record<string, unknown>;
  files?: Record<string, UploadedFile>;
  website?: string;
  renderedAt?: number;
  sentAt?: number;
  attribution?: AttributionInput;
  captcha?: string;
  /** Issue 36: the language of the page it is sent from (its form in that language); default English. */
  lang?: string;
}

export interface EntryOutcome {
  id: string;
  confirmation: FormConfirmation;
}

/** The inbox's name, e-mail and phone of an entry: from the fields that hold them, when the form has them. */
function contactOf(fields: readonly FormField[], values: EntryValue[], formTitle: string) {
  const first = (type: FormField['type']) => {
    const v = values.find((x) => x.type === type);
    return typeof v?.value === 'string' ? v.value : '';
  };
  const nameField = fields.find((f) => f.type === 'text' && /name/i.test(`${f.key} ${f.label}`));
  const named = values.find((v) => v.key === nameField?.key);
  const email = first('email');
  const name = (typeof named?.value === 'string' && named.value) || email || `${formTitle} entry`;
  return { name: name.slice(0, 100), email, phone: first('phone') };
}

const hashOf = (formId: string, values: EntryValue[], files: NewEntryFile[]) =>
  createHash('sha256')
    .update(formId)
    .update(JSON.stringify(values.map((v) => [v.key, v.value])))
    .update(files.map((f) => createHash('sha256').update(f.data).digest('hex')).join(','))
    .digest('hex');

export async function acceptFormEntry(
  ctx: AppContext,
  slug: string,
  input: EntryInput,
  meta: {
    ip?: string;
    refererPage?: string | null;
    /** The counted visit it came from (issue 27): ctx.analytics.visitFor(request). */
    visit?: AcceptMeta['visit'];
  } = {},
): Promise<EntryOutcome> {
  const form = await formRow(ctx.db, slug);
  if (!form) throw notFound(FORM_NOT_FOUND);
  // Issue 36: sent from a page in another language, the form the visitor read there (its words over
  // the English form) checks it, in that language's words; the inbox keeps the English labels.
  const lang = input.lang && input.lang !== DEFAULT_LANGUAGE_CODE ? input.lang : null;
  const shown = (lang && (await formRowIn(ctx.db, slug, lang))) || form;
  const texts = formTextsIn(lang ?? DEFAULT_LANGUAGE_CODE);
  const confirmation = shown.definition.confirmation;
  // A filled honeypot: the same answer as a person gets, nothing stored.
  if (input.website) return { id: randomUUID(), confirmation };
  if (!(await captchaPasses(ctx.config.captcha, input.captcha, meta.ip)))
    throw new HttpError(400, CAPTCHA_FAILED, { captcha: CAPTCHA_FAILED });

  const fields = form.definition.fields;
  const fileFields = new Set(fields.filter((f) => f.type === 'file').map((f) => f.key));
  const sent = new Map<
    string,
    { file: UploadedFile; data: Buffer; sniffed: ReturnType<typeof sniffEntryFile> }
  >();
  const entryFiles: Record<string, EntryFile> = {};
  for (const [key, file] of Object.entries(input.files ?? {})) {
    if (!fileFields.has(key)) continue; // not a file field of this form: ignored, like any unknown answer
    const data = fileBytes(file);
    const sniffed = sniffEntryFile(data);
    sent.set(key, { file, data, sniffed });
    entryFiles[key] = { name: file.filename, bytes: data.length, kind: sniffed?.kind ?? null };
  }
  const a = input.attribution ?? {};
  const checked = checkEntry(
    shown.definition.fields,
    rawValues(input.values),
    entryFiles,
    { utm: a.utm, landingPage: a.landingPage, referrer: a.referrer },
    texts,
  );
  const englishLabel = new Map(fields.map((f) => [f.key, f.label]));
  for (const value of checked.values) value.label = englishLabel.get(value.key) ?? value.label;
  const refused = Object.keys(checked.errors);
  if (refused.length > 0) {
    const errors: Record<string, string> = {};
    for (const key of refused) errors[`values[${key}]`] = checked.errors[key]!;
    const first = checked.errors[refused[0]!]!;
    throw new HttpError(
      400,
      refused.length === 1 ? first : formatText(texts.andMore, { message: first, n: refused.length - 1 }),
      errors,
    );
  }

  const files: NewEntryFile[] = checked.files.map((key) => {
    const { file, data, sniffed } = sent.get(key)!;
    return {
      fieldKey: key,
      name: cleanFileName(file.filename, key),
      kind: sniffed!.kind,
      mime: sniffed!.mime,
      data,
    };
  });
  const hash = hashOf(form.id, checked.values, files);
  const since = new Date(Date.now() - FORM_LIMITS.duplicateWindowMinutes * 60_000);
  const earlier = await recentEntry(ctx.db, form.id, hash, since);
  if (earlier) return { id: earlier, confirmation };

  const contact = contactOf(fields, checked.values, form.title);
  const outcome = await acceptEnquiry(
    ctx,
    {
      ...contact,
      message: entryMessage(checked.values) || form.title,
      attribution: input.attribution,
      ...(lang ? { lang } : {}),
      renderedAt: input.renderedAt,
      sentAt: input.sentAt,
    },
    {
      refererPage: meta.refererPage,
      visit: meta.visit,
      entry: {
        form: { id: form.id, version: form.version, title: form.title },
        fields: checked.values,
        hash,
        files,
        notify: form.definition.notify,
      },
    },
  );
  return { id: outcome.kind === 'dropped' ? randomUUID() : outcome.id, confirmation };
}
