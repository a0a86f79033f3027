/**
 * What a declaration may translate (issue 36, step 4 of docs/decisions/0063): words only (text, rich
 * text, JSON documents, lists and blocks with translated parts); numbers, choices, dates, files and
 * relations are shared by every language. And the body of a save of one language's version.
 */
import { describe, expect, it } from 'vitest';
import {
  defineContentType,
  type Field,
  isTranslatable,
  translatedFields,
} from '../src/content-types/define.ts';
import { translationBodySchema } from '../src/content-types/rules.ts';

const typeWith = (...fields: Field[]) =>
  defineContentType({
    name: 'demo',
    label: { one: 'demo', many: 'demos' },
    table: 'demos',
    titleField: 'title',
    workflow: 'publish',
    publicPath: '/demos/{slug}',
    fields: [{ kind: 'text', name: 'title', label: 'Title', max: 100, translated: true }, ...fields],
  });

describe('translated fields', () => {
  it('are words: a shared kind of field cannot be translated', () => {
    expect(() =>
      typeWith({ kind: 'number', name: 'price', label: 'Price', min: 0, max: 10, translated: true }),
    ).toThrow(
      'Content type demo: price: a number field is the same in every language: it cannot be translated',
    );
    expect(() =>
      typeWith({
        kind: 'media',
        name: 'cover',
        label: 'Cover',
        accept: ['image/png'],
        maxBytes: 10,
        translated: true,
      }),
    ).toThrow(/media field is the same in every language/);
  });

  it('on a list need a translated sub-field', () => {
    const list = (translatedSub: boolean): Field => ({
      kind: 'list',
      name: 'steps',
      label: 'Steps',
      table: 'demo_steps',
      itemLabel: 'Step {n}',
      missing: 'Add a step',
      min: 0,
      max: 5,
      translated: true,
      of: [{ kind: 'text', name: 'text', label: 'text', max: 100, translated: translatedSub }],
    });
    expect(() => typeWith(list(false))).toThrow(
      'Content type demo: steps: a translated list needs a translated sub-field',
    );
    expect(() => typeWith(list(true))).not.toThrow();
  });

  it('make a type translatable, with its row’s translated fields in order', () => {
    const type = typeWith(
      { kind: 'text', name: 'client', label: 'Client', max: 100 },
      { kind: 'richText', name: 'body', label: 'Story', translated: true },
    );
    expect(isTranslatable(type)).toBe(true);
    expect(translatedFields(type).map((f) => f.name)).toEqual(['title', 'body']);
    expect(isTranslatable(typeWith({ kind: 'text', name: 'client', label: 'Client', max: 100 }))).toBe(true);
    expect(
      isTranslatable(
        defineContentType({
          name: 'plain',
          label: { one: 'plain', many: 'plains' },
          table: 'plains',
          titleField: 'title',
          workflow: 'publish',
          fields: [{ kind: 'text', name: 'title', label: 'Title', max: 100 }],
        }),
      ),
    ).toBe(false);
  });

  it('are what a version’s body holds, with its URL name, SEO texts and status, and nothing shared', () => {
    const schema = translationBodySchema(
      typeWith({ kind: 'text', name: 'client', label: 'Client', max: 100 }),
    );
    const ok = schema.safeParse({ title: 'नमस्ते', slug: 'namaste', seo: { title: 'नमस्ते' }, status: 'draft' });
    expect(ok.success).toBe(true);
    expect(ok.data).not.toHaveProperty('client');
    const missing = schema.safeParse({ status: 'draft' });
    expect(missing.error?.issues[0]?.message).toBe('Title is required');
    const late = schema.safeParse({ title: 'नमस्ते', status: 'scheduled', publishAt: '2001-01-01T00:00:00Z' });
    expect(late.error?.issues[0]?.message).toBe('The publishing time must be in the future');
  });
});
