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
  type ListField,
  shownInOtherLanguages,
  translatedFields,
  translatedLists,
} from '../src/content-types/define.ts';
import { FORM } from '../src/content-types/form.ts';
import { POST } from '../src/content-types/post.ts';
import { jsonWordsRule, translatedItemsRule, translationBodySchema } from '../src/content-types/rules.ts';
import { checkEntry, FORM_WORDS, type FormDefinition } from '../src/forms.ts';
import { textToDoc } from '../src/rich-text.ts';
import { FORMS as HI_FORMS } from '../src/texts/hi/forms.ts';

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

  it('on a list: each item of a version names the item it translates, checked by its place in English', () => {
    // Posts' sections: heading and text translated, the image shared; posts are shown in Hindi.
    expect(translatedLists(POST).map((f) => f.name)).toEqual(['content']);
    expect(shownInOtherLanguages(POST)).toBe(true);
    const sections = translatedLists(POST)[0] as ListField;
    const [a, b, c] = [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
    ];
    const rule = translatedItemsRule(sections, [a, b, c]);
    // Sent in any order, answered in the item's; only translated sub-fields kept.
    const ok = rule.safeParse([
      { _id: c, heading: 'तीन', body: textToDoc('तीसरा'), image: '/uploads/x.png' },
      { _id: a, heading: 'एक', body: textToDoc('पहला') },
    ]);
    expect(ok.data?.map((x) => x._id)).toEqual([a, c]);
    expect(ok.data?.[0]).not.toHaveProperty('image');
    // A message names the section by its place in English (the third), not in the body.
    const half = rule.safeParse([{ _id: c, heading: 'तीन' }]);
    expect(half.error?.issues[0]).toMatchObject({ path: [2, 'body'], message: 'Section 3 text is required' });
    const twice = rule.safeParse([
      { _id: a, heading: 'एक', body: textToDoc('पहला') },
      { _id: a, heading: 'एक', body: textToDoc('पहला') },
    ]);
    expect(twice.error?.issues[0]?.message).toBe('Section 1 is translated twice');
    const stranger = rule.safeParse([
      { _id: '44444444-4444-4444-8444-444444444444', heading: 'x', body: textToDoc('y') },
    ]);
    expect(stranger.error?.issues[0]?.path).toEqual([0, '_id']);
    // The body's shape: ids required, at most the list's limit; left out, the saved items stay.
    const body = translationBodySchema(POST);
    expect(
      body.safeParse({ title: 'क', heading: 'ख', description: 'ग', content: [{ heading: 'x' }] }).success,
    ).toBe(false);
    expect(body.safeParse({ title: 'क', heading: 'ख', description: 'ग' }).success).toBe(true);
  });

  it('on a JSON document: its words alone, by keys that survive edits, laid over the document', () => {
    expect(() =>
      typeWith({ kind: 'json', name: 'doc', label: 'Doc', component: 'x', default: {}, translated: true }),
    ).toThrow(
      'Content type demo: doc: a translated JSON document needs its words (a version holds only those)',
    );
    const form: FormDefinition = {
      fields: [
        { key: 'name', type: 'text', label: 'Your name', required: true, help: 'As on your ID' },
        { key: 'kind', type: 'radio', label: 'Kind', required: true, options: ['Website', 'App'] },
        { key: 'src', type: 'hidden', label: 'Source', required: false, source: 'utm_source' },
      ],
      steps: ['About you', 'The project'],
      confirmation: { kind: 'page', path: '/thanks' },
      notify: ['sales@acme.example'],
    };
    const words = FORM_WORDS.of(form);
    // A hidden field is never read; a confirmation page has no words; who is told is no word.
    expect(words.map((w) => w.key)).toEqual([
      'fields.name.label',
      'fields.name.help',
      'fields.kind.label',
      'fields.kind.options.Website',
      'fields.kind.options.App',
      'steps.0',
      'steps.1',
    ]);
    const hindi = FORM_WORDS.in(form, {
      'fields.name.label': 'आपका नाम',
      'fields.kind.options.App': 'ऐप',
      'steps.1': 'प्रोजेक्ट',
    }) as FormDefinition;
    // Options keep their values (entries store them); the reader sees their words, English until translated.
    expect(hindi.fields[1]).toMatchObject({ options: ['Website', 'App'], optionLabels: ['Website', 'ऐप'] });
    expect(hindi.fields[0]).toMatchObject({
      key: 'name',
      label: 'आपका नाम',
      help: 'As on your ID',
      required: true,
    });
    expect(hindi.steps).toEqual(['About you', 'प्रोजेक्ट']);
    expect(hindi.notify).toEqual(['sales@acme.example']);
    // The save's check: every word, none the form lacks, each within its length.
    const definition = FORM.fields.find((f) => f.name === 'definition')!;
    if (definition.kind !== 'json') throw new Error('definition is a JSON document');
    const rule = jsonWordsRule(definition, form);
    const all = Object.fromEntries(words.map((w) => [w.key, `${w.text} (hi)`]));
    expect(rule.safeParse(all).success).toBe(true);
    const { 'steps.1': _, ...short } = all;
    expect(rule.safeParse(short).error?.issues[0]?.message).toBe('Step 2 needs its translation');
    expect(rule.safeParse({ ...all, 'steps.1': 'x'.repeat(301) }).error?.issues[0]?.message).toBe(
      'Step 2: at most 300 characters',
    );
    // Restoring an old revision keeps what still fits and leaves the rest untranslated.
    expect(
      jsonWordsRule(definition, form, { restoring: true }).parse({ 'steps.0': 'आप', gone: 'x' }),
    ).toEqual({
      'steps.0': 'आप',
    });
    // And the entry's checks in the form's language: its labels and the language's words.
    expect(checkEntry(hindi.fields, { kind: 'Blog' }, {}, {}, HI_FORMS).errors).toEqual({
      name: 'आपका नाम भरना ज़रूरी है',
      kind: 'Kind दिए गए विकल्पों में से चुनें',
    });
  });
});
