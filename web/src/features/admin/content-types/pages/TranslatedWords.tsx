/**
 * A translated JSON document on the translate screen (issue 36): a form's words (its labels, help,
 * options, steps and confirmation), each English word on the left and its input on the right, by
 * the key the server names it by. Every word is needed before the version saves (the server says
 * which is missing); the form's fields, rules and conditions are the English form's.
 */
import type { JsonField, JsonWord } from '@vyoma/contract/content-types';
import { FormField } from '~/components/ui/FormField.tsx';

/** The English words of a document as the translation's GET answers them (`source.<field>`). */
export const sourceWordsOf = (source: Record<string, unknown>, field: JsonField): JsonWord[] =>
  Array.isArray(source[field.name]) ? (source[field.name] as JsonWord[]) : [];

/** A word's input id (its key may hold spaces and dots: the id is by place). */
const wordId = (field: JsonField, i: number) => `translate-${field.name}-${i}`;

/** The server's message for a word: `definition[fields.name.label]` (a key with dots stays bracketed). */
const errorOf = (errors: Record<string, string>, field: JsonField, key: string) =>
  errors[`${field.name}[${key}]`] ?? errors[`${field.name}.${key}`];

export function WordsSource({ field, source }: { field: JsonField; source: Record<string, unknown> }) {
  return (
    <div className="translate__list">
      <h3 className="translate__subheading">{field.label}</h3>
      <dl className="translate__words">
        {sourceWordsOf(source, field).map((w) => (
          <div key={w.key}>
            <dt>{w.label}</dt>
            <dd lang="en">{w.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function WordsVersion({
  field,
  source,
  values,
  errors,
  lang,
  onChange,
}: {
  field: JsonField;
  source: Record<string, unknown>;
  values: Record<string, string>;
  errors: Record<string, string>;
  lang: string;
  onChange: (key: string, text: string) => void;
}) {
  const words = sourceWordsOf(source, field);
  return (
    <section className="translate__list" aria-labelledby={`translate-${field.name}-heading`}>
      <h3 id={`translate-${field.name}-heading`} className="translate__subheading">
        {field.label}
      </h3>
      {words.map((w, i) => {
        const error = errorOf(errors, field, w.key);
        return (
          <FormField
            key={w.key}
            id={wordId(field, i)}
            label={w.label}
            hint={`English: ${w.text}`}
            required
            {...(error ? { error } : {})}
          >
            {(a11y) =>
              w.multiline ? (
                <textarea
                  className="textarea"
                  rows={3}
                  lang={lang}
                  maxLength={w.max}
                  value={values[w.key] ?? ''}
                  onChange={(e) => onChange(w.key, e.target.value)}
                  {...a11y}
                />
              ) : (
                <input
                  className="input"
                  lang={lang}
                  maxLength={w.max}
                  value={values[w.key] ?? ''}
                  onChange={(e) => onChange(w.key, e.target.value)}
                  {...a11y}
                />
              )
            }
          </FormField>
        );
      })}
    </section>
  );
}
