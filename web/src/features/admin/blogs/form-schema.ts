/**
 * What the blog form validates before it sends: the contract's text fields, the slug (checked when
 * sending, once the lazily loaded slug module is there), and sections whose text is a rich-text
 * document: empty counts as missing, and the contract's size limits apply.
 */
import { UPLOAD_LIMITS } from '@vyoma/contract';
import { docSizeProblem, docToText, measureDoc, type RichTextDoc } from '@vyoma/contract/rich-text';
import { blogFieldsSchema, blogSectionSchema } from '@vyoma/contract/schemas';
import { z } from 'zod';

/** The message of an empty section text: the same as the API's for a missing description. */
export const EMPTY_SECTION_TEXT = 'Section description is required';

const sectionBody = z
  .custom<RichTextDoc>((value) => typeof value === 'object' && value !== null, EMPTY_SECTION_TEXT)
  .superRefine((doc, ctx) => {
    const problem = docToText(doc).trim() === '' ? EMPTY_SECTION_TEXT : docSizeProblem(measureDoc(doc));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const blogFormSchema = blogFieldsSchema.extend({
  slug: z.string(),
  content: z
    .array(z.object({ heading: blogSectionSchema.shape.heading, body: sectionBody }))
    .min(1, 'Add at least one content section')
    .max(UPLOAD_LIMITS.blogSectionsMax, `At most ${UPLOAD_LIMITS.blogSectionsMax} content sections`),
});

export type BlogFormIn = z.input<typeof blogFormSchema>;
export type BlogFormOut = z.output<typeof blogFormSchema>;
