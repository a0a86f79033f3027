/**
 * Request schemas of issue 29: a form's definition (the admin's builder), an entry of a form, a job
 * application and the candidates screen's queries and changes. Their own entry
 * ('@vyoma/contract/form-schema'), so pages that load the shared schemas do not carry them; the
 * public forms check entries with forms.ts alone (no zod).
 */
import {
  APPLICATION_LIMITS,
  APPLICATION_STAGES,
  CHOICE_TYPES,
  CONDITION_TYPES,
  FILE_KINDS,
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  type FormField,
  HIDDEN_SOURCES,
  type RawValue,
} from './forms.ts';
import { LANGUAGE_CODE } from './language-rules.ts';
import {
  attributionSchema,
  blankToNull,
  PHONE_PATTERN,
  requiredText,
  slugSchema,
  uploadFile,
  versionSchema,
} from './schemas.ts';
import { z } from './zod.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number within bounds, or nothing. */
const optionalCount = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === null ? undefined : blankToUndefined(v)),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );
const optionalBound = (label: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : blankToUndefined(v)),
    z
      .number({ error: `${label} must be a number` })
      .min(-1e12, `${label} is too small`)
      .max(1e12, `${label} is too large`)
      .optional(),
  );

const fieldSchema = z.object(
  {
    key: z
      .string({ error: 'Each field needs a key' })
      .trim()
      .regex(
        FORM_LIMITS.keyPattern,
        'A field key is 1–40 lower-case letters, digits or _, starting with a letter (e.g. budget, company_size)',
      ),
    type: z.enum(FORM_FIELD_TYPES, { error: `A field's type must be one of ${FORM_FIELD_TYPES.join(', ')}` }),
    label: requiredText('Field label', FORM_LIMITS.labelLength),
    help: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'Help text must be text' })
        .trim()
        .max(FORM_LIMITS.helpLength, `Help text must be at most ${FORM_LIMITS.helpLength} characters`)
        .optional(),
    ),
    required: z.boolean({ error: 'Required must be true or false' }).default(false),
    options: z
      .array(requiredText('Option', FORM_LIMITS.optionLength), { error: 'Options must be a list' })
      .max(FORM_LIMITS.options, `At most ${FORM_LIMITS.options} options`)
      .optional(),
    showWhen: z
      .preprocess(
        (v) => (v === null ? undefined : v),
        z
          .object(
            {
              field: z.string({ error: 'Choose the field the condition looks at' }).trim().min(1),
              equals: requiredText('The value that shows the field', FORM_LIMITS.optionLength),
            },
            { error: 'showWhen must be { field, equals }' },
          )
          .optional(),
      )
      .optional(),
    step: optionalCount('Step', 0, FORM_LIMITS.steps - 1),
    minLength: optionalCount('Minimum length', 0, FORM_LIMITS.textareaMax),
    maxLength: optionalCount('Maximum length', 1, FORM_LIMITS.textareaMax),
    min: optionalBound('Minimum'),
    max: optionalBound('Maximum'),
    source: z
      .enum(HIDDEN_SOURCES, { error: `Source must be one of ${HIDDEN_SOURCES.join(', ')}` })
      .optional(),
    accept: z
      .array(z.enum(FILE_KINDS, { error: `File kinds are ${FILE_KINDS.join(', ')}` }))
      .max(FILE_KINDS.length)
      .optional(),
  },
  { error: 'Each field must be an object' },
);

const confirmationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('message'),
      message: requiredText('Confirmation message', FORM_LIMITS.messageLength),
    }),
    z.object({
      kind: z.literal('page'),
      path: z
        .string({ error: 'The page to go to is required' })
        .trim()
        .regex(/^\/(?!\/)[^\s\\]{0,300}$/, 'The page to go to must be a path on this site, starting with /'),
    }),
  ],
  { error: 'confirmation must be { kind: "message", message } or { kind: "page", path }' },
);

/**
 * Body of POST /api/v1/admin/forms and PUT …/{id}: the form's title, URL name, fields (with their
 * rules and conditions), optional steps, what the visitor sees after sending, and who is told. Every
 * rule between fields is checked here, so a stored definition is always one `checkEntry` can use.
 */
export const formDefinitionSchema = z
  .object({
    title: requiredText('Title', FORM_LIMITS.titleLength),
    slug: slugSchema,
    fields: z
      .array(fieldSchema, { error: 'fields must be a list' })
      .min(1, 'Add at least one field')
      .max(FORM_LIMITS.fields, `A form has at most ${FORM_LIMITS.fields} fields`),
    steps: z
      .array(requiredText('Step title', 80), { error: 'steps must be a list of titles' })
      .max(FORM_LIMITS.steps, `At most ${FORM_LIMITS.steps} steps`)
      .default([]),
    confirmation: confirmationSchema.default({
      kind: 'message',
      message: 'Thank you: we have your answers and will be in touch soon.',
    }),
    notify: z
      .array(z.string().trim().pipe(z.email('Each address to notify must be an e-mail address')), {
        error: 'notify must be a list of e-mail addresses',
      })
      .max(FORM_LIMITS.notify, `At most ${FORM_LIMITS.notify} addresses to notify`)
      .default([]),
    version: versionSchema,
  })
  .superRefine((form, ctx) => {
    const seen = new Map<string, FormField['type']>();
    let files = 0;
    form.fields.forEach((field, i) => {
      const issue = (key: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['fields', i, key], message });
      const name = `Field ${i + 1} (${field.label})`;
      if (seen.has(field.key)) issue('key', `${name}: the key ${field.key} is used twice`);
      const choice = CHOICE_TYPES.includes(field.type);
      if (choice && (field.options ?? []).length === 0) issue('options', `${name}: add at least one option`);
      if (choice && new Set(field.options).size !== (field.options ?? []).length)
        issue('options', `${name}: each option once`);
      if (!choice && field.options && field.options.length > 0)
        issue('options', `${name}: only choice fields have options`);
      if (field.type === 'hidden' && !field.source)
        issue('source', `${name}: choose where its value comes from`);
      if (field.type === 'file') files += 1;
      if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
        issue('minLength', `${name}: the minimum length is above the maximum`);
      if (field.min !== undefined && field.max !== undefined && field.min > field.max)
        issue('min', `${name}: the minimum is above the maximum`);
      if (field.step !== undefined && field.step >= Math.max(1, form.steps.length))
        issue('step', `${name}: there is no step ${field.step + 1}`);
      const condition = field.showWhen;
      if (condition) {
        const controller = seen.get(condition.field);
        if (!controller) issue('showWhen', `${name}: a condition looks at an earlier field`);
        else if (!CONDITION_TYPES.includes(controller))
          issue('showWhen', `${name}: a condition looks at a choice or a consent box`);
        else {
          const options = form.fields.find((f) => f.key === condition.field)?.options ?? [];
          const known = controller === 'consent' ? ['yes', 'no'] : options;
          if (!known.includes(condition.equals))
            issue('showWhen', `${name}: the condition's value must be one of ${known.join(', ')}`);
        }
      }
      seen.set(field.key, field.type);
    });
    if (files > FORM_LIMITS.filesPerEntry)
      ctx.addIssue({
        code: 'custom',
        path: ['fields'],
        message: `A form has at most ${FORM_LIMITS.filesPerEntry} file fields`,
      });
  });
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;
export type FormDefinitionValues = z.output<typeof formDefinitionSchema>;

// --- entries ----------------------------------------------------------------------------------------

/** A browser clock reading (ms); form posts send it as a string. */
const clock = z.preprocess((value) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
}, z.number({ error: 'A time in milliseconds' }).int().min(0).max(Number.MAX_SAFE_INTEGER).optional());

/** Multipart sends the visit's attribution as one JSON text field; JSON as an object. */
const attribution = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, attributionSchema.optional());

/** What every public form sends besides its answers: the honeypot, the clocks and the visit. */
const spamAndVisit = {
  /** Honeypot: humans never see or fill it; a filled one is answered like a success and dropped. */
  website: z.string().max(500).optional(),
  renderedAt: clock,
  sentAt: clock,
  attribution,
  /** The Turnstile or hCaptcha token, when the site has keys for one. */
  captcha: z.string().max(4096).optional(),
};

/** An answer as sent: text, a list (checkboxes), or true/false/number in JSON. */
const answer = z
  .union([
    z.string().max(FORM_LIMITS.textareaMax * 2),
    z.array(z.string().max(FORM_LIMITS.optionLength * 2)).max(FORM_LIMITS.options),
    z.boolean(),
    z.number(),
    z.null(),
  ])
  .optional();

const FILE_RULE = {
  label: 'File',
  types: ['application/pdf', 'application/msword', 'image/png', 'image/jpeg', 'image/webp'],
  maxBytes: FORM_LIMITS.fileBytes,
};

/**
 * Body of POST /api/v1/forms/{slug}/entries: `values[key]` per field (checkboxes: `values[key][]`),
 * `files[key]` per file field (multipart), the honeypot, the clocks and the visit. The answers are
 * checked against the form's stored definition on the server (forms.ts checkEntry), not here.
 */
export const formEntrySchema = z.object({
  values: z
    .record(z.string().max(60), answer, { error: 'values must be an object of answers by field key' })
    .default({}),
  files: z.record(z.string().max(60), uploadFile(FILE_RULE)).optional(),
  ...spamAndVisit,
  /** Issue 36: the language of the page it is sent from (the form in its words there); default English. */
  lang: z
    .string({ error: 'Language must be a language code such as hi' })
    .regex(LANGUAGE_CODE, 'Language must be a language code such as hi')
    .optional(),
});
export type FormEntryInput = z.input<typeof formEntrySchema>;

/** The answers as the check reads them (JSON's true, numbers and null become text). */
export function rawValues(values: Record<string, unknown>): Record<string, RawValue> {
  const out: Record<string, RawValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) out[key] = value.map(String);
    else if (typeof value === 'boolean') out[key] = value ? 'true' : '';
    else if (typeof value === 'number') out[key] = String(value);
    else if (typeof value === 'string') out[key] = value;
  }
  return out;
}

// --- job applications -------------------------------------------------------------------------------

/** "linkedin.com/in/me" is read as https://linkedin.com/in/me. */
const withScheme = (v: unknown) =>
  typeof v === 'string' && v !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v;

/** Links, one per line or comma (a form's text area), or a list (repeated multipart field, JSON). */
const links = z.preprocess(
  (value) => {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : value;
    return Array.isArray(list)
      ? list
          .flatMap((v) => (typeof v === 'string' ? v.split(/[\s,]+/) : [v]))
          .filter(Boolean)
          .map(withScheme)
      : list;
  },
  z
    .array(
      z
        .string()
        .max(
          APPLICATION_LIMITS.linkLength,
          `A link must be at most ${APPLICATION_LIMITS.linkLength} characters`,
        )
        .pipe(
          z.url({
            protocol: /^https?$/,
            hostname: z.regexes.domain,
            error: 'Links must be web addresses (https://…)',
          }),
        ),
      { error: 'Links must be web addresses' },
    )
    .max(APPLICATION_LIMITS.links, `At most ${APPLICATION_LIMITS.links} links`)
    .default([]),
);

/**
 * Body of POST /api/v1/jobs/{slug}/applications and of the opening page's form posted without
 * JavaScript (POST /careers/{slug}/apply), multipart: name, e-mail, phone, the CV (PDF or Word,
 * judged by its bytes, at most 5 MB), an optional cover note and links, and the consent box.
 */
export const applicationSchema = z.object({
  name: requiredText('Name', 100),
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .min(1, 'E-mail is required')
    .max(254, 'E-mail must be at most 254 characters')
    .pipe(z.email('Enter a valid e-mail address')),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .regex(PHONE_PATTERN, 'Enter a valid phone number (digits, spaces, +, - and brackets)'),
  cv: uploadFile(
    {
      label: 'CV',
      types: [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/msword',
      ],
      maxBytes: APPLICATION_LIMITS.cvBytes,
    },
    'Attach your CV (PDF or Word)',
  ),
  coverNote: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(
        APPLICATION_LIMITS.coverNote,
        `Cover note must be at most ${APPLICATION_LIMITS.coverNote} characters`,
      )
      .optional(),
  ),
  links,
  consent: z.preprocess(
    (v) => (v === 'true' || v === 'on' || v === '1' || v === true ? true : v),
    z.literal(true, { error: 'Tick the box to agree to how we keep your application' }),
  ),
  /** Extra: the version of the consent text the page showed (a text changed since is refused). */
  consentVersion: z.string().max(64).optional(),
  ...spamAndVisit,
});
export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;

const stage = z.enum(APPLICATION_STAGES, { error: `Stage must be one of ${APPLICATION_STAGES.join(', ')}` });

/** GET /api/v1/admin/applications: filters (the candidates screen keeps them in its URL) and paging. */
export const applicationListQuerySchema = z.object({
  job: z.preprocess(blankToUndefined, z.guid({ error: 'job must be an opening id' }).optional()),
  stage: z.preprocess(blankToUndefined, stage.optional()),
  assignee: z.preprocess(
    blankToUndefined,
    z.union([z.literal('none'), z.guid({ error: 'assignee must be a staff id or none' })]).optional(),
  ),
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, 'The search must be at most 200 characters').optional(),
  ),
  page: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? Number(v) : blankToUndefined(v)),
    z.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  ),
  limit: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? Number(v) : blankToUndefined(v)),
    z.number({ error: 'limit must be a number' }).int().min(1).max(500).default(APPLICATION_LIMITS.pageSize),
  ),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

/** PATCH /api/v1/admin/applications/{id}: any of stage, assignee (null: nobody), rating (null: none), keep. */
export const applicationUpdateSchema = z
  .object({
    stage: stage.optional(),
    assignee: z.preprocess(blankToNull, z.guid({ error: 'Choose a member of staff' }).nullable()).optional(),
    rating: z
      .preprocess(
        blankToNull,
        z
          .number({ error: 'Rating must be a number' })
          .int('Rating must be a whole number')
          .min(1, 'Rating is 1 to 5')
          .max(APPLICATION_LIMITS.rating, 'Rating is 1 to 5')
          .nullable(),
      )
      .optional(),
    keep: z.boolean({ error: 'keep must be true or false' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send a stage, an assignee, a rating or keep',
  });
export type ApplicationUpdateInput = z.input<typeof applicationUpdateSchema>;

/** POST /api/v1/admin/applications/{id}/notes */
export const applicationNoteSchema = z.object({ text: requiredText('Note', 5000) });

/** GET …/applications/export?email= and DELETE …/applications?email=: one person's data. */
export const personQuerySchema = z.object({
  email: z
    .string({ error: 'Give the e-mail address of the person' })
    .trim()
    .min(1, 'Give the e-mail address of the person')
    .max(254)
    .pipe(z.email('Give a valid e-mail address')),
});
