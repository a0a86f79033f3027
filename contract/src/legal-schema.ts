/**
 * The request schema of a legal page (issue 19): PUT /api/v1/admin/legal/{key}. Its own entry
 * ('@vyoma/contract/legal-schema'), so public pages do not carry it (see job-schema.ts).
 */
import { docToText, type RichTextDoc } from './rich-text.ts';
import { richTextDoc } from './rich-text-schema.ts';
import { requiredText, versionSchema } from './schemas.ts';
import { z } from './zod.ts';

const bodyDoc = richTextDoc('Text');

/** The text: a rich-text document, checked in a transform (the OpenAPI document stays small). */
const legalBody = z
  .unknown()
  .describe('A rich-text document (paragraphs, headings 2–4, lists, quotes, links).')
  .transform((value, ctx): RichTextDoc => {
    const parsed = bodyDoc.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Text is invalid' });
      return z.NEVER;
    }
    if (docToText(parsed.data).trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'Text is required' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** Body of PUT /api/v1/admin/legal/{key}; with `version`, a newer saved version answers 409. */
export const legalPageSchema = z.object({
  title: requiredText('Title', 120),
  body: legalBody,
  version: versionSchema,
});
export type LegalPageValues = z.output<typeof legalPageSchema>;
