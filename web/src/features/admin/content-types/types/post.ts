/**
 * Posts in the admin (spec §5): the spec calls them blogs ("All Blogs", "Create Blog", "Blog created
 * successfully."), saves them as multipart with their files (POST /blogs, PUT /blogs/{id}), keeps the
 * contract's rules for their text and the form's own words for a missing icon or section image, and
 * shows a post as visitors see it at /admin/blog/{id}. A section's text is a rich-text document:
 * empty counts as missing, and the contract's size limits apply.
 */
import { ADMIN_PAGE, VIDEO_TYPES } from '@vyoma/contract';
import { docSizeProblem, docToText, measureDoc, type RichTextDoc } from '@vyoma/contract/rich-text';
import { blogFieldsSchema, blogSectionSchema } from '@vyoma/contract/schemas';
import { z } from 'zod';
import { typeList } from '~/components/ui/fileChecks.ts';
import { type TypeAdmin, textFor } from '../admin.ts';
import { multipartApi } from '../api.ts';

/** The message of an empty section text: the same as the API's for a missing description. */
export const EMPTY_SECTION_TEXT = 'Section description is required';

const sectionBody = z
  .custom<RichTextDoc>((value) => typeof value === 'object' && value !== null, EMPTY_SECTION_TEXT)
  .superRefine((doc, ctx) => {
    const problem = docToText(doc).trim() === '' ? EMPTY_SECTION_TEXT : docSizeProblem(measureDoc(doc));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const fields = blogFieldsSchema.shape;

export const postAdmin: TypeAdmin = {
  text: {
    ...textFor({ one: 'blog', many: 'blogs' }),
    listTitle: 'All Blogs',
    listLead: 'Back office and digital marketing posts also feed those service pages.',
    createLink: 'Create Blog',
    firstLink: undefined,
    createTitle: 'Create blog',
    createLead:
      'Posts in Back office or Digital marketing also appear on those service pages and in the menu.',
  },
  api: multipartApi,
  idPrefix: 'blog',
  schema: () => ({
    rules: {
      title: fields.title,
      heading: fields.heading,
      description: fields.description,
      author: fields.author,
      category: fields.category,
      'content.heading': blogSectionSchema.shape.heading,
      'content.body': sectionBody,
    },
    missing: (field) =>
      field.name === 'iconImage'
        ? `Add an icon video (${typeList(VIDEO_TYPES)}).`
        : field.name === 'image'
          ? 'Add an image for this section.'
          : undefined,
  }),
  viewPath: (item) => ADMIN_PAGE.viewBlog(item._id),
};
