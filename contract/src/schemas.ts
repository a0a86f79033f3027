/**
 * Request schemas of spec §5 and §7. The server validates every request with these and the web forms
 * use the same schemas (react-hook-form + zod resolver), so client and server agree on every rule.
 * Multipart values arrive as strings, so numbers are coerced, and blank strings count as missing.
 */
import {
  ANALYTICS_LIMITS,
  ANALYTICS_TABLES,
  AUDIT_PAGE_SIZE,
  BLOG_CATEGORIES,
  CONTENT_IMAGE_TYPES,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  ENQUIRY_BULK_MAX,
  ENQUIRY_LIST_DEFAULT_LIMIT,
  ENQUIRY_LIST_MAX_LIMIT,
  ENQUIRY_STATUSES,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  LIST_PAGE_MAX,
  MEDIA_LIBRARY,
  PASSWORD_MIN_LENGTH,
  PRODUCT_IMAGE_TYPES,
  QUOTE_LINES_MAX,
  QUOTE_QUANTITY_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
  SEO_LIMITS,
  STAFF_ROLES,
  UPLOAD_LIMITS,
  VIDEO_TYPES,
} from './constants.ts';
import {
  DEFAULT_LANGUAGE_CODE,
  DEFAULT_LANGUAGE_NAME,
  LANGUAGE_CODE,
  MAX_LANGUAGES,
} from './language-rules.ts';
import { PREVIEW_MESSAGES, SEARCH_MESSAGES } from './messages.ts';
import { NOT_FOUND_PAGE_SIZE } from './redirects.ts';
import { docToText, type RichTextDoc, textToDoc } from './rich-text.ts';
import { richTextDoc } from './rich-text-schema.ts';
import { type SlugCase, slugProblem } from './slug-rules.ts';
import { CONTACT as CONTACT_TEXTS } from './texts/en/contact.ts';
import { formatText } from './texts/format.ts';
import { z } from './zod.ts';

export { richTextDoc, richTextDocSchema } from './rich-text-schema.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A required, trimmed text field with a readable message naming the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A required number (also from a multipart string) within bounds. */
export const requiredNumber = (label: string, opts: { min: number; max: number; integer?: boolean }) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? Number(v) : v;
    },
    (() => {
      let n = z
        .number({
          error: (issue) =>
            issue.input === undefined ? `${label} is required` : `${label} must be a number`,
        })
        .min(opts.min, `${label} must be at least ${opts.min}`)
        .max(opts.max, `${label} must be at most ${opts.max}`);
      if (opts.integer) n = n.int(`${label} must be a whole number`);
      return n;
    })(),
  );

/**
 * `page` and `limit` of a long list (issue 26): without them, page 1 of `defaultLimit` rows (the
 * newest LIST_DEFAULT_LIMIT unless the list says otherwise).
 */
export const pageFields = (defaultLimit: number = LIST_DEFAULT_LIMIT, maxLimit: number = LIST_MAX_LIMIT) => ({
  page: requiredNumber('page', { min: 1, max: LIST_PAGE_MAX, integer: true }).default(1),
  limit: requiredNumber('limit', { min: 1, max: maxLimit, integer: true }).default(defaultLimit),
});

/** A list with nothing to filter, only pages (openings, redirects). */
export const pageQuerySchema = z.object(pageFields());

/** Every id is a UUID. */
export const idSchema = z.guid();

/** An item's id: a UUID, or one of a keyed type's keys (`header`, `footer` of the menus). */
const itemId = (notFound: string, keys?: readonly string[]) =>
  keys ? z.enum(keys as [string, ...string[]], { error: notFound }) : z.guid({ error: notFound });

/**
 * Path parameter `id`: a UUID (or, given `keys`, one of them), so anything else cannot exist: the
 * server answers 404 with `notFound`.
 */
export const idParams = (notFound: string, keys?: readonly string[]) =>
  z.object({ id: itemId(notFound, keys) });

/** Path parameter `id` of a public read of a post or product: the id or the current slug. */
export const idOrSlugParams = (notFound: string) =>
  z.object({
    id: z.string({ error: notFound }).min(1, notFound).max(200, notFound).describe('The id or the slug'),
  });

/** Path parameters of one revision of an item (UUIDs, or a key given `keys`: anything else is a 404). */
export const revisionParams = (notFound: string, keys?: readonly string[]) =>
  z.object({
    id: itemId(notFound, keys),
    revisionId: z.guid({ error: 'Revision not found' }),
  });

/** Path parameters of one preview link of an item (both UUIDs: anything else is a 404). */
export const previewLinkParams = (notFound: string) =>
  z.object({
    id: z.guid({ error: notFound }),
    linkId: z.guid({ error: PREVIEW_MESSAGES.linkNotFound }),
  });

/** How long a preview link may live, in hours (1 hour … 30 days); here, not in constants.ts, to keep it out of the pages' shared chunk. */
export const PREVIEW_LINK_HOURS = { min: 1, max: 720 } as const;

/** POST …/preview-links: how long the link opens the preview, in whole hours (1 … 720). */
export const previewLinkCreateSchema = z.object({
  expiresInHours: z
    .number({ error: 'Choose how long the link works, in hours' })
    .int('Choose a whole number of hours')
    .min(PREVIEW_LINK_HOURS.min, `A link works for at least ${PREVIEW_LINK_HOURS.min} hour`)
    .max(PREVIEW_LINK_HOURS.max, `A link works for at most ${PREVIEW_LINK_HOURS.max} hours (30 days)`),
});

// --- uploads ----------------------------------------------------------------------------------------

/**
 * A file part of a multipart form, in memory, as the server validates it. `alt` and `decorative`:
 * the text parts sent beside it (`iconImage[alt]`, `content[0][image][decorative]`, `images[2][alt]`),
 * as sent; `fileDescription()` reads them.
 */
export interface UploadedFile {
  filename: string;
  data: Uint8Array;
  alt?: string;
  decorative?: string;
}

/**
 * The text parts that describe a file part, named after it: `<file field>[alt]`, and for a repeated
 * file field `<field>[i][alt]` (the i-th part sent under that name, from 0, library paths counted).
 */
export const FILE_DESCRIPTION_KEYS = ['alt', 'decorative'] as const;

/**
 * Limits of one file field. The server reads them while the upload streams in, so nothing oversized
 * is ever buffered; the kinds in `types` are checked from the bytes, not from what the client claims.
 * `{n}` in the label is the section number for fields inside a list (content[0][image] → 1).
 */
export interface UploadRule {
  label: string;
  types: readonly string[];
  maxBytes: number;
  maxCount: number;
}

/** Which schema is a file field, with its limits (the server's multipart reader looks them up here). */
export const uploadRules = z.registry<UploadRule>();

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  (value as UploadedFile).data instanceof Uint8Array &&
  typeof (value as UploadedFile).filename === 'string';

/** Alt text and the decorative mark sent beside a file part, checked like the library's (below). */
const fileDescriptionSchema = () => z.object({ alt: mediaAlt, decorative: flag('Decorative') });

/**
 * What the form said about a file part: its alt text (null: none written) and whether it is
 * decorative; null when it said nothing. The body schema has checked the values already.
 */
export function fileDescription(file: UploadedFile): { alt: string | null; decorative: boolean } | null {
  if (file.alt === undefined && file.decorative === undefined) return null;
  const parsed = fileDescriptionSchema().safeParse({ alt: file.alt, decorative: file.decorative });
  if (!parsed.success) return null;
  const decorative = parsed.data.decorative ?? false;
  return { alt: decorative ? '' : (parsed.data.alt ?? null), decorative };
}

const fileSchema = (rule: Omit<UploadRule, 'maxCount'>, error: string) =>
  z
    .custom<UploadedFile>(isUploadedFile, { error })
    .superRefine((file, ctx) => {
      if (!isUploadedFile(file) || (file.alt === undefined && file.decorative === undefined)) return;
      const parsed = fileDescriptionSchema().safeParse({ alt: file.alt, decorative: file.decorative });
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    })
    .meta({
      type: 'string',
      format: 'binary',
      description: `${rule.types.join(', ')}; at most ${Math.round(rule.maxBytes / (1024 * 1024))} MB`,
    });

/**
 * The documented form fields that describe a file part sent under `name` (`iconImage`,
 * `content[i][image]`, `images[i]`): the multipart reader puts their values on the file itself
 * (server plugins/uploads.ts), so they appear here for the API reference only.
 */
export const fileDescriptionFields = (name: string, what: string) => ({
  [`${name}[alt]`]: z
    .string()
    .optional()
    .describe(
      `Alt text of ${what}, when it is a new file: stored with it in the media library, so a save that publishes needs no second step.`,
    ),
  [`${name}[decorative]`]: z
    .string()
    .optional()
    .describe(`true: ${what} is decorative (pages say alt=""), instead of alt text.`),
});

/** One file field; `missing` is the message when it is required and absent. */
export function uploadFile(rule: Omit<UploadRule, 'maxCount'>, missing = `${rule.label} is required`) {
  const schema = fileSchema(rule, missing);
  uploadRules.add(schema, { ...rule, maxCount: 1 });
  return schema;
}

/** A repeated file field (the same name sent once per file). */
export function uploadList(
  rule: Omit<UploadRule, 'maxCount'>,
  count: { min: number; max: number; missing: string },
) {
  const schema = z
    .array(fileSchema(rule, `${rule.label} must be a file`), { error: count.missing })
    .min(count.min, count.missing)
    .max(count.max, `At most ${count.max} file(s) for ${rule.label}`);
  uploadRules.add(schema, { ...rule, maxCount: count.max });
  return schema;
}

/**
 * The path of a file in the media library (/uploads/…), which forms may send where they take an image
 * (the admin's picker, issue 19): the server checks it names a stored file of an allowed kind.
 */
export const libraryPath = z
  .string()
  .trim()
  .max(300)
  .describe('The path of a file in the media library (/uploads/…), instead of a new file');

/** A repeated field whose every part is a new file or a media library path, in the order sent. */
export function uploadOrPathList(
  rule: Omit<UploadRule, 'maxCount'>,
  count: { min: number; max: number; missing: string },
) {
  const schema = z
    .array(z.union([fileSchema(rule, `${rule.label} must be a file`), libraryPath]), { error: count.missing })
    .min(count.min, count.missing)
    .max(count.max, `At most ${count.max} file(s) for ${rule.label}`);
  uploadRules.add(schema, { ...rule, maxCount: count.max });
  return schema;
}

// --- auth -------------------------------------------------------------------------------------------

/** The login screen calls the first field "username"; the payload calls it email (email or phone). */
export const loginSchema = z.object({
  email: requiredText('Email or phone', 254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password is too long');

export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

// --- staff accounts ---------------------------------------------------------------------------------

/** A TOTP code (6 digits) or a recovery code. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the code' })
    .trim()
    .min(1, 'Enter the code')
    .max(64, 'That code is too long'),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'Expected base64url');

/** What navigator.credentials.create()/get() gave the browser, as @simplewebauthn/browser sends it. */
export const passkeyCredentialSchema = z.looseObject({
  id: base64url(1024).min(1),
  rawId: base64url(1024).min(1),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url(8192) }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});

/** A passkey's signed answer to a sign-in (or step-up) challenge. */
const passkeyAssertionSchema = passkeyCredentialSchema.refine(
  (r) => typeof r.response.signature === 'string',
  { error: 'Not a passkey sign-in response' },
);

export const passkeyLoginSchema = z.object({ response: passkeyAssertionSchema });

export const passkeyNameSchema = z
  .string()
  .trim()
  .max(60, 'A passkey name must be at most 60 characters')
  .optional();

export const passkeyRegisterSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyCredentialSchema.refine((r) => typeof r.response.attestationObject === 'string', {
    error: 'Not a passkey registration response',
  }),
});

/** Passkey ids are base64url credential ids (not UUIDs). */
export const passkeyParams = z.object({ id: base64url(1024).min(1, 'Passkey not found') });

const optionalPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .regex(PHONE_PATTERN, 'Enter a valid phone number (digits, spaces, +, - and brackets)')
    .nullable()
    .optional(),
);

const staffName = requiredText('Name', 100);
const staffEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(256, 'Password is too long');

/**
 * The step-up proof that every change to how an account signs in carries (server
 * modules/auth/step-up.ts): the current password and, when the account has a second factor, a code
 * (authenticator app or recovery code) or a passkey's answer to the challenge of
 * POST /admin/account/step-up/passkey-options.
 */
const stepUpFields = {
  currentPassword,
  code: z.string().trim().max(64, 'That code is too long').optional(),
  passkey: passkeyAssertionSchema.optional(),
};
export const stepUpSchema = z.object(stepUpFields);
/** What a client sends (the passkey answer as the browser gave it). */
export type StepUpProof = z.input<typeof stepUpSchema>;

/** PATCH /admin/account: the signed-in admin's own name and phone (a new phone needs the proof). */
export const accountUpdateSchema = z
  .object({
    name: staffName.optional(),
    phone: optionalPhone,
    ...stepUpFields,
    currentPassword: currentPassword.optional(),
  })
  .refine((v) => v.name !== undefined || v.phone !== undefined, { error: 'Nothing to change' });
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

export const newPasswordSchema = z.object({
  newPassword: z
    .string({ error: 'Enter a new password' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(256, 'Password is too long'),
});
/**
 * Whether a password change or "end all other sessions" revokes the account's API tokens too
 * (issue 33): yes unless a client says otherwise, since a token acts as the account that made it.
 */
const revokeTokens = z
  .boolean({ error: 'revokeTokens must be true or false' })
  .default(true)
  .describe('Extra: also revoke every API token this account made (default true).');
export const passwordChangeSchema = z.object({
  ...stepUpFields,
  ...newPasswordSchema.shape,
  revokeTokens,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
/** Body of DELETE /admin/sessions (the route reads none at all, as clients sent before, as {}). */
export const sessionsEndSchema = z.object({ revokeTokens });
export type SessionsEndInput = z.input<typeof sessionsEndSchema>;

/** A staff account's role (contract/src/permissions.ts). */
const staffRole = z.enum(STAFF_ROLES, { error: 'Role must be admin, editor or author' });

/** POST /admin/users: without a password, one is generated and shown once. */
export const staffCreateSchema = z.object({
  name: staffName,
  email: staffEmail,
  phone: optionalPhone,
  password: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(256, 'Password is too long')
      .optional(),
  ),
  role: staffRole.default('admin'),
  // A new admin: the acting admin's step-up proof, as for a change to their own sign-in.
  ...stepUpFields,
  currentPassword: currentPassword.optional(),
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .object({
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    name: staffName.optional(),
    phone: optionalPhone,
    role: staffRole.optional(),
    // A new phone (a sign-in name), a promotion to admin, an admin reactivated: the acting admin's
    // step-up proof, as for their own sign-in.
    ...stepUpFields,
    currentPassword: currentPassword.optional(),
  })
  .refine(
    (v) => v.active !== undefined || v.name !== undefined || v.phone !== undefined || v.role !== undefined,
    {
      error: 'Nothing to change',
    },
  );
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;

/** GET /admin/audit: filters and paging. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(254).optional().describe('An admin’s id or email'),
  action: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe('An action (login.failed) or a group of them (product)'),
  q: z.string().trim().max(200).optional().describe('Words in the target, action, admin email or address'),
  ...pageFields(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// --- contact ----------------------------------------------------------------------------------------

/** Optional text: blank counts as absent; longer than `max` is refused with a message naming it. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

/** A browser clock reading in milliseconds (Date.now()); form posts send it as a string. */
const clockReading = (label: string) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
    },
    z
      .number({ error: `${label} must be a time in milliseconds` })
      .int(`${label} must be a time in milliseconds`)
      .min(0, `${label} must be a time in milliseconds`)
      .max(Number.MAX_SAFE_INTEGER, `${label} must be a time in milliseconds`)
      .optional(),
  );

/** One line of a quote request: the product and how many. Its price is read from the database. */
export const quoteLineSchema = z.object(
  {
    productId: z.guid({ error: 'Each quote line needs the productId of a product' }),
    quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(QUOTE_QUANTITY_MAX, `Quantity must be at most ${QUOTE_QUANTITY_MAX}`),
  },
  { error: 'Each quote line must be an object with productId and quantity' },
);
export type QuoteLineInput = z.infer<typeof quoteLineSchema>;

/** Where the visitor came from: this page, the first page of the visit, its referrer and UTM tags. */
export const attributionSchema = z.object(
  {
    page: optionalText('Page', 500),
    landingPage: optionalText('Landing page', 1000),
    referrer: optionalText('Referrer', 1000),
    utm: z
      .object(
        {
          source: optionalText('utm_source', 200),
          medium: optionalText('utm_medium', 200),
          campaign: optionalText('utm_campaign', 200),
          term: optionalText('utm_term', 200),
          content: optionalText('utm_content', 200),
        },
        { error: 'attribution.utm must be an object' },
      )
      .optional(),
  },
  { error: 'attribution must be an object' },
);
export type AttributionInput = z.infer<typeof attributionSchema>;

/** The words of the enquiry form's checks, in a language (contract/src/texts/<lang>/contact.ts). */
export type ContactRuleTexts = Pick<
  typeof CONTACT_TEXTS,
  'name' | 'email' | 'phone' | 'message' | 'required' | 'tooLong' | 'emailInvalid' | 'phoneInvalid'
>;

/**
 * The enquiry form's fields with their messages in the texts' language (issue 36): the API's checks
 * in English, the form's in the page's language; the rules are the same.
 */
export function contactFieldRules(t: { [K in keyof ContactRuleTexts]: string }) {
  const fill = (text: string, values: Record<string, string | number>) => formatText(text, values);
  const required = (label: string) => fill(t.required, { label });
  const text = (label: string, max: number) =>
    z
      .string({ error: required(label) })
      .trim()
      .min(1, required(label))
      .max(max, fill(t.tooLong, { label, max }));
  return {
    name: text(t.name, 100),
    email: z
      .string({ error: required(t.email) })
      .trim()
      .min(1, required(t.email))
      .max(254, fill(t.tooLong, { label: t.email, max: 254 }))
      .pipe(z.email(t.emailInvalid)),
    phone: z
      .string({ error: required(t.phone) })
      .trim()
      .min(1, required(t.phone))
      .regex(PHONE_PATTERN, t.phoneInvalid),
    message: text(t.message, 5000),
    /** For a note that may be left empty (the cart's quote request). */
    optionalText: (label: string, max: number) =>
      z.string().trim().max(max, fill(t.tooLong, { label, max })).optional(),
  };
}

const { optionalText: _optional, ...CONTACT_FIELDS } = contactFieldRules(CONTACT_TEXTS);

export const contactSchema = z.object({
  ...CONTACT_FIELDS,
  /** Honeypot: humans never see or fill it; a filled one is accepted and silently dropped. */
  website: z.string().max(500).optional(),
  /**
   * Extra (issue 36): the language of the page it is sent from, one of the site's (settings); left
   * out, the default (English).
   */
  lang: z
    .string({ error: 'Language must be a language code such as hi' })
    .regex(LANGUAGE_CODE, 'Language must be a language code such as hi')
    .optional(),
  /** Extra: the cart's quote lines (each product once). */
  lines: z
    .array(quoteLineSchema, { error: 'lines must be a list of { productId, quantity }' })
    .max(QUOTE_LINES_MAX, `A quote request holds at most ${QUOTE_LINES_MAX} lines`)
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
      message: 'Each product may appear only once in a quote request',
    })
    .optional(),
  /** Extra: attribution recorded in the browser for this visit. */
  attribution: attributionSchema.optional(),
  /**
   * Extra: when the form appeared and when it was sent, by the browser's clock. Sent sooner than
   * ENQUIRY_MIN_FILL_MS after it appeared, it is stored as spam; without `renderedAt` (a plain API
   * client) the rule does not apply. Without `sentAt` the server's clock is used.
   */
  renderedAt: clockReading('renderedAt'),
  sentAt: clockReading('sentAt'),
});
export type ContactInput = z.infer<typeof contactSchema>;

// --- enquiry pipeline (admin) ----------------------------------------------------------------------

const enquiryStatus = z.enum(ENQUIRY_STATUSES, {
  error: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`,
});
/** '' from a form's empty choice counts as null (no assignee, no date). */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** PATCH /api/v1/contact/{id}: any of status, assignee (an admin's id, or null) and follow-up date. */
export const enquiryUpdateSchema = z
  .object({
    status: enquiryStatus.optional(),
    assigneeId: z.preprocess(blankToNull, z.guid({ error: 'Choose an administrator' }).nullable()).optional(),
    followUpOn: z
      .preprocess(blankToNull, z.iso.date({ error: 'Enter the follow-up date as YYYY-MM-DD' }).nullable())
      .optional(),
    /** Extra (issue 27): what the work is worth, in rupees (null: the quote lines' total, if any). */
    value: z
      .preprocess((v) => {
        const b = blankToNull(v);
        return typeof b === 'string' ? Number(b.replace(/[,\s]/g, '')) : b;
      }, z
        .number({ error: 'Value must be a number of rupees' })
        .min(0, 'Value must be at least 0')
        .max(1_000_000_000, 'Value must be at most 1,000,000,000')
        .multipleOf(0.01, 'Value has at most two decimals')
        .nullable())
      .optional(),
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.assigneeId !== undefined ||
      v.followUpOn !== undefined ||
      v.value !== undefined,
    { message: 'Send a status, an assigneeId, a followUpOn or a value' },
  );
export type EnquiryUpdateInput = z.input<typeof enquiryUpdateSchema>;

/** POST /api/v1/contact/{id}/notes */
export const enquiryNoteSchema = z.object({ text: requiredText('Note', 5000) });
export type EnquiryNoteInput = z.infer<typeof enquiryNoteSchema>;

/** POST /api/v1/contact/bulk: change the status of, or delete, several enquiries at once. */
export const enquiryBulkSchema = z
  .object({
    action: z.enum(['setStatus', 'delete'], { error: 'action must be setStatus or delete' }),
    ids: z
      .array(z.guid({ error: 'ids must be enquiry ids' }), { error: 'Choose at least one enquiry' })
      .min(1, 'Choose at least one enquiry')
      .max(ENQUIRY_BULK_MAX, `Choose at most ${ENQUIRY_BULK_MAX} enquiries at a time`),
    status: enquiryStatus.optional(),
  })
  .refine((v) => v.action !== 'setStatus' || v.status !== undefined, {
    message: 'Choose a status',
    path: ['status'],
  });
export type EnquiryBulkInput = z.infer<typeof enquiryBulkSchema>;

const wholeQuery = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
    },
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

const ASSIGNEE_FILTER = 'assignee must be an administrator id or none';

/** Filters of the inbox and the CSV export (query string). */
export const enquiryFilterSchema = z.object({
  status: z.preprocess(blankToUndefined, enquiryStatus.optional()),
  assignee: z.preprocess(
    blankToUndefined,
    z
      .union([z.literal('none', { error: ASSIGNEE_FILTER }), z.guid({ error: ASSIGNEE_FILTER })], {
        error: ASSIGNEE_FILTER,
      })
      .optional(),
  ),
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(200, 'Search must be at most 200 characters')
      // PostgreSQL text cannot hold NUL; refused here, before the CSV export starts its stream.
      .refine((v) => !v.includes('\0'), 'Search must not contain a NUL character')
      .optional(),
  ),
  /** Extra (issue 29): only the entries of this form. */
  form: z.preprocess(blankToUndefined, z.guid({ error: 'form must be a form id' }).optional()),
});
export type EnquiryFilters = z.infer<typeof enquiryFilterSchema>;

// --- visit analytics (issue 27) ---------------------------------------------------------------------

const eventPath = z
  .string({ error: 'path is required' })
  .min(1, 'path is required')
  .max(1000, 'path must be at most 1000 characters')
  .refine(
    (p) => p.startsWith('/') && !p.startsWith('//'),
    'path must be a path of this site, starting with /',
  );
/** C0 and C1 controls (NUL among them): no link has one, and PostgreSQL text cannot hold a NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A page view, as the beacon sends it after hydration and on each navigation. */
const pageViewEvent = z.object({
  type: z.literal('pageview'),
  path: eventPath,
  referrer: z
    .string({ error: 'referrer must be text' })
    .max(1000, 'referrer must be at most 1000 characters')
    .optional(),
  title: z
    .string({ error: 'title must be text' })
    .max(300, 'title must be at most 300 characters')
    .optional(),
});

/**
 * A click on a link or a submit button inside a block of a page of blocks (issue 35 item 5): the
 * page's id, the block's (a shared section's blocks count for the block that places it) and where
 * the link goes, as the page wrote it.
 */
const clickEvent = z.object({
  type: z.literal('click'),
  path: eventPath,
  page: z.guid({ error: 'page must be a page id' }),
  block: z.guid({ error: 'block must be a block id' }),
  href: z
    .string({ error: 'href is required' })
    .min(1, 'href is required')
    .max(ANALYTICS_LIMITS.hrefMax, `href must be at most ${ANALYTICS_LIMITS.hrefMax} characters`)
    .refine((h) => !CONTROL.test(h), 'href must not contain control characters'),
});

/** POST /api/v1/events: a page view or a block's click (JSON, or the text/plain of sendBeacon). */
export const analyticsEventSchema = z.discriminatedUnion('type', [pageViewEvent, clickEvent], {
  error: "type must be 'pageview' or 'click'",
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;
export type AnalyticsClickInput = z.infer<typeof clickEvent>;

const analyticsDay = (label: string) =>
  z.preprocess(blankToUndefined, z.iso.date({ error: `${label} must be a date as YYYY-MM-DD` }).optional());
const analyticsFilter = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .refine((v) => !v.includes('\0'), `${label} must not contain a NUL character`)
      .optional(),
  );
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

const analyticsFields = z.object({
  from: analyticsDay('from'),
  to: analyticsDay('to'),
  page: analyticsFilter('page', 500).refine(
    (v) => v === undefined || v.startsWith('/'),
    'page must be a path, starting with /',
  ),
  source: analyticsFilter('source', 100),
  campaign: analyticsFilter('campaign', 200),
});
/**
 * from ≤ to, at most ANALYTICS_LIMITS.rangeDaysMax days between them, and one filter at a time (the
 * rollups keep each filter with each table, not every combination: docs/decisions/0060).
 */
const periodRules = <
  T extends z.ZodType<{ from?: string; to?: string; page?: string; source?: string; campaign?: string }>,
>(
  schema: T,
) =>
  schema
    .refine((q) => [q.page, q.source, q.campaign].filter((v) => v !== undefined).length <= 1, {
      message: 'Filter by one of page, source or campaign at a time',
      path: ['page'],
    })
    .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: 'from must be on or before to',
      path: ['from'],
    })
    .refine(
      (q) =>
        q.from === undefined ||
        q.to === undefined ||
        daysBetween(q.from, q.to) < ANALYTICS_LIMITS.rangeDaysMax,
      { message: `A period spans at most ${ANALYTICS_LIMITS.rangeDaysMax} days`, path: ['from'] },
    );

/**
 * The dashboard's period (days in SITE_TIMEZONE, both included; default the last 30 days) and its
 * filters: a page (visits that saw it), a source, a campaign.
 */
export const analyticsQuerySchema = periodRules(analyticsFields);
export type AnalyticsQuery = z.infer<typeof analyticsFields>;

export const analyticsTimeseriesQuerySchema = periodRules(
  analyticsFields.extend({
    interval: z.preprocess(
      blankToUndefined,
      z.enum(['hour', 'day'], { error: 'interval must be hour or day' }).default('day'),
    ),
  }),
);

export const analyticsExportQuerySchema = periodRules(
  analyticsFields.extend({
    table: z.enum(ANALYTICS_TABLES, { error: `table must be one of ${ANALYTICS_TABLES.join(', ')}` }),
  }),
);

/**
 * GET /admin/analytics/blocks: the clicks of each block of a page of blocks (or of every page with
 * clicks), with the enquiries and won work that followed, over the dashboard's period (`from`–`to`,
 * days in SITE_TIMEZONE, both included) or else the last `days` days (default 30), today included.
 */
export const analyticsBlocksQuerySchema = periodRules(
  z.object({
    from: analyticsDay('from'),
    to: analyticsDay('to'),
    page: z.preprocess(blankToUndefined, z.guid({ error: 'page must be a page id' }).optional()),
    days: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'days must be a whole number of days' })
        .int('days must be a whole number of days')
        .min(1, 'days must be at least 1')
        .max(ANALYTICS_LIMITS.rangeDaysMax, `days must be at most ${ANALYTICS_LIMITS.rangeDaysMax}`)
        .default(ANALYTICS_LIMITS.blockDays),
    ),
  }),
).refine((q) => (q.from === undefined) === (q.to === undefined), {
  message: 'Give both from and to, or neither',
  path: ['from'],
});
export type AnalyticsBlocksQuery = z.infer<typeof analyticsBlocksQuerySchema>;

/** GET /api/v1/contact: filters plus a page; without page/limit the newest 100. */
export const enquiryListQuerySchema = enquiryFilterSchema.extend({
  page: wholeQuery('page', 1, 1_000_000),
  limit: wholeQuery('limit', 1, ENQUIRY_LIST_MAX_LIMIT),
});
export const ENQUIRY_LIST_DEFAULTS = { page: 1, limit: ENQUIRY_LIST_DEFAULT_LIMIT } as const;

// --- content: the fields posts and products share (docs/decisions/0037) ----------------------------

/** '' (an emptied form field) clears an optional override: null. Left out, it is kept. */
const blankToNullText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );

/** A checkbox: JSON true/false, or a form's "true"/"on"/"1" and "false"/"0"/"". */
const flag = (label: string) =>
  z.preprocess(
    (v) =>
      v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v,
    z.boolean({ error: `${label} must be true or false` }).optional(),
  );

export const contentStatusSchema = z.enum(CONTENT_STATUSES, {
  error: `Status must be one of ${CONTENT_STATUSES.join(', ')}`,
});

/**
 * A URL name typed by hand; left out (or blank), the server makes one from the title on create.
 * `letters`: 'any' for a type whose URL names may keep capitals (pages, slug-rules.ts).
 */
export const slugSchemaOf = (letters: SlugCase) =>
  z.preprocess(
    // A language's own letters are compared in NFC (typed or pasted in another form, the same name).
    (v) => (typeof v === 'string' ? blankToUndefined(v.normalize('NFC')) : blankToUndefined(v)),
    z
      .string({ error: 'The URL name must be text' })
      .trim()
      .superRefine((value, ctx) => {
        const problem = slugProblem(value, letters);
        if (problem) ctx.addIssue({ code: 'custom', message: `URL name: ${problem}` });
      })
      .optional(),
  );
export const slugSchema = slugSchemaOf('lower');

/** seo[title], seo[description], seo[image], seo[noindex]: each left out is kept, blank clears it. */
export const seoSchema = z
  .object(
    {
      title: blankToNullText('SEO title', SEO_LIMITS.title),
      description: blankToNullText('SEO description', SEO_LIMITS.description),
      image: z
        .preprocess(
          blankToNull,
          z
            .string({ error: 'The share image must be the path of an uploaded image' })
            .trim()
            .max(300)
            .nullable()
            .optional(),
        )
        .describe('The /uploads/… path of an uploaded image, or blank for none.'),
      noindex: flag('seo[noindex]'),
    },
    { error: 'seo must be an object' },
  )
  .optional();

/**
 * PUT/DELETE /admin/presence/{kind}/{id}. `kind` is checked by the route (a bad kind is a 400, not a
 * missing item); a malformed id is a missing item (404).
 */
export const presenceParams = z.object({
  kind: z
    .string()
    .max(40)
    .describe(`One of ${CONTENT_KINDS.join(', ')}`),
  id: z.guid({ error: 'Item not found' }),
});
export const presenceQuerySchema = z.object({
  takeOver: z
    .enum(['0', '1', 'true', 'false'], { error: 'takeOver must be 1 or 0' })
    .optional()
    .describe('1: take the item over from whoever holds it (recorded in the audit log).'),
});

/** GET /admin/seo/title-taken: the title to look for, the kind of the item edited and its id (on edit). */
export const seoTitleTakenQuerySchema = z.object({
  title: requiredText('title', SEO_LIMITS.title),
  kind: z
    .string({ error: `kind must be one of ${CONTENT_KINDS.join(', ')}` })
    .max(40)
    .describe('The content type of the item edited (post, product, …): checked by the route.'),
  exclude: z.preprocess(blankToUndefined, z.guid({ error: 'exclude must be an id' }).optional()),
});

/**
 * Fields of a save of any content kind. Create without `status` publishes (spec clients); a PUT
 * without it keeps the status, and without `version` skips the conflict check.
 */
export const contentFieldsSchema = {
  slug: slugSchema,
  seo: seoSchema,
  status: z.preprocess(blankToUndefined, contentStatusSchema.optional()),
  publishAt: z.preprocess(
    blankToNull,
    z.iso
      .datetime({
        offset: true,
        error: 'publishAt must be a date and time (ISO 8601, e.g. 2030-01-31T09:00:00Z)',
      })
      .nullable()
      .optional(),
  ),
};
export const versionSchema = requiredNumber('version', { min: 1, max: 2_147_483_647, integer: true })
  .optional()
  .describe('The version the edit started from: a newer saved version answers 409.');

/** `scheduled` needs a publishAt in the future (added to the final body schemas: refined objects cannot be extended). */
export function checkSchedule(value: { status?: string; publishAt?: string | null }, ctx: z.RefinementCtx) {
  if (value.status !== 'scheduled') return;
  if (!value.publishAt)
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when to publish (publishAt)' });
  else if (Date.parse(value.publishAt) <= Date.now())
    ctx.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: 'The publishing time must be in the future',
    });
}

// --- categories -------------------------------------------------------------------------------------

export const categorySchema = z.object({
  name: requiredText('Name', 80),
  description: requiredText('Description', 1000),
});
export type CategoryInput = z.infer<typeof categorySchema>;

// --- products ---------------------------------------------------------------------------------------

const productName = requiredText('Name', 120);
const productDescription = requiredText('Description', 5000);
const productPrice = requiredNumber('Price', { min: 0, max: 10_000_000 });
const productStock = requiredNumber('Stock', { min: 0, max: 1_000_000, integer: true });
const productRatings = requiredNumber('Ratings', { min: 0, max: 5 });

/** Text fields of POST /api/v1/admin/product/new (images are files, checked separately). */
export const productCreateSchema = z.object({
  name: productName,
  description: productDescription,
  price: productPrice,
  ratings: productRatings,
  category: requiredText('Category', 64),
  stock: productStock,
  ...contentFieldsSchema,
});
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

/**
 * PUT /api/v1/admin/product/{id}: the spec's JSON body {name, price, stock, description}; optionally
 * also ratings, category and removeImages (stored paths to drop). As multipart it may add images too.
 */
export const productUpdateSchema = z.object({
  name: productName,
  price: productPrice,
  stock: productStock,
  description: productDescription,
  ratings: productRatings.optional(),
  category: z.string().trim().min(1).max(64).optional(),
  removeImages: z.array(z.string().max(300)).max(UPLOAD_LIMITS.productImagesMax).optional(),
  ...contentFieldsSchema,
  version: versionSchema,
});
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

const productImages = (min: number) =>
  uploadOrPathList(
    { label: 'Product image', types: PRODUCT_IMAGE_TYPES, maxBytes: UPLOAD_LIMITS.productImageBytes },
    { min, max: UPLOAD_LIMITS.productImagesMax, missing: 'Add at least one product image' },
  );

/** Multipart body of POST /api/v1/admin/product/new: the fields plus one `images` part per image. */
export const productCreateFormSchema = productCreateSchema
  .extend({ images: productImages(1), ...fileDescriptionFields('images[i]', 'the i-th image (from 0)') })
  .superRefine(checkSchedule);

/** Body of PUT /api/v1/admin/product/{id}: JSON, or multipart when images are added. */
export const productUpdateFormSchema = productUpdateSchema
  .extend({
    images: productImages(0)
      .optional()
      .describe('New images to add (multipart only): files, or paths of media library images, in order.'),
    ...fileDescriptionFields('images[i]', 'the i-th new image (from 0)'),
  })
  .superRefine(checkSchedule);

/** GET /api/v1/products query, with the spec's defaults. */
/** Extra: ?status= narrows a staff list to one status (visitors only ever see published items). */
const contentStatusFilter = z
  .enum(CONTENT_STATUSES, { error: `Status must be one of ${CONTENT_STATUSES.join(', ')}` })
  .optional()
  .describe('Extra: only items of this status (staff lists).');

/** What a list's translation filter may ask (issue 36): no version in a language, or one behind the English. */
export const TRANSLATION_FILTERS = ['missing', 'needs-update'] as const;

/** `?translation=hi:missing` / `hi:needs-update`: the items a language's version is missing or behind for. */
export const translationFilter = z
  .string()
  .regex(
    /^[a-z]{2,3}:(missing|needs-update)$/,
    'translation must be a language code and missing or needs-update, e.g. hi:missing',
  )
  .optional()
  .describe('Extra (issue 36): only items with no version in that language, or one that needs an update.');

export const productQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  page: requiredNumber('page', { min: 1, max: 100_000, integer: true }).default(1),
  'price[gte]': requiredNumber('price[gte]', { min: 0, max: 10_000_000 }).default(0),
  'price[lte]': requiredNumber('price[lte]', { min: 0, max: 10_000_000 }).default(25000),
  'ratings[gte]': requiredNumber('ratings[gte]', { min: 0, max: 5 }).default(0),
  status: contentStatusFilter,
  translation: translationFilter,
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

// --- search ------------------------------------------------------------------------------------------

/** GET /api/v1/search: `q` trimmed, 1–SEARCH_QUERY_MAX characters; `page` from 1. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.empty })
    .trim()
    .min(1, SEARCH_MESSAGES.empty)
    .max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong),
  page: requiredNumber('page', { min: 1, max: SEARCH_PAGE_MAX, integer: true }).default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

// --- blogs ------------------------------------------------------------------------------------------

export const blogCategorySchema = z.enum(BLOG_CATEGORIES, {
  error: `Category must be one of ${BLOG_CATEGORIES.join(', ')}`,
});

/** A document sent in a multipart form is a JSON string; in a JSON body it is the object itself. */
const NOT_JSON = Symbol('not JSON');
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return NOT_JSON; // refused by sectionList, which knows the section's number
  }
}

/** One rich-text schema per section number, so every message names its section. */
const sectionDocs = Array.from({ length: UPLOAD_LIMITS.blogSectionsMax }, (_, i) =>
  richTextDoc(`Section ${i + 1} text`),
);

/**
 * Sections carry `body` (a document) or a plain `description` (spec clients: blank lines make
 * paragraphs). Either way each comes out with both: `body`, and `description` = its plain text.
 */
/**
 * A list item's id as a save sends it back (issue 36): the item keeps it, and with it its versions in
 * other languages. Left out, a new item (or, when no item of the save has one, the item at its place).
 */
export const listItemId = z
  .guid({ error: 'An item’s _id must be the id of one of its list’s items' })
  .optional()
  .describe('The id this item was answered with (keeps its translations); left out for a new one.');

function sectionList<S extends z.ZodType<{ description?: string; body?: unknown }>>(section: S) {
  return z
    .array(section, { error: 'Add at least one content section' })
    .min(1, 'Add at least one content section')
    .max(UPLOAD_LIMITS.blogSectionsMax, `At most ${UPLOAD_LIMITS.blogSectionsMax} content sections`)
    .transform((sections, ctx) =>
      sections.map((s, i) => {
        let body: RichTextDoc;
        if (s.body !== undefined) {
          const parsed = s.body === NOT_JSON ? null : sectionDocs[i]!.safeParse(s.body);
          if (!parsed?.success) {
            const message =
              parsed?.error.issues[0]?.message ??
              `Section ${i + 1} text: must be a rich-text document (JSON)`;
            ctx.addIssue({ code: 'custom', path: [i, 'body'], message });
            return z.NEVER;
          }
          body = parsed.data;
        } else if (s.description !== undefined) {
          body = textToDoc(s.description);
        } else {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'description'],
            message: 'Section description is required',
          });
          return z.NEVER;
        }
        const description = docToText(body);
        if (description === '') {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'description'],
            message: 'Section description is required',
          });
          return z.NEVER;
        }
        return { ...s, body, description };
      }),
    );
}

export const blogSectionSchema = z.object({
  _id: listItemId,
  heading: requiredText('Section heading', 200),
  description: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Section description must be text' })
      .trim()
      .max(10000, 'Section description must be at most 10000 characters')
      .optional(),
  ),
  body: z
    .preprocess(parseJsonText, z.unknown())
    .optional()
    .describe('The section’s rich-text document (JSON text in a multipart form); wins over description.'),
});

/** Text fields of POST/PUT /api/v1/blogs; icon and section images are files (or kept paths). */
export const blogFieldsSchema = z.object({
  title: requiredText('Title', 200),
  heading: requiredText('Heading', 200),
  description: requiredText('Description', 5000),
  author: requiredText('Author', 100),
  category: z.preprocess(blankToUndefined, blogCategorySchema),
  content: sectionList(blogSectionSchema),
  ...contentFieldsSchema,
});
export type BlogFieldsInput = z.infer<typeof blogFieldsSchema>;

/** GET /api/v1/blogs: an optional category filter, and a page (without one the newest 100). */
export const blogListQuerySchema = z.object({
  category: blogCategorySchema.optional(),
  status: contentStatusFilter,
  translation: translationFilter,
  ...pageFields(),
});

/** The icon: a new file, or the path of a media library file of an allowed kind. */
const blogIcon = (types: readonly string[]) =>
  z.union(
    [
      uploadFile({ label: 'Icon', types, maxBytes: UPLOAD_LIMITS.blogIconBytes }, 'Icon video is required'),
      libraryPath.min(1, 'Icon video is required'),
    ],
    { error: 'Icon video is required' },
  );

/** A section of the blog form: its image is a new file or the stored path of an uploaded one. */
const blogFormSection = blogSectionSchema.extend({
  image: z
    .union([
      uploadFile({
        label: 'Section {n} image',
        types: CONTENT_IMAGE_TYPES,
        maxBytes: UPLOAD_LIMITS.sectionImageBytes,
      }),
      z.string().max(300).describe('The stored path of an uploaded image (/uploads/…)'),
    ])
    .optional()
    .describe('Sent as content[i][image]; on edit, leaving it out keeps the section’s image.'),
});

/**
 * Multipart body of POST /api/v1/blogs. Sections are sent as content[i][heading],
 * content[i][description] and content[i][image].
 */
const blogCreateFields = blogFieldsSchema.extend({
  iconImage: blogIcon(VIDEO_TYPES),
  content: sectionList(blogFormSection),
  ...fileDescriptionFields('iconImage', 'the icon (an image, on edit)'),
  ...fileDescriptionFields('content[i][image]', 'section i’s image'),
});
export const blogCreateFormSchema = blogCreateFields.superRefine(checkSchedule);

/** Multipart body of PUT /api/v1/blogs/{id}: the icon is optional and may also be an image. */
export const blogEditFormSchema = blogCreateFields
  .extend({
    iconImage: blogIcon([...VIDEO_TYPES, ...CONTENT_IMAGE_TYPES]).optional(),
    version: versionSchema,
  })
  .superRefine(checkSchedule);

// --- second sections --------------------------------------------------------------------------------

export const secondSectionSchema = z.object({
  title: requiredText('Title', 200),
  para: requiredText('Paragraph', 5000),
});
export type SecondSectionInput = z.infer<typeof secondSectionSchema>;

/** Body of PUT /api/v1/second-sections/{id}: JSON, or multipart with an optional new image. */
export const secondSectionFormSchema = secondSectionSchema.extend({
  imgSrc: z
    .union([
      uploadFile({
        label: 'Image',
        types: CONTENT_IMAGE_TYPES,
        maxBytes: UPLOAD_LIMITS.secondSectionImageBytes,
      }),
      z.string().max(300),
    ])
    .optional()
    .describe(
      'A new image file (multipart), or the path of a media library image; any other text keeps the current image.',
    ),
  ...fileDescriptionFields('imgSrc', 'the image'),
});

/** Stored media paths always look like this (names we generate). */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/[a-z0-9][a-z0-9-]{0,80}\.(png|jpe?g|webp|gif|avif|mp4|webm)$/;

// --- site settings (issue 19) -----------------------------------------------------------------------

/** Optional text of the settings: blank is allowed and stored as ''. */
export const settingText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

/** An optional https:// address ('' for none): links leave the site, so never http or javascript:. */
const httpsLink = (label: string) =>
  settingText(label, 500).refine((v) => v === '' || HTTPS_URL.safeParse(v).success, {
    error: `${label} must be an https:// address`,
  });

export const HTTPS_URL = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** An image the settings point at: a stored upload (POST /api/v1/admin/settings/image) and its alt text. */
const settingsImage = (label: string) =>
  z
    .object({
      path: z
        .string({ error: `${label} must be an uploaded image` })
        .regex(UPLOAD_PATH_PATTERN, `${label} must be an uploaded image`),
      alt: settingText(`${label} alt text`, 200),
    })
    .nullable()
    .default(null);

/** A locale `Intl` knows (`hi-IN`, `en-IN`): dates, numbers and rupees are written in it. */
const isLocale = (v: string) => {
  try {
    return Intl.getCanonicalLocales(v).length === 1;
  } catch {
    return false;
  }
};

/** One of the site's languages (languages.ts); the server also checks `search` against the database. */
const languageSchema = z.object({
  code: z
    .string({ error: 'Language code must be text' })
    .regex(LANGUAGE_CODE, 'Language code must be two or three lower-case letters (hi, ta, mai)'),
  name: requiredText('Language name', 40),
  englishName: requiredText('Language name in English', 40),
  locale: requiredText('Locale', 35).refine(isLocale, {
    error: 'Locale must be a language tag such as hi-IN',
  }),
  script: z.enum(['Latn', 'Deva'], { error: 'Script must be Latn or Deva' }),
  search: z
    .string({ error: 'Search configuration must be text' })
    .regex(/^[a-z_]{1,63}$/, 'Search configuration must be a name such as hindi or simple'),
  dir: z.enum(['ltr', 'rtl'], { error: 'Direction must be ltr or rtl' }).default('ltr'),
  public: z.boolean({ error: 'public must be true or false' }),
});

/**
 * The site's languages, the default first (English, at today's URLs, always shown: its rows are the
 * base every translation hangs from), each code once.
 */
const languagesSchema = z
  .array(languageSchema, { error: 'Languages must be a list' })
  .min(1, 'The site needs its default language')
  .max(MAX_LANGUAGES, `At most ${MAX_LANGUAGES} languages`)
  .superRefine((list, ctx) => {
    const first = list[0];
    if (first && (first.code !== DEFAULT_LANGUAGE_CODE || !first.public))
      ctx.addIssue({
        code: 'custom',
        path: [0],
        message: `${DEFAULT_LANGUAGE_NAME} is the site’s default language: it comes first and is always shown`,
      });
    const seen = new Set<string>();
    list.forEach((l, i) => {
      if (seen.has(l.code))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'code'],
          message: `The language ${l.code} is listed twice`,
        });
      seen.add(l.code);
    });
  });

/**
 * The settings' texts in another language (issue 36): what pages in it show instead of the default
 * language's; one left blank shows the default language's (address lines are mostly names).
 */
export const settingsTextsSchema = z.object({
  tagline: settingText('Tagline', 160),
  addressLines: z
    .array(settingText('Address line', 120), { error: 'Address lines must be a list' })
    .max(4, 'At most 4 address lines')
    .default([])
    // Blank lines are no lines.
    .transform((lines) => lines.filter((l) => l !== '')),
  hours: settingText('Opening hours', 120),
  whatsappMessage: settingText('WhatsApp opening message', 300),
  applicationConsent: settingText('Application consent text', 1000),
});
export type SettingsTexts = z.output<typeof settingsTextsSchema>;

/** Body of PUT /api/v1/admin/settings: everything that names and reaches the agency. */
export const siteSettingsSchema = z.object({
  siteName: requiredText('Site name', 80),
  shortName: requiredText('Short name', 40),
  tagline: settingText('Tagline', 160),
  logo: settingsImage('Logo'),
  // As text, or as GET /api/v1/settings answers it ({ display, digits }: display is kept, digits
  // follow from it), so a client can read the settings, change a field and send them back.
  phone: z
    .union(
      [
        z.string(),
        z.object({ display: z.string(), digits: z.string().optional() }).transform((phone) => phone.display),
      ],
      { error: 'Phone must be text, or { display } as the settings give it' },
    )
    .optional()
    .pipe(
      settingText('Phone', 20).refine((v) => v === '' || PHONE_PATTERN.test(v), {
        error: 'Phone may contain only digits, spaces, brackets, dashes and a leading +',
      }),
    ),
  email: settingText('Email', 254).refine((v) => v === '' || z.email().safeParse(v).success, {
    error: 'Email must be an email address',
  }),
  whatsapp: z
    .object({
      number: settingText('WhatsApp number', 20).refine((v) => v === '' || PHONE_PATTERN.test(v), {
        error: 'WhatsApp number may contain only digits, spaces, brackets, dashes and a leading +',
      }),
      message: settingText('WhatsApp opening message', 300),
    })
    .default({ number: '', message: '' }),
  address: z
    .object({
      lines: z
        .array(requiredText('Address line', 120), { error: 'Address lines must be a list' })
        .max(4, 'At most 4 address lines')
        .default([]),
      street: settingText('Street address', 200),
      locality: settingText('City', 100),
      region: settingText('Region', 100),
      postalCode: settingText('Postal code', 20),
      country: settingText('Country', 100).refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), {
        error: 'Country must be a two-letter code (IN, US, …)',
      }),
    })
    .default({ lines: [], street: '', locality: '', region: '', postalCode: '', country: '' }),
  hours: settingText('Opening hours', 120),
  mapUrl: httpsLink('Map link'),
  social: z
    .object({
      linkedin: httpsLink('LinkedIn'),
      instagram: httpsLink('Instagram'),
      facebook: httpsLink('Facebook'),
      x: httpsLink('X'),
      youtube: httpsLink('YouTube'),
    })
    .default({ linkedin: '', instagram: '', facebook: '', x: '', youtube: '' }),
  shareImage: settingsImage('Share image'),
  /** Extra (issue 29): the job application form's consent box; '' is the contract's default text. */
  applicationConsent: settingText('Application consent text', 1000),
  /** Count visits (issue 27); ANALYTICS=false on the server turns counting off whatever this says. */
  analytics: z.boolean({ error: 'analytics must be true or false' }).default(true),
  /**
   * The site's languages (issue 36). Left out, the saved list stays (a form that does not show them
   * changes nothing); settings saved before them have English, and Hindi not yet shown.
   */
  languages: languagesSchema.optional(),
  /**
   * Issue 36: the texts in each other language, by its code (one of `languages`, not the default).
   * Left out, the saved ones stay.
   */
  translations: z
    .record(
      z
        .string()
        .regex(LANGUAGE_CODE, 'A language is named by its code: two or three lower-case letters (hi)'),
      settingsTextsSchema,
      { error: 'translations must be an object of texts by language code' },
    )
    .optional(),
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsSchema>;

/** Multipart body of POST /api/v1/admin/settings/image: the logo or share image, before it is saved. */
export const settingsImageFormSchema = z.object({
  file: uploadFile({
    label: 'Image',
    types: CONTENT_IMAGE_TYPES,
    maxBytes: UPLOAD_LIMITS.settingsImageBytes,
  }),
});

// --- redirects (issue 17 item 3) --------------------------------------------------------------------

/** Body of POST /api/v1/admin/redirects; the path rules are in redirects.ts (server and form share them). */
export const redirectCreateSchema = z.object({
  from: z.string({ error: 'The old address is required' }).trim().max(2000, 'The old address is too long'),
  to: z.string({ error: 'The new address is required' }).trim().max(2000, 'The new address is too long'),
});
export type RedirectCreateInput = z.input<typeof redirectCreateSchema>;

/** Body of POST /api/v1/admin/redirects/import: the CSV text (capped; the line cap is checked apart). */
export const redirectImportSchema = z.object({
  csv: z
    .string({ error: 'The CSV text is required' })
    .max(400_000, 'The CSV text is too long: import at most 2,000 lines at a time'),
});

/** GET /api/v1/admin/not-found: paging. */
export const notFoundQuerySchema = z.object(pageFields(NOT_FOUND_PAGE_SIZE));

// --- media library (issue 19, docs/decisions/0049) ---------------------------------------------------

/** GET /api/v1/admin/media: words in the name or alt text, a kind, only unused files, paging. */
export const mediaListQuerySchema = z.object({
  q: z.string().trim().max(200, 'The search must be at most 200 characters').optional(),
  kind: z.enum(['image', 'video'], { error: 'Kind must be image or video' }).optional(),
  unused: flag('unused'),
  ...pageFields(MEDIA_LIBRARY.pageSize, MEDIA_LIBRARY.pageSizeMax),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** Alt text: blank means "not written yet" (null), unless the image is marked decorative. */
const mediaAlt = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Alt text must be text' })
    .trim()
    .max(MEDIA_LIBRARY.altMax, `Alt text must be at most ${MEDIA_LIBRARY.altMax} characters`)
    .nullable()
    .optional(),
);

/** POST multipart: the file, with its alt text or the decorative mark. */
export const mediaUploadSchema = z.object({
  file: uploadFile({
    label: 'File',
    types: [...CONTENT_IMAGE_TYPES, ...VIDEO_TYPES],
    maxBytes: UPLOAD_LIMITS.libraryFileBytes,
  }),
  alt: mediaAlt,
  decorative: flag('decorative'),
});

/**
 * PATCH: alt text, the decorative mark and/or the alt text in other languages (issue 36: by language
 * code; blank removes it, and the page there shows `alt`); at least one. The codes are checked
 * against the site's languages by the route.
 */
export const mediaUpdateSchema = z
  .object({
    alt: mediaAlt,
    decorative: flag('decorative'),
    altIn: z
      .record(
        z.string().regex(LANGUAGE_CODE, 'Alt text in other languages is named by language codes such as hi'),
        mediaAlt,
        { error: 'altIn must be an object of alt texts by language code' },
      )
      .refine((v) => Object.keys(v).length <= 20, 'Alt text in at most 20 languages at a time')
      .optional(),
  })
  .refine((v) => v.alt !== undefined || v.decorative !== undefined || v.altIn !== undefined, {
    message: 'Send alt text, the decorative mark or alt text in another language',
  });

/** PUT multipart: the new file (same kind as the old one). */
export const mediaReplaceSchema = z.object({
  file: uploadFile({
    label: 'File',
    types: [...CONTENT_IMAGE_TYPES, ...VIDEO_TYPES],
    maxBytes: UPLOAD_LIMITS.libraryFileBytes,
  }),
});

export const mediaBulkDeleteSchema = z.object({
  ids: z
    .array(z.guid({ error: 'Each id must be a media id' }), { error: 'ids must be a list of media ids' })
    .min(1, 'Choose at least one file')
    .max(MEDIA_LIBRARY.bulkMax, `Delete at most ${MEDIA_LIBRARY.bulkMax} files at a time`),
});
