import { RICH_TEXT_LIMITS, textToDoc } from '@vyoma/contract/rich-text';
import { describe, expect, it } from 'vitest';
import { blogFormSchema, EMPTY_SECTION_TEXT } from './form-schema.ts';

const valid = {
  title: 'Month-end close',
  heading: 'Back office',
  description: 'A calmer month end.',
  author: 'Team',
  category: 'backOffice',
  slug: '',
  content: [{ heading: 'Reconcile daily', body: textToDoc('Match bank lines daily.') }],
};

const sectionErrors = (body: unknown) => {
  const result = blogFormSchema.safeParse({ ...valid, content: [{ heading: 'H', body }] });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('blogFormSchema', () => {
  it('accepts a section with text', () => {
    expect(blogFormSchema.safeParse(valid).success).toBe(true);
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
});
