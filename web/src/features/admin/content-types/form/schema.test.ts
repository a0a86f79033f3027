import { POST } from '@vyoma/contract/content-types';
import { RICH_TEXT_LIMITS, textToDoc } from '@vyoma/contract/rich-text';
import { describe, expect, it } from 'vitest';
import { CASE_STUDY } from '../fixtures.ts';
import { EMPTY_SECTION_TEXT, postAdmin } from '../types/post.ts';
import { formSchema } from './schema.ts';
import { itemValues } from './values.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the editor’s checks, made from a declaration', () => {
  it('say what the server says of a type with no code of its own', () => {
    const schema = formSchema(CASE_STUDY, 'create');
    expect(issuesOf(schema.safeParse(itemValues(CASE_STUDY, undefined)))).toEqual([
      ['title', 'Title is required'],
      ['summary', 'Summary is required'],
      ['body', 'Story is required'],
      ['cover', 'Cover image is required'],
      ['client', 'Client is required'],
      ['industry', 'Industry must be one of retail, health'],
    ]);
    const long = {
      ...itemValues(CASE_STUDY, undefined),
      title: 'Books on time',
      summary: 'x'.repeat(501),
      body: textToDoc('Every day.'),
      cover: { file: null, path: '/uploads/cover.png' },
      client: 'Lakshmi Stores',
      industry: 'retail',
    };
    expect(issuesOf(schema.safeParse(long))).toEqual([['summary', 'Summary must be at most 500 characters']]);
  });

  it('name the item of a list in its messages', () => {
    const values = itemValues(POST, undefined);
    const content = [
      { heading: 'First', body: textToDoc('Text.'), image: { file: null, path: '/uploads/a.png' } },
      { heading: '', body: textToDoc('Text.'), image: { file: null, path: null } },
    ];
    const issues = issuesOf(formSchema(POST, 'create').safeParse({ ...values, content }));
    expect(issues).toContainEqual(['content.1.heading', 'Section 2 heading is required']);
    expect(issues).toContainEqual(['content.1.image', 'Section 2 image is required']);
  });
});

// Moved from the blog form's own schema (blogs/form-schema.test.ts): the posts keep their words.
describe('the posts’ checks', () => {
  const schema = formSchema(POST, 'create', postAdmin.schema?.('create'));
  const valid = {
    title: 'Month-end close',
    heading: 'Back office',
    description: 'A calmer month end.',
    author: 'Team',
    category: 'backOffice',
    slug: '',
    iconImage: { file: null, path: '/uploads/icon.webm' },
    content: [
      {
        heading: 'Reconcile daily',
        body: textToDoc('Match bank lines daily.'),
        image: { file: null, path: '/uploads/one.png' },
      },
    ],
  };
  const sectionErrors = (body: unknown) =>
    issuesOf(schema.safeParse({ ...valid, content: [{ ...valid.content[0], heading: 'H', body }] }));

  it('accepts a section with text', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('calls a section without text missing, like an empty description', () => {
    for (const body of [
      textToDoc(''),
      textToDoc('  \n\n '),
      { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 } }] },
    ])
      expect(sectionErrors(body)).toEqual([['content.0.body', EMPTY_SECTION_TEXT]]);
  });

  it('applies the contract’s size limit', () => {
    const [[path, message] = []] = sectionErrors(textToDoc('x'.repeat(RICH_TEXT_LIMITS.maxChars + 1)));
    expect(path).toBe('content.0.body');
    expect(message).toMatch(/too long/);
  });

  it('asks for the icon video and each section’s image in the form’s words', () => {
    const issues = issuesOf(
      schema.safeParse({
        ...valid,
        iconImage: { file: null, path: null },
        content: [{ ...valid.content[0], image: { file: null, path: null } }],
      }),
    );
    expect(issues).toEqual([
      ['iconImage', 'Add an icon video (MP4 or WebM).'],
      ['content.0.image', 'Add an image for this section.'],
    ]);
  });
});
