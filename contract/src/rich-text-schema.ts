/**
 * The zod schema of a stored rich-text document (types and rules: rich-text.ts). It refuses, with a
 * message a 400 can carry, anything outside the allowlist: unknown node or mark types, attributes
 * other than heading level / list start / link href, heading levels other than 2–4, unsafe links,
 * empty text runs, line breaks or control characters inside text, and documents over the limits.
 * Pasted or legacy input goes through `sanitizeDoc` instead, which drops rather than refuses.
 */
import {
  BLOCK_TYPES,
  docSizeProblem,
  HEADING_LEVELS,
  INLINE_TYPES,
  isFormSlug,
  isSafeHref,
  MARK_TYPES,
  measureDoc,
  RICH_TEXT_LIMITS,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextListItem,
  UNSAFE_HREF_MESSAGE,
} from './rich-text.ts';
import { z } from './zod.ts';

const quote = (value: unknown) => JSON.stringify(String(value).slice(0, 60));
const typeName = (input: unknown) =>
  typeof input === 'object' && input !== null && 'type' in input
    ? quote(input.type)
    : 'a node without a type';
/** Line breaks in text are hardBreak nodes; tab is the only control character text may hold. */
const FORBIDDEN_IN_TEXT = /[^\P{Cc}\t]|[\u2028\u2029]/u;
/**
 * The document schema; `label` starts every message ("Section 2 text: …"). Before the structure is
 * read, the size is measured without recursion, so a hostile nesting depth is refused cheaply.
 */
export function richTextDoc(label = 'Text') {
  const say = (message: string) => `${label}: ${message}`;
  const unexpected = (what: string) => (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? say(`${what} has no ${issue.keys.map((key) => quote(key)).join(', ')} attribute`)
      : issue.code === 'invalid_type'
        ? say(`each ${what} must be an object`)
        : undefined;
  const nodeList = (what: string, allowed: readonly string[]) => (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_union'
      ? say(`${typeName(issue.input)} is not allowed ${what} (allowed: ${allowed.join(', ')})`)
      : undefined;

  const mark = z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('bold') }, { error: unexpected('bold mark') }),
      z.strictObject({ type: z.literal('italic') }, { error: unexpected('italic mark') }),
      z.strictObject({ type: z.literal('code') }, { error: unexpected('code mark') }),
      z.strictObject(
        {
          type: z.literal('link'),
          attrs: z.strictObject(
            {
              href: z
                .string({ error: say('a link needs an href') })
                .refine(isSafeHref, say(UNSAFE_HREF_MESSAGE)),
            },
            { error: unexpected('link') },
          ),
        },
        { error: unexpected('link mark') },
      ),
    ],
    { error: nodeList('as a text style', MARK_TYPES) },
  );

  const text = z.strictObject(
    {
      type: z.literal('text'),
      text: z
        .string({ error: say('a text run needs its text') })
        .min(1, say('a text run must not be empty'))
        .refine(
          (value) => !FORBIDDEN_IN_TEXT.test(value),
          say('text must not hold line breaks or control characters (use a hardBreak)'),
        ),
      marks: z
        .array(mark)
        .max(MARK_TYPES.length, say('a text run has too many marks'))
        .refine(
          (marks) => new Set(marks.map((m) => m.type)).size === marks.length,
          say('a text run has the same mark twice'),
        )
        .refine(
          (marks) => marks.length < 2 || !marks.some((m) => m.type === 'code'),
          say('code text takes no other mark'),
        )
        .optional(),
    },
    { error: unexpected('text run') },
  );
  const hardBreak = z.strictObject({ type: z.literal('hardBreak') }, { error: unexpected('hardBreak') });
  const inline = z.discriminatedUnion('type', [text, hardBreak], {
    error: nodeList('inside a paragraph or heading', INLINE_TYPES),
  });
  const inlineContent = z.array(inline).optional();

  const paragraph = z.strictObject(
    { type: z.literal('paragraph'), content: inlineContent },
    { error: unexpected('paragraph') },
  );
  const heading = z.strictObject(
    {
      type: z.literal('heading'),
      attrs: z.strictObject(
        {
          level: z.union(
            HEADING_LEVELS.map((level) => z.literal(level)),
            { error: say('a heading level must be 2, 3 or 4') },
          ),
        },
        { error: unexpected('heading') },
      ),
      content: inlineContent,
    },
    { error: unexpected('heading') },
  );

  // Lists and quotes hold blocks: the recursion goes through z.lazy.
  const listItem: z.ZodType<RichTextListItem> = z.lazy(() =>
    z.strictObject(
      {
        type: z.literal('listItem'),
        content: z
          .array(
            z.discriminatedUnion('type', [paragraph, bulletList, orderedList], {
              error: nodeList('in a list item', ['paragraph', 'bulletList', 'orderedList']),
            }),
          )
          .min(1, say('a list item must not be empty'))
          .refine((content) => content[0]?.type === 'paragraph', say('a list item starts with a paragraph')),
      },
      { error: unexpected('list item') },
    ),
  );
  const items = z.array(listItem).min(1, say('a list needs at least one item'));
  const bulletList = z.strictObject(
    { type: z.literal('bulletList'), content: items },
    { error: unexpected('bulletList') },
  );
  const orderedList = z.strictObject(
    {
      type: z.literal('orderedList'),
      attrs: z
        .strictObject(
          {
            start: z
              .number({ error: say('a list start must be a number') })
              .int(say('a list start must be a whole number'))
              .min(1, say('a list start must be at least 1'))
              .max(RICH_TEXT_LIMITS.maxListStart, say('a list start is too large')),
          },
          { error: unexpected('orderedList') },
        )
        .optional(),
      content: items,
    },
    { error: unexpected('orderedList') },
  );
  const blockquote = z.strictObject(
    {
      type: z.literal('blockquote'),
      content: z.lazy(() => z.array(nested).min(1, say('a quote must not be empty'))),
    },
    { error: unexpected('blockquote') },
  );
  const nested: z.ZodType<RichTextBlock> = z.discriminatedUnion(
    'type',
    [paragraph, heading, bulletList, orderedList, blockquote],
    {
      error: nodeList(
        'in a quote',
        BLOCK_TYPES.filter((t) => t !== 'formEmbed'),
      ),
    },
  );
  // A form block stands only at the top level (issue 29).
  const formEmbed = z.strictObject(
    {
      type: z.literal('formEmbed'),
      attrs: z.strictObject(
        {
          form: z
            .string({ error: say('a form block names a form') })
            .refine(isFormSlug, say('a form block names a form by its URL name')),
        },
        { error: unexpected('form block') },
      ),
    },
    { error: unexpected('form block') },
  );
  const block: z.ZodType<RichTextBlock> = z.discriminatedUnion(
    'type',
    [paragraph, heading, bulletList, orderedList, blockquote, formEmbed],
    { error: nodeList('as a block', BLOCK_TYPES) },
  );

  const doc = z.strictObject(
    {
      type: z.literal('doc', { error: say('the document type must be "doc"') }),
      content: z
        .array(block, { error: say('the document needs a list of blocks') })
        .min(1, say('the document needs at least one block')),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type' ? say('must be a document') : unexpected('document')(issue),
    },
  );

  return z.preprocess((value, ctx) => {
    const problem = docSizeProblem(measureDoc(value));
    if (problem) ctx.issues.push({ code: 'custom', message: say(problem), input: value });
    return value;
  }, doc) satisfies z.ZodType<RichTextDoc, unknown>;
}

/** A stored document (API bodies, the database's jsonb), with messages starting "Text: …". */
export const richTextDocSchema = richTextDoc();
