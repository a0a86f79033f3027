/**
 * A valid item of any declared content type, made from its fields alone (issue 34): the contract test
 * runs every type through the same checks without knowing any of them. `word` goes into every text,
 * so a test can look for it on a public surface.
 */
import type { ContentTypeDeclaration, Field, ListItemField } from '@vyoma/contract/content-types';

export interface SampleContext {
  /** A word no other content has (search finds it; a surface that shows the item shows it). */
  word: string;
  /** A library image with alt text (every media field takes it). */
  image: string;
  /** A product category's id (relation fields). */
  categoryId: string;
}

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

function sample(f: Field | ListItemField, ctx: SampleContext): unknown {
  switch (f.kind) {
    case 'text':
      return `${ctx.word} ${f.label}`.slice(0, f.max);
    case 'richText':
      return doc(`${ctx.word} in the ${f.label.toLowerCase()}.`);
    case 'number':
      return f.default ?? f.min;
    case 'boolean':
      return f.default ?? false;
    case 'select':
      return f.options[0];
    case 'date':
      // A year ahead: a closing date still to come.
      return new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    case 'media':
      return ctx.image;
    case 'mediaList':
      return Array.from({ length: Math.max(1, f.min) }, () => ctx.image);
    case 'relation':
      // A relation to the type's own items (a page's parent) is optional: the sample is at the top.
      return f.to === 'category' ? ctx.categoryId : null;
    case 'list':
      return Array.from({ length: Math.max(1, f.min) }, () =>
        Object.fromEntries(f.of.map((sub) => [sub.name, sample(sub, ctx)])),
      );
    case 'json':
      // What a new item starts from (a form's starter fields): valid for the type's own rules.
      return structuredClone(f.default);
    case 'blocks':
      // One rich-text block when the field takes one (its text carries the word), else each kind's example.
      // New blocks, as the blocks' rules read them (no id yet).
      return f.of.some((b) => b.name === 'rich-text')
        ? [{ id: null, type: 'rich-text', props: { body: doc(`${ctx.word} in a block.`) } }]
        : f.of
            .slice(0, Math.max(1, f.min))
            .map((b) => ({ id: null, type: b.name, props: structuredClone(b.example) }));
  }
}

/** Every field of the type with a valid value. */
export function sampleValues(type: ContentTypeDeclaration, ctx: SampleContext): Record<string, unknown> {
  return Object.fromEntries(type.fields.map((f) => [f.name, sample(f, ctx)]));
}
