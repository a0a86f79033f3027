/**
 * Forms staff build (issue 29 item 3) and the job application form (item 1): the shape of a form's
 * definition, which fields a condition shows, and the one check of an entry against its definition.
 * No zod and no DOM: the server validates every entry with `checkEntry`, and the public form runs the
 * same function in the browser as a help (the server's answer decides). The admin's zod schema of a
 * definition is in form-schema.ts.
 */
import type { JsonWord, JsonWords } from './content-types/define.ts';
import { FORMS as FORM_TEXTS } from './texts/en/forms.ts';
import { formatText, type TextsOf } from './texts/format.ts';

/** The words of a built form's checks and page in one language (texts/<lang>/forms.ts). */
export type FormTexts = TextsOf<typeof FORM_TEXTS>;

export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'select',
  'radio',
  'checkboxes',
  'date',
  'file',
  'consent',
  'hidden',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  textarea: 'Long text',
  email: 'E-mail',
  phone: 'Phone',
  number: 'Number',
  select: 'Choice: drop-down list',
  radio: 'Choice: one of several buttons',
  checkboxes: 'Choice: tick any',
  date: 'Date',
  file: 'File',
  consent: 'Consent box',
  hidden: 'Hidden: from the visit’s campaign',
};

/** Field types with a list of options. */
export const CHOICE_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkboxes'];
/** Field types another field's condition may look at (their values are few and known). */
export const CONDITION_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkboxes', 'consent'];

/** Where a hidden field's value comes from: the visit's campaign tags, first page or referrer. */
export const HIDDEN_SOURCES = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'landing_page',
  'referrer',
] as const;
export type HiddenSource = (typeof HIDDEN_SOURCES)[number];

export const HIDDEN_SOURCE_LABELS: Record<HiddenSource, string> = {
  utm_source: 'Campaign source (utm_source)',
  utm_medium: 'Campaign medium (utm_medium)',
  utm_campaign: 'Campaign name (utm_campaign)',
  utm_term: 'Campaign term (utm_term)',
  utm_content: 'Campaign content (utm_content)',
  landing_page: 'First page of the visit',
  referrer: 'The site the visit came from',
};

/** File kinds a file field may take; each is recognised from the file's bytes (server/media/sniff.ts). */
export const FILE_KINDS = ['pdf', 'word', 'image'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  word: 'Word (.docx or .doc)',
  image: 'image (PNG, JPEG, WebP)',
};
/** What a browser's file picker offers for each kind (a help only: the bytes decide). */
export const FILE_KIND_ACCEPT: Record<FileKind, string> = {
  pdf: '.pdf,application/pdf',
  word: '.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  image: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
};

export const FORM_LIMITS = {
  fields: 40,
  steps: 8,
  options: 40,
  optionLength: 200,
  labelLength: 300,
  helpLength: 500,
  keyPattern: /^[a-z][a-z0-9_]{0,39}$/,
  /** A text field's default and largest maximum length. */
  textMax: 500,
  textareaMax: 5000,
  /** One uploaded file (a CV too). */
  fileBytes: 5 * 1024 * 1024,
  /** Files one entry may carry in all. */
  filesPerEntry: 3,
  notify: 10,
  titleLength: 120,
  messageLength: 1000,
  /** An entry equal to one of the same form stored this recently is answered as sent and not stored again. */
  duplicateWindowMinutes: 10,
} as const;

export interface FormFieldCondition {
  /** The key of an earlier field. */
  field: string;
  /** Shown when that field's value is this (for checkboxes: one of the ticked; for consent: "yes"). */
  equals: string;
}

export interface FormField {
  key: string;
  type: FormFieldType;
  label: string;
  help?: string;
  required: boolean;
  /** select, radio, checkboxes. */
  options?: string[];
  showWhen?: FormFieldCondition;
  /** Which step (0-based) of a form with steps. */
  step?: number;
  /** text and textarea: characters. */
  minLength?: number;
  maxLength?: number;
  /** number: bounds. */
  min?: number;
  max?: number;
  /** hidden: where its value comes from. */
  source?: HiddenSource;
  /** file: the kinds it takes (default: PDF and Word). */
  accept?: FileKind[];
  /**
   * Issue 36, public reads in another language only: what a visitor reads for each option (its
   * version's words); the value sent and stored stays the option.
   */
  optionLabels?: string[];
}

export type FormConfirmation = { kind: 'message'; message: string } | { kind: 'page'; path: string };

/** What the public form needs (no notification addresses). */
export interface PublicFormDefinition {
  _id: string;
  slug: string;
  title: string;
  version: number;
  fields: FormField[];
  /** Step titles; none: one page. */
  steps: string[];
  confirmation: FormConfirmation;
}

export const FORM_CONFIRMATION_DEFAULT = 'Thank you: we have your answers and will be in touch soon.';

/** A form's definition as stored (issue 29; content-types form.ts): its fields, steps, what the visitor sees after, who is told. */
export interface FormDefinition {
  fields: FormField[];
  steps: string[];
  confirmation: FormConfirmation;
  notify: string[];
}

/** What a new form starts from in the builder. */
export const FORM_STARTER: FormDefinition = {
  fields: [
    { key: 'name', type: 'text', label: 'Your name', required: true },
    { key: 'email', type: 'email', label: 'E-mail', required: true },
  ],
  steps: [],
  confirmation: { kind: 'message', message: FORM_CONFIRMATION_DEFAULT },
  notify: [],
};

// --- words in other languages (issue 36) --------------------------------------------------------------

const fieldName = (f: FormField) => `“${f.label.length > 60 ? `${f.label.slice(0, 59)}…` : f.label}”`;

/**
 * A form's words (content-types/form.ts: its definition is translated by these alone): each shown
 * field's label, help and options, the steps' titles and the confirmation message, each named by a
 * key that survives edits (the field's key; an option by its value, which entries store). A hidden
 * field is never seen: it has none. A version lays its words over the English form; a word it lacks
 * (a field added since) stays English until it is translated ("needs update" says so).
 */
export const FORM_WORDS: JsonWords = {
  of(doc) {
    const def = doc as Partial<FormDefinition>;
    const out: JsonWord[] = [];
    for (const f of def.fields ?? []) {
      if (f.type === 'hidden') continue;
      const name = fieldName(f);
      out.push({
        key: `fields.${f.key}.label`,
        label: `Field ${name}`,
        text: f.label,
        max: FORM_LIMITS.labelLength,
      });
      if (f.help)
        out.push({
          key: `fields.${f.key}.help`,
          label: `Field ${name}: help`,
          text: f.help,
          max: FORM_LIMITS.helpLength,
        });
      for (const option of f.options ?? [])
        out.push({
          key: `fields.${f.key}.options.${option}`,
          label: `Field ${name}: option “${option}”`,
          text: option,
          max: FORM_LIMITS.optionLength,
        });
    }
    for (const [i, title] of (def.steps ?? []).entries())
      out.push({ key: `steps.${i}`, label: `Step ${i + 1}`, text: title, max: FORM_LIMITS.labelLength });
    if (def.confirmation?.kind === 'message')
      out.push({
        key: 'confirmation',
        label: 'Confirmation message',
        text: def.confirmation.message,
        max: FORM_LIMITS.messageLength,
        multiline: true,
      });
    return out;
  },
  in(doc, words) {
    const def = doc as FormDefinition;
    const word = (key: string, english: string) => words[key] || english;
    return {
      ...def,
      fields: def.fields.map((f) => ({
        ...f,
        label: word(`fields.${f.key}.label`, f.label),
        ...(f.help ? { help: word(`fields.${f.key}.help`, f.help) } : {}),
        ...(f.options ? { optionLabels: f.options.map((o) => word(`fields.${f.key}.options.${o}`, o)) } : {}),
      })),
      steps: def.steps.map((title, i) => word(`steps.${i}`, title)),
      confirmation:
        def.confirmation.kind === 'message'
          ? { kind: 'message', message: word('confirmation', def.confirmation.message) }
          : def.confirmation,
    } satisfies FormDefinition;
  },
};

// --- conditions -------------------------------------------------------------------------------------

/** A submitted value: text, the ticked options of checkboxes, or nothing. */
export type RawValue = string | string[] | undefined;

const asList = (value: RawValue): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : value === '' ? [] : [value];

/** Whether a consent box's submitted value means ticked (a form posts "on", the API "true"). */
export const isTicked = (value: RawValue): boolean =>
  asList(value).some((v) => ['on', 'true', 'yes', '1'].includes(v.trim().toLowerCase()));

function conditionHolds(condition: FormFieldCondition, controller: FormField, value: RawValue): boolean {
  if (controller.type === 'consent') return isTicked(value) === (condition.equals === 'yes');
  return asList(value)
    .map((v) => v.trim())
    .includes(condition.equals);
}

/**
 * The keys of the fields shown for these values: a field with a condition is shown when the field it
 * names is shown and has the value it names. Conditions look only at earlier fields (the definition's
 * rule), so one pass in order decides.
 */
export function visibleFields(fields: readonly FormField[], values: Record<string, RawValue>): Set<string> {
  const shown = new Set<string>();
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const field of fields) {
    const condition = field.showWhen;
    if (!condition) {
      shown.add(field.key);
      continue;
    }
    const controller = byKey.get(condition.field);
    if (
      controller &&
      shown.has(controller.key) &&
      conditionHolds(condition, controller, values[controller.key])
    )
      shown.add(field.key);
  }
  return shown;
}

// --- checking an entry ------------------------------------------------------------------------------

/** A file as the check sees it: its name, size and the kind its bytes were recognised as (null: none). */
export interface EntryFile {
  name: string;
  bytes: number;
  kind: FileKind | null;
}

/** Where the visit came from, for hidden fields. */
export interface EntryVisit {
  utm?: { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
  landingPage?: string;
  referrer?: string;
}

/** One answer of an entry, as stored: readable without the definition it was made with. */
export interface EntryValue {
  key: string;
  type: FormFieldType;
  label: string;
  /** Text, the ticked options, "yes" for a ticked consent box, or the file's name. */
  value: string | string[];
}

export interface EntryCheck {
  /** Answers of the shown fields that have one, in the definition's order (hidden by a condition: never). */
  values: EntryValue[];
  /** Field key → message, for every field refused. */
  errors: Record<string, string>;
  /** Keys of the file fields whose file is kept. */
  files: string[];
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;
export const FORM_PHONE = /^\+?[0-9 ()-]{6,20}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (value: string) => value.replace(CONTROL, '').trim();

const KIND_TEXT = { pdf: 'kindPdf', word: 'kindWord', image: 'kindImage' } as const;
const kindsText = (kinds: readonly FileKind[], t: FormTexts) => kinds.map((k) => t[KIND_TEXT[k]]).join(t.or);
export const fileKindsOf = (field: Pick<FormField, 'accept'>): FileKind[] =>
  field.accept && field.accept.length > 0 ? field.accept : ['pdf', 'word'];
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function hiddenValue(source: HiddenSource | undefined, visit: EntryVisit): string {
  switch (source) {
    case 'landing_page':
      return visit.landingPage ?? '';
    case 'referrer':
      return visit.referrer ?? '';
    case undefined:
      return '';
    default:
      return visit.utm?.[source.slice(4) as keyof NonNullable<EntryVisit['utm']>] ?? '';
  }
}

/**
 * Checks an entry against its form's fields: each shown field's rules (required, length, format,
 * options, file kind and size), and keeps only the answers of shown fields. A field hidden by a
 * condition is neither required nor kept; a hidden field takes its value from the visit, never from
 * what was sent.
 */
export function checkEntry(
  fields: readonly FormField[],
  values: Record<string, RawValue>,
  files: Record<string, EntryFile | undefined> = {},
  visit: EntryVisit = {},
  t: FormTexts = FORM_TEXTS,
): EntryCheck {
  const shown = visibleFields(fields, values);
  const out: EntryCheck = { values: [], errors: {}, files: [] };
  for (const field of fields) {
    if (!shown.has(field.key)) continue;
    const error = (message: string) => {
      out.errors[field.key] = message;
    };
    const keep = (value: string | string[]) =>
      out.values.push({ key: field.key, type: field.type, label: field.label, value });
    const raw = values[field.key];
    const text = clean(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''));
    const label = field.label;
    const say = (text: string, more: Record<string, string | number> = {}) =>
      error(formatText(text, { label, ...more }));

    switch (field.type) {
      case 'hidden': {
        const value = clean(hiddenValue(field.source, visit)).slice(0, 1000);
        if (value) keep(value);
        break;
      }
      case 'file': {
        const file = files[field.key];
        if (!file) {
          if (field.required) say(t.required);
          break;
        }
        const kinds = fileKindsOf(field);
        if (file.bytes > FORM_LIMITS.fileBytes) say(t.tooLarge, { size: mb(FORM_LIMITS.fileBytes) });
        else if (!file.kind || !kinds.includes(file.kind)) say(t.wrongKind, { kinds: kindsText(kinds, t) });
        else {
          keep(file.name);
          out.files.push(field.key);
        }
        break;
      }
      case 'consent': {
        if (isTicked(raw)) keep('yes');
        else if (field.required) say(t.tick);
        break;
      }
      case 'checkboxes': {
        const ticked = [...new Set(asList(raw).map(clean))].filter(Boolean);
        const options = field.options ?? [];
        if (ticked.some((v) => !options.includes(v))) say(t.notAnOption);
        else if (ticked.length === 0) {
          if (field.required) say(t.atLeastOne);
        } else keep(options.filter((o) => ticked.includes(o)));
        break;
      }
      default: {
        if (text === '') {
          if (field.required) say(t.required);
          break;
        }
        const problem = textProblem(field, text, t);
        if (problem) error(problem);
        else keep(field.type === 'number' ? String(Number(text)) : text);
      }
    }
  }
  return out;
}

function textProblem(field: FormField, text: string, t: FormTexts): string | null {
  const say = (message: string, more: Record<string, string | number> = {}) =>
    formatText(message, { label: field.label, ...more });
  switch (field.type) {
    case 'email':
      return text.length > 254 || !EMAIL.test(text) ? say(t.emailInvalid) : null;
    case 'phone':
      return FORM_PHONE.test(text) ? null : say(t.phoneInvalid);
    case 'number': {
      const n = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(n)) return say(t.notANumber);
      if (field.min !== undefined && n < field.min) return say(t.atLeast, { min: field.min });
      if (field.max !== undefined && n > field.max) return say(t.atMost, { max: field.max });
      return null;
    }
    case 'date':
      return validDate(text) ? null : say(t.dateInvalid);
    case 'select':
    case 'radio':
      return (field.options ?? []).includes(text) ? null : say(t.notAnOption);
    default: {
      const max = Math.min(
        field.maxLength ?? (field.type === 'textarea' ? FORM_LIMITS.textareaMax : FORM_LIMITS.textMax),
        field.type === 'textarea' ? FORM_LIMITS.textareaMax : FORM_LIMITS.textMax,
      );
      if (field.minLength !== undefined && text.length < field.minLength)
        return say(t.tooShort, { min: field.minLength });
      if (text.length > max) return say(t.tooLong, { max });
      return null;
    }
  }
}

/** An answer as one line of text (the inbox, the CSV, mail). */
export const entryValueText = (value: EntryValue): string =>
  Array.isArray(value.value) ? value.value.join(', ') : value.value;

/** An entry as the enquiry's message: one "Label: answer" line per answer (hidden fields left out). */
export function entryMessage(values: readonly EntryValue[]): string {
  return values
    .filter((v) => v.type !== 'hidden')
    .map((v) => (v.type === 'consent' ? `Agreed: ${v.label}` : `${v.label}: ${entryValueText(v)}`))
    .join('\n');
}

// --- job applications (item 1) ----------------------------------------------------------------------

export const APPLICATION_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const APPLICATION_LIMITS = {
  cvBytes: FORM_LIMITS.fileBytes,
  coverNote: 5000,
  links: 5,
  linkLength: 500,
  rating: 5,
  pageSize: 50,
  /** An application by the same e-mail to the same opening this recently is the same application. */
  duplicateWindowHours: 24,
} as const;

/** The CV: a PDF or a Word document, recognised from its bytes. */
export const CV_KINDS: readonly FileKind[] = ['pdf', 'word'];

/**
 * The consent box's text when the site settings have none of their own. `{siteName}` is filled in.
 * Its exact text and version are stored with each application.
 */
export const DEFAULT_APPLICATION_CONSENT =
  'I agree that {siteName} keeps my application and CV to consider me for this opening, and deletes them {days} days after it closes unless I agree to more.';

/** The consent box's text as the applicant sees it (and as it is stored): the settings' or the default, filled in. */
export function applicationConsentText(
  settings: { siteName: string; applicationConsent?: string },
  retentionDays: number,
): string {
  const text = settings.applicationConsent?.trim() || DEFAULT_APPLICATION_CONSENT;
  return text.replaceAll('{siteName}', settings.siteName).replaceAll('{days}', String(retentionDays));
}

export const APPLICATION_MESSAGES = {
  sent: 'Thank you: your application is in. We read every one and will reply by e-mail within two weeks, whatever the outcome.',
  closed: 'This opening is closed: it no longer takes applications.',
  notFound: 'Job opening not found',
  sending: 'Sending your application…',
  /** The CV's bytes are no document, whatever its name says (the browser checks only the name). */
  cvNotADocument: `CV must be a ${FILE_KIND_LABELS.pdf} or ${FILE_KIND_LABELS.word} file (this one is not, whatever its name)`,
  consentChanged:
    'The consent text changed since the page was opened: read it again, tick the box and send again.',
} as const;
