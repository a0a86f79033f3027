/**
 * The request schema of job openings (issue 19): POST /api/v1/admin/jobs and PUT …/{id}. Its own
 * entry ('@vyoma/contract/job-schema'), so the public pages that load the shared schemas (the contact
 * form, the catalogue filters) do not carry it: zod schemas are built when their module loads, so a
 * bundler keeps every one of a module it imports.
 */
import { EMPLOYMENT_TYPES, JOB_APPLY_KINDS, JOB_STATUSES } from './constants.ts';
import { docToText, type RichTextDoc, textToDoc } from './rich-text.ts';
import { richTextDoc } from './rich-text-schema.ts';
import { blankToNull, HTTPS_URL, requiredText, settingText, slugSchema, versionSchema } from './schemas.ts';
import { z } from './zod.ts';

/** The description's document schema (its messages start with "Description: "). */
const descriptionDoc = richTextDoc('Description');

/**
 * The description: a rich-text document, or plain text (blank lines make paragraphs). Checked in a
 * transform, like blog sections, so the OpenAPI document does not carry the recursive grammar.
 */
const jobDescription = z
  .unknown()
  .describe('A rich-text document (paragraphs, headings 2–4, lists, quotes, links), or plain text.')
  .transform((value, ctx): RichTextDoc => {
    const parsed = descriptionDoc.safeParse(typeof value === 'string' ? textToDoc(value) : value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Description is invalid' });
      return z.NEVER;
    }
    if (docToText(parsed.data).trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'Description is required' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A date without a time (YYYY-MM-DD); blank or null: none. */
const closingDate = z.preprocess(
  blankToNull,
  z.iso.date({ error: 'Closing date must be a date (YYYY-MM-DD)' }).nullable().default(null),
);

/**
 * Body of POST /api/v1/admin/jobs and PUT /api/v1/admin/jobs/{id} (JSON). The slug is made from the
 * title when left out; a PUT with `version` is refused (409) when someone saved a newer one.
 */
export const jobOpeningSchema = z
  .object({
    title: requiredText('Title', 120),
    slug: slugSchema,
    department: requiredText('Department', 80),
    location: settingText('Location', 120),
    remote: z.boolean({ error: 'Remote must be true or false' }).default(false),
    employmentType: z.enum(EMPLOYMENT_TYPES, {
      error: `Employment type must be one of ${EMPLOYMENT_TYPES.join(', ')}`,
    }),
    experience: settingText('Experience', 80),
    description: jobDescription,
    apply: z.object(
      {
        kind: z.enum(JOB_APPLY_KINDS, {
          error: `How to apply must be one of ${JOB_APPLY_KINDS.join(', ')}`,
        }),
        target: settingText('Apply with', 500),
      },
      { error: 'apply must be an object: { kind, target }' },
    ),
    closesOn: closingDate,
    status: z
      .enum(JOB_STATUSES, { error: `Status must be one of ${JOB_STATUSES.join(', ')}` })
      .default('open'),
    version: versionSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.remote && v.location === '')
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'Location is required unless the job is remote',
      });
    const target = v.apply.target;
    if (v.apply.kind === 'email' && !z.email().safeParse(target).success)
      ctx.addIssue({
        code: 'custom',
        path: ['apply', 'target'],
        message: 'Enter the e-mail address to apply to',
      });
    if (v.apply.kind === 'url' && !HTTPS_URL.safeParse(target).success)
      ctx.addIssue({
        code: 'custom',
        path: ['apply', 'target'],
        message: 'The application page must be an https:// address',
      });
    if (v.apply.kind === 'whatsapp' && target.length > 300)
      ctx.addIssue({
        code: 'custom',
        path: ['apply', 'target'],
        message: 'The WhatsApp message must be at most 300 characters',
      });
  });
export type JobOpeningInput = z.input<typeof jobOpeningSchema>;
export type JobOpeningValues = z.output<typeof jobOpeningSchema>;
