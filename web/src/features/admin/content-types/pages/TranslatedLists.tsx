/**
 * A translated list on the translate screen (issue 36; decision 0063 §1.3, §1.11): a post's sections,
 * or any declared list whose items carry translated sub-fields. The English items in their order on
 * the left, read-only; on the right, for each, the form of its translated sub-fields. A version names
 * each item it translates by the English item's `_id`; an item left blank is left out of that
 * language's page, and one half filled is refused before sending. Shared sub-fields (a section's image)
 * are the English item's and are edited there.
 */
import {
  type ContentTypeDeclaration,
  type ListField,
  type ListItemField,
  textKeyOf,
  translatedLists,
} from '@vyoma/contract/content-types';
import {
  docSizeProblem,
  docToText,
  emptyDoc,
  measureDoc,
  type RichTextDoc,
  textToDoc,
} from '@vyoma/contract/rich-text';
import { requiredText, settingText } from '@vyoma/contract/schemas';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { itemLabelOf, itemNounOf } from '../form/labels.ts';

/** One English item as the translation's GET answers it (`source.<list>`): its id and its words. */
export type SourceItem = Record<string, unknown> & { _id: string };

/** The form's values of the translated lists: by list name, then by English item id, then sub-field. */
export type ListValues = Record<string, Record<string, Record<string, unknown>>>;

/** The sub-fields of a translated list that each language has its own of. */
export const translatedSubFields = (field: ListField): ListItemField[] =>
  field.of.filter((s) => s.translated);

/** The English items of a list, in order (an answer without them: none). */
export function sourceItemsOf(source: Record<string, unknown>, field: ListField): SourceItem[] {
  const items = source[field.name];
  return Array.isArray(items)
    ? items.filter((item): item is SourceItem => typeof item?._id === 'string')
    : [];
}

/** The version's items of a list by the English item's id. */
function savedItemsOf(saved: Record<string, unknown> | null, field: ListField): Map<string, SourceItem> {
  const items = saved?.[field.name];
  return new Map(
    (Array.isArray(items) ? items : [])
      .filter((item): item is SourceItem => typeof item?._id === 'string')
      .map((item) => [item._id, item]),
  );
}

/** A rich-text sub-field's document as an answer gives it (the document, or only its plain text). */
function docOf(item: Record<string, unknown> | undefined, sub: ListItemField): RichTextDoc {
  const doc = item?.[sub.name];
  if (doc && typeof doc === 'object') return doc as RichTextDoc;
  const text = sub.kind === 'richText' ? item?.[textKeyOf(sub)] : undefined;
  return typeof text === 'string' && text.trim() !== '' ? textToDoc(text) : emptyDoc();
}

/** The form's first values: each English item's version, where the version has one, else blank. */
export function initialListValues(
  type: Pick<ContentTypeDeclaration, 'fields'>,
  source: Record<string, unknown>,
  saved: Record<string, unknown> | null,
): ListValues {
  return Object.fromEntries(
    translatedLists(type).map((field) => {
      const versions = savedItemsOf(saved, field);
      return [
        field.name,
        Object.fromEntries(
          sourceItemsOf(source, field).map((item) => {
            const version = versions.get(item._id);
            return [
              item._id,
              Object.fromEntries(
                translatedSubFields(field).map((sub) => [
                  sub.name,
                  sub.kind === 'richText' ? docOf(version, sub) : String(version?.[sub.name] ?? ''),
                ]),
              ),
            ];
          }),
        ),
      ];
    }),
  );
}

/** Whether a sub-field's value holds words. */
const isFilled = (sub: ListItemField, value: unknown): boolean =>
  sub.kind === 'richText'
    ? docToText((value as RichTextDoc | undefined) ?? emptyDoc()).trim() !== ''
    : String(value ?? '').trim() !== '';

/** What is wrong with a sub-field's value in an item being translated (none: undefined). */
function problemOf(
  sub: ListItemField,
  label: string,
  value: unknown,
  { noun, languageName }: { noun: string; languageName: string },
): string | undefined {
  if (!sub.optional && !isFilled(sub, value))
    return `${label} is required, or clear the ${noun} to leave it out of the ${languageName} page.`;
  if (sub.kind === 'richText') return docSizeProblem(measureDoc(value)) ?? undefined;
  if (sub.kind === 'text')
    return (sub.optional ? settingText(label, sub.max) : requiredText(label, sub.max)).safeParse(value).error
      ?.issues[0]?.message;
  return undefined;
}

/** The errors' key of an item's sub-field: the server's `content[2][heading]` as the screen keeps it. */
export const itemErrorKey = (field: ListField, index: number, sub?: string) =>
  sub === undefined ? `${field.name}.${index}` : `${field.name}.${index}.${sub}`;

/** The control's id of an item's sub-field (a rich text's writing area). */
export const itemInputId = (field: ListField, index: number, sub: string) =>
  `translate-${field.name}-${index}-${sub}`;

/**
 * What a save sends of each translated list (`content: [{ _id, heading, body }]`: the items with
 * something filled, in English order) and what is wrong before sending: an item half filled, or a
 * value past its limit, keyed as the server keys its errors (by the English item's position).
 */
export function listsBody(
  type: Pick<ContentTypeDeclaration, 'fields'>,
  source: Record<string, unknown>,
  values: ListValues,
  languageName: string,
): { body: Record<string, Record<string, unknown>[]>; problems: Record<string, string>; first?: string } {
  const body: Record<string, Record<string, unknown>[]> = {};
  const problems: Record<string, string> = {};
  let first: string | undefined;
  for (const field of translatedLists(type)) {
    const subs = translatedSubFields(field);
    const noun = itemNounOf(field);
    body[field.name] = [];
    sourceItemsOf(source, field).forEach((item, index) => {
      const own = values[field.name]?.[item._id] ?? {};
      if (!subs.some((sub) => isFilled(sub, own[sub.name]))) return;
      const entry: Record<string, unknown> = { _id: item._id };
      for (const sub of subs) {
        const value = own[sub.name];
        const problem = problemOf(sub, `${itemLabelOf(field, index)} ${sub.label}`, value, {
          noun,
          languageName,
        });
        if (problem) {
          problems[itemErrorKey(field, index, sub.name)] = problem;
          first ??= itemInputId(field, index, sub.name);
        }
        entry[sub.name] = sub.kind === 'text' ? String(value ?? '').trim() : value;
      }
      body[field.name]!.push(entry);
    });
  }
  return { body, problems, ...(first ? { first } : {}) };
}

/** The English items of one list, read-only, in the source column. */
export function ListSource({ field, source }: { field: ListField; source: Record<string, unknown> }) {
  const items = sourceItemsOf(source, field);
  const subs = translatedSubFields(field);
  return (
    <div className="translate__list">
      <h3 className="translate__subheading">{field.label}</h3>
      {items.length === 0 ? (
        <p className="translate__note">The English has no {itemNounOf(field)}s.</p>
      ) : (
        <ol className="translate__items">
          {items.map((item, index) => (
            <li key={item._id}>
              <dl className="translate__words">
                {subs.map((sub) => (
                  <div key={sub.name}>
                    <dt>
                      {itemLabelOf(field, index)} {sub.label}
                    </dt>
                    <dd lang="en">
                      {sub.kind === 'richText'
                        ? String(item[textKeyOf(sub)] ?? docToText(docOf(item, sub)))
                        : String(item[sub.name] ?? '')}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The form of one list's items in the version's column: each English item's translated sub-fields. */
export function ListVersion({
  field,
  source,
  saved,
  values,
  errors,
  lang,
  languageName,
  publishes,
  onChange,
}: {
  field: ListField;
  source: Record<string, unknown>;
  /** The version as saved (null: none yet), to say which items it has no words for. */
  saved: Record<string, unknown> | null;
  values: Record<string, Record<string, unknown>>;
  errors: Record<string, string>;
  lang: string;
  languageName: string;
  /** The type publishes: a published version needs the list's least number of items translated. */
  publishes: boolean;
  onChange: (itemId: string, sub: string, value: unknown) => void;
}) {
  const items = sourceItemsOf(source, field);
  const subs = translatedSubFields(field);
  const noun = itemNounOf(field);
  const versions = savedItemsOf(saved, field);
  const headingId = `translate-${field.name}-heading`;
  const hintId = `translate-${field.name}-hint`;
  const errorId = `translate-${field.name}-error`;
  // The list's own (too few translated to publish), and an _id the item does not have: the server
  // names that one by its place in what was sent, not by an English item's.
  const idError = new RegExp(`^${field.name}\\.\\d+\\._id$`);
  const listErrors = [
    errors[field.name],
    ...Object.entries(errors)
      .filter(([key]) => idError.test(key))
      .map(([, message]) => message),
  ].filter((message): message is string => Boolean(message));
  const subNames = subs.map((s) => s.label.toLowerCase()).join(' and ');
  return (
    <div className="translate__list">
      <h3 id={headingId} className="translate__subheading">
        {field.label}
      </h3>
      {listErrors.length > 0 && (
        <p id={errorId} className="field__error">
          {listErrors.join(' ')}
        </p>
      )}
      {items.length === 0 ? (
        <p className="translate__note">The English has no {noun}s to translate.</p>
      ) : (
        <>
          <p id={hintId} className="field__hint">
            Each {noun} with its {subNames} filled in is part of the {languageName} page; one left blank is
            left out.
            {publishes && field.min > 0
              ? ` To publish, translate at least ${field.min} ${field.min === 1 ? noun : `${noun}s`}.`
              : ''}
          </p>
          <ol className="list-items translate__items">
            {items.map((item, index) => {
              const label = itemLabelOf(field, index);
              const own = values[item._id] ?? {};
              const itemError = errors[itemErrorKey(field, index)];
              return (
                <li key={item._id} className="list-item">
                  <fieldset className="list-item__fieldset">
                    <legend className="list-item__legend">{label}</legend>
                    {saved && !versions.has(item._id) && (
                      <p className="translate__note">
                        Not translated yet: the {languageName} page leaves this {noun} out.
                      </p>
                    )}
                    {itemError && <p className="field__error">{itemError}</p>}
                    {subs.map((sub) => {
                      const id = itemInputId(field, index, sub.name);
                      const error = errors[itemErrorKey(field, index, sub.name)];
                      const subLabel = `${label} ${sub.label}`;
                      if (sub.kind === 'richText')
                        return (
                          <RichTextField
                            key={sub.name}
                            id={id}
                            label={subLabel}
                            value={own[sub.name] as RichTextDoc}
                            onChange={(doc) => onChange(item._id, sub.name, doc)}
                            {...(error ? { error } : {})}
                          />
                        );
                      if (sub.kind !== 'text') return null;
                      return (
                        <FormField key={sub.name} id={id} label={subLabel} {...(error ? { error } : {})}>
                          {(a11y) =>
                            sub.multiline ? (
                              <textarea
                                className="textarea"
                                rows={4}
                                lang={lang}
                                value={String(own[sub.name] ?? '')}
                                onChange={(e) => onChange(item._id, sub.name, e.target.value)}
                                {...a11y}
                              />
                            ) : (
                              <input
                                className="input"
                                lang={lang}
                                value={String(own[sub.name] ?? '')}
                                onChange={(e) => onChange(item._id, sub.name, e.target.value)}
                                {...a11y}
                              />
                            )
                          }
                        </FormField>
                      );
                    })}
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
