/**
 * What a type's API body does with a field left out: a new item takes the field's default (an
 * optional text's '', a choice's declared default), an edit keeps the value the item has.
 */
import { describe, expect, it } from 'vitest';
import { defineContentType } from '../src/content-types/define.ts';
import { PAGE_DOC } from '../src/content-types/page.ts';
import { contentBodySchema } from '../src/content-types/rules.ts';

describe('a field left out of the body', () => {
  it('takes its default in a new item', () => {
    const parsed = contentBodySchema(PAGE_DOC, 'create').parse({ title: 'New', body: [] });
    expect(parsed).toMatchObject({ keywords: '', structuredData: 'none' });
  });

  it('is left out of an edit, so the item keeps what it has', () => {
    const parsed = contentBodySchema(PAGE_DOC, 'update').parse({ title: 'Renamed', version: 3 });
    expect('keywords' in parsed).toBe(false);
    expect('structuredData' in parsed).toBe(false);
    // Sent, it is checked and trimmed as in a new item.
    expect(
      contentBodySchema(PAGE_DOC, 'update').parse({
        keywords: ' a, b ',
        structuredData: 'service',
        version: 3,
      }),
    ).toMatchObject({ keywords: 'a, b', structuredData: 'service' });
  });

  it('is refused in a declaration whose select default is none of its options', () => {
    expect(() =>
      defineContentType({
        name: 'odd-choice',
        label: { one: 'odd choice', many: 'odd choices' },
        table: 'odd_choices',
        titleField: 'title',
        workflow: 'open',
        fields: [
          { kind: 'text', name: 'title', label: 'Title', max: 100 },
          { kind: 'select', name: 'size', label: 'Size', options: ['s', 'm'], default: 'xl' },
        ],
      }),
    ).toThrow('Content type odd-choice: the default of size must be one of its options');
  });

  it('is refused in a declaration whose select lists as another kind of search hit an option it lacks', () => {
    expect(() =>
      defineContentType({
        name: 'odd-kind',
        label: { one: 'odd kind', many: 'odd kinds' },
        table: 'odd_kinds',
        titleField: 'title',
        workflow: 'open',
        fields: [
          { kind: 'text', name: 'title', label: 'Title', max: 100 },
          {
            kind: 'select',
            name: 'size',
            label: 'Size',
            options: ['s', 'm'],
            searchKinds: { xl: 'service' },
          },
        ],
      }),
    ).toThrow("Content type odd-kind: size's search kind xl is not one of its options");
  });
});
