/**
 * A page's blocks on the translate screen (issue 36; decision 0063 §1.3): a language's version holds
 * only the words of each block (contract/src/blocks/words.ts), by the block's id; everything else
 * (order, kinds, pictures, where links go) is the English page's. The English blocks with words are
 * listed on the left; on the right, one group per block with, for each word the English has, the
 * English above its input. A block left entirely blank is not sent, and the language's page leaves
 * it out. Whether a block's words make a valid block is the server's call: it needs the block's
 * shared values, which this screen does not have.
 */
import {
  BLOCKS,
  type BlockDeclaration,
  type BlockField,
  type BlockItemField,
  type BlockWords,
  blockWordFields,
  type ItemsField,
  itemWordFields,
} from '@vyoma/contract/blocks';
import {
  type BlocksField,
  type ContentTypeDeclaration,
  translatedBlocks,
} from '@vyoma/contract/content-types';
import { docToText, emptyDoc, type RichTextDoc } from '@vyoma/contract/rich-text';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { FormField } from '~/components/ui/FormField.tsx';

/** One English block as the translation's GET answers it (`source.<field>`): id, kind and words. */
export type SourceBlock = BlockWords & { type: string };

/** The form's words of one block: each word field's text or document; an items field's by place. */
export type WordValues = Record<string, unknown>;

/** The form's values of the translated blocks fields: by field name, then by English block id. */
export type BlockValues = Record<string, Record<string, WordValues>>;

/** An English block the screen can translate, with what names it. */
export interface EnglishBlock {
  words: SourceBlock;
  block: BlockDeclaration;
  /** Its place in `source.<field>` (ids and error keys use it). */
  index: number;
  /** "Hero 1": as the server's messages name it. */
  name: string;
}

type WordField = BlockField | BlockItemField;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The English blocks of a field, in page order. A block is named by its place on the page when the
 * answer gives it (`_place`, counting blocks without words too, as the server's messages do), else
 * by its place among the blocks with words. A kind the field does not know is skipped.
 */
export function englishBlocksOf(field: BlocksField, source: Record<string, unknown>): EnglishBlock[] {
  const list = source[field.name];
  if (!Array.isArray(list)) return [];
  return list.flatMap((words, index) => {
    if (!isObject(words) || typeof words._id !== 'string' || typeof words.type !== 'string') return [];
    const block = field.of.find((b) => b.name === words.type) ?? BLOCKS.find((b) => b.name === words.type);
    if (!block) return [];
    const place = typeof words._place === 'number' ? words._place : index + 1;
    return [{ words: words as SourceBlock, block, index, name: `${block.label} ${place}` }];
  });
}

/** The English words of a value, as a translator reads them ('' when it has none). */
function englishText(f: WordField, value: unknown): string {
  if (f.kind === 'text') return typeof value === 'string' ? value : '';
  if (f.kind === 'richText') return isObject(value) ? docToText(value as unknown as RichTextDoc) : '';
  if (f.kind === 'link') return isObject(value) ? String(value.text ?? '') : '';
  if (f.kind === 'visual') return isObject(value) ? String(value.label ?? '') : '';
  return '';
}

/** Whether the English has words there: only those get an input (a blank eyebrow has nothing to say). */
const hasEnglish = (f: WordField, value: unknown) => englishText(f, value).trim() !== '';

/** The English items of an items field (none: an empty list). */
const englishItems = (words: SourceBlock, f: ItemsField): unknown[] =>
  Array.isArray(words[f.name]) ? (words[f.name] as unknown[]) : [];

/** The form's value of a word from a version's words (none: blank). */
function formValue(f: WordField, saved: unknown): unknown {
  if (f.kind === 'richText') return isObject(saved) ? saved : emptyDoc();
  if (f.kind === 'link') return isObject(saved) ? String(saved.text ?? '') : '';
  if (f.kind === 'visual') return isObject(saved) ? String(saved.label ?? '') : '';
  return typeof saved === 'string' ? saved : '';
}

const isFilled = (f: WordField, value: unknown): boolean =>
  f.kind === 'richText'
    ? docToText((value as RichTextDoc | undefined) ?? emptyDoc()).trim() !== ''
    : String(value ?? '').trim() !== '';

/**
 * A word as a save sends it. Where the English has none, the English value as it is (a link with no
 * words null, a blank text ''), so the block keeps its shape and the server has nothing to check.
 */
function sentWord(f: WordField, english: unknown, value: unknown): unknown {
  if (!hasEnglish(f, english)) return english ?? null;
  if (f.kind === 'link') return { text: String(value ?? '').trim() };
  if (f.kind === 'visual') return { label: String(value ?? '').trim() };
  if (f.kind === 'richText') return value ?? emptyDoc();
  return String(value ?? '').trim();
}

/**
 * A saved version's words of an English item: those naming its `_id`, else (saved before items had
 * ids) those at its place naming none.
 */
function savedItem(
  saved: readonly unknown[],
  english: unknown,
  at: number,
): Record<string, unknown> | undefined {
  const id = isObject(english) && typeof english._id === 'string' ? english._id : null;
  const named = id === null ? undefined : saved.find((w) => isObject(w) && w._id === id);
  if (isObject(named)) return named;
  const placed = saved[at];
  return isObject(placed) && typeof placed._id !== 'string' ? placed : undefined;
}

/** The form's first values: each English block's words from the version, where it has them, else blank. */
export function initialBlockValues(
  type: Pick<ContentTypeDeclaration, 'fields'>,
  source: Record<string, unknown>,
  saved: Record<string, unknown> | null,
): BlockValues {
  return Object.fromEntries(
    translatedBlocks(type).map((field) => {
      const versions = new Map(
        (Array.isArray(saved?.[field.name]) ? (saved[field.name] as unknown[]) : [])
          .filter((w): w is BlockWords => isObject(w) && typeof w._id === 'string')
          .map((w) => [w._id, w]),
      );
      return [
        field.name,
        Object.fromEntries(
          englishBlocksOf(field, source).map(({ words, block }) => {
            const own = versions.get(words._id);
            const values: WordValues = {};
            for (const f of blockWordFields(block)) {
              if (f.kind === 'items') {
                const items = Array.isArray(own?.[f.name]) ? (own[f.name] as unknown[]) : [];
                values[f.name] = englishItems(words, f).map((english, j) =>
                  Object.fromEntries(
                    itemWordFields(f).map((sub) => {
                      const item = savedItem(items, english, j);
                      return [sub.name, formValue(sub, item?.[sub.name])];
                    }),
                  ),
                );
              } else values[f.name] = formValue(f, own?.[f.name]);
            }
            return [words._id, values];
          }),
        ),
      ];
    }),
  );
}

/**
 * What a save sends of each translated blocks field: `[{ _id, ...words }]` for each English block
 * with any word filled, in page order. An items field's items follow the English ones by place, an
 * item with nothing filled null (not translated).
 */
export function blocksBody(
  type: Pick<ContentTypeDeclaration, 'fields'>,
  source: Record<string, unknown>,
  values: BlockValues,
): Record<string, BlockWords[]> {
  const body: Record<string, BlockWords[]> = {};
  for (const field of translatedBlocks(type)) {
    body[field.name] = [];
    for (const { words, block } of englishBlocksOf(field, source)) {
      const own = values[field.name]?.[words._id] ?? {};
      let filled = false;
      const entry: BlockWords = { _id: words._id };
      for (const f of blockWordFields(block)) {
        if (f.kind !== 'items') {
          filled ||= hasEnglish(f, words[f.name]) && isFilled(f, own[f.name]);
          entry[f.name] = sentWord(f, words[f.name], own[f.name]);
          continue;
        }
        const items = (Array.isArray(own[f.name]) ? own[f.name] : []) as (WordValues | undefined)[];
        entry[f.name] = englishItems(words, f).map((english, j) => {
          const item = isObject(english) ? english : {};
          const subs = itemWordFields(f);
          const mine = items[j] ?? {};
          if (!subs.some((sub) => hasEnglish(sub, item[sub.name]) && isFilled(sub, mine[sub.name])))
            return null;
          filled = true;
          // By its id when it has one (the server follows it when the English items move).
          return {
            ...(typeof item._id === 'string' ? { _id: item._id } : {}),
            ...Object.fromEntries(
              subs.map((sub) => [sub.name, sentWord(sub, item[sub.name], mine[sub.name])]),
            ),
          };
        });
      }
      if (filled) body[field.name]!.push(entry);
    }
  }
  return body;
}

/**
 * The server's field errors keyed as this screen keys them: it names a block by its place in what
 * was sent (`body.0.heading`), the screen by its place among the English blocks (`body.2.heading`).
 */
export function blockErrorsOf(
  type: Pick<ContentTypeDeclaration, 'fields'>,
  source: Record<string, unknown>,
  sent: Record<string, unknown>,
  errors: Record<string, string>,
): Record<string, string> {
  const out = { ...errors };
  for (const field of translatedBlocks(type)) {
    const entries = Array.isArray(sent[field.name]) ? (sent[field.name] as BlockWords[]) : [];
    const places = new Map(englishBlocksOf(field, source).map((b) => [b.words._id, b.index]));
    const key = new RegExp(`^${field.name}\\.(\\d+)(\\..*)?$`);
    for (const [at, message] of Object.entries(errors)) {
      const match = key.exec(at);
      if (!match) continue;
      const place = places.get(entries[Number(match[1])]?._id ?? '');
      delete out[at];
      out[place === undefined ? field.name : `${field.name}.${place}${match[2] ?? ''}`] = message;
    }
  }
  return out;
}

/** The control's id of a block's word (`item`: the item's place in an items field, with its sub-field). */
const wordInputId = (field: BlocksField, index: number, name: string, item?: { at: number; sub: string }) =>
  `translate-${field.name}-${index}-${name}${item ? `-${item.at}-${item.sub}` : ''}`;

/** The errors' key of a block's word, as blockErrorsOf keys it. */
const wordErrorKey = (field: BlocksField, index: number, name: string, item?: { at: number; sub: string }) =>
  `${field.name}.${index}.${name}${item ? `.${item.at}.${item.sub}` : ''}`;

/** The messages at a key or under it (a link's `.text`, a drawing's `.label`). */
const messagesAt = (errors: Record<string, string>, key: string) =>
  Object.entries(errors)
    .filter(([at]) => at === key || at.startsWith(`${key}.`))
    .map(([, message]) => message);

/** What a word is called on the form ("Main link text", "Picture description"). */
const wordLabel = (f: WordField) =>
  f.kind === 'link' ? `${f.label} text` : f.kind === 'visual' ? `${f.label} description` : f.label;

/** An items field's item label ("Question 2"). */
const itemLabelOf = (f: ItemsField, at: number) => f.itemLabel.replace('{n}', String(at + 1));

/** The English blocks of one field, read-only, in the source column. */
export function BlocksSource({ field, source }: { field: BlocksField; source: Record<string, unknown> }) {
  const blocks = englishBlocksOf(field, source);
  return (
    <div className="translate__list">
      <h3 className="translate__subheading">{field.label}</h3>
      {blocks.length === 0 ? (
        <p className="translate__note">The English has no blocks with words.</p>
      ) : (
        <ol className="translate__items">
          {blocks.map(({ words, block, name }) => (
            <li key={words._id}>
              <p className="translate__block-name">{name}</p>
              <dl className="translate__words">
                {blockWordFields(block).flatMap((f) =>
                  f.kind === 'items'
                    ? englishItems(words, f).flatMap((item, at) =>
                        itemWordFields(f)
                          .filter((sub) => isObject(item) && hasEnglish(sub, item[sub.name]))
                          .map((sub) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their place is what a version follows
                            <div key={`${f.name}-${at}-${sub.name}`}>
                              <dt>
                                {itemLabelOf(f, at)} · {wordLabel(sub)}
                              </dt>
                              <dd lang="en">
                                {englishText(sub, (item as Record<string, unknown>)[sub.name])}
                              </dd>
                            </div>
                          )),
                      )
                    : hasEnglish(f, words[f.name])
                      ? [
                          <div key={f.name}>
                            <dt>{wordLabel(f)}</dt>
                            <dd lang="en">{englishText(f, words[f.name])}</dd>
                          </div>,
                        ]
                      : [],
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** One word's input, with the English it translates above it. */
function WordInput({
  id,
  label,
  field,
  english,
  value,
  error,
  lang,
  onChange,
}: {
  id: string;
  label: string;
  field: WordField;
  english: unknown;
  value: unknown;
  error: string | undefined;
  lang: string;
  onChange: (value: unknown) => void;
}) {
  const englishId = `${id}-english`;
  const shown = (
    <p id={englishId} className="translate__english">
      <span className="translate__english-tag">English</span>{' '}
      <span lang="en">{englishText(field, english)}</span>
    </p>
  );
  if (field.kind === 'richText')
    // The editor's writing area is named by its label only: the English sits above it.
    return (
      <div className="translate__word">
        {shown}
        <RichTextField
          id={id}
          label={label}
          value={value as RichTextDoc}
          onChange={onChange}
          {...(error ? { error } : {})}
        />
      </div>
    );
  const multiline = field.kind === 'text' && field.multiline === true;
  return (
    <FormField id={id} label={label} {...(error ? { error } : {})} className="translate__word">
      {(a11y) => {
        // The English is read with the input, before its hint and error.
        const props = {
          ...a11y,
          'aria-describedby': [englishId, a11y['aria-describedby']].filter(Boolean).join(' '),
          lang,
          value: String(value ?? ''),
        };
        return (
          <>
            {shown}
            {multiline ? (
              <textarea className="textarea" rows={4} {...props} onChange={(e) => onChange(e.target.value)} />
            ) : (
              <input className="input" {...props} onChange={(e) => onChange(e.target.value)} />
            )}
          </>
        );
      }}
    </FormField>
  );
}

/** The form of one field's blocks in the version's column: for each English block, its words. */
export function BlocksVersion({
  field,
  source,
  saved,
  values,
  errors,
  lang,
  languageName,
  onChange,
}: {
  field: BlocksField;
  source: Record<string, unknown>;
  /** The version as saved (null: none yet), to say which blocks it has no words for. */
  saved: Record<string, unknown> | null;
  values: Record<string, WordValues>;
  errors: Record<string, string>;
  lang: string;
  languageName: string;
  /** A block's words changed: `update` makes its new words from its words now. */
  onChange: (blockId: string, update: (words: WordValues) => WordValues) => void;
}) {
  const blocks = englishBlocksOf(field, source);
  const translated = new Set(
    (Array.isArray(saved?.[field.name]) ? (saved[field.name] as unknown[]) : []).flatMap((w) =>
      isObject(w) && typeof w._id === 'string' ? [w._id] : [],
    ),
  );
  // The field's own messages, and those of a block the screen cannot place.
  const fieldErrors = Object.entries(errors)
    .filter(([at]) => at === field.name)
    .map(([, message]) => message);
  return (
    <div className="translate__list">
      <h3 className="translate__subheading">{field.label}</h3>
      {fieldErrors.length > 0 && (
        <p id={`translate-${field.name}-error`} className="field__error">
          {fieldErrors.join(' ')}
        </p>
      )}
      {blocks.length === 0 ? (
        <p className="translate__note">The English has no blocks with words to translate.</p>
      ) : (
        <>
          <p className="field__hint">
            Each block with its words filled in is part of the {languageName} page; one left blank is left
            out. Pictures, links’ targets and the blocks’ order are the English page’s.
          </p>
          <ol className="list-items translate__items">
            {blocks.map(({ words, block, index, name }) => {
              const own = values[words._id] ?? {};
              const shownKeys: string[] = [];
              const input = (
                f: WordField,
                english: unknown,
                value: unknown,
                set: (v: unknown) => void,
                item?: { at: number; sub: string; label: string },
                fieldName = f.name,
              ) => {
                const where = item ? { at: item.at, sub: item.sub } : undefined;
                const key = wordErrorKey(field, index, fieldName, where);
                shownKeys.push(key);
                const messages = messagesAt(errors, key);
                return (
                  <WordInput
                    key={key}
                    id={wordInputId(field, index, fieldName, where)}
                    label={item ? `${name} · ${item.label} · ${wordLabel(f)}` : `${name} · ${wordLabel(f)}`}
                    field={f}
                    english={english}
                    value={value}
                    error={messages.length > 0 ? messages.join(' ') : undefined}
                    lang={lang}
                    onChange={set}
                  />
                );
              };
              const parts = blockWordFields(block).map((f) => {
                if (f.kind !== 'items')
                  return hasEnglish(f, words[f.name])
                    ? input(f, words[f.name], own[f.name], (v) =>
                        onChange(words._id, (w) => ({ ...w, [f.name]: v })),
                      )
                    : null;
                return englishItems(words, f).map((english, at) => {
                  const item = isObject(english) ? english : {};
                  const subs = itemWordFields(f).filter((sub) => hasEnglish(sub, item[sub.name]));
                  if (subs.length === 0) return null;
                  const label = itemLabelOf(f, at);
                  const mine = ((own[f.name] ?? []) as (WordValues | undefined)[])[at] ?? {};
                  return (
                    <fieldset
                      // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their place is what a version follows
                      key={`${f.name}-${at}`}
                      className="list-item__fieldset translate__block-item"
                    >
                      <legend className="list-item__legend">
                        {name} · {label}
                      </legend>
                      {subs.map((sub) =>
                        input(
                          sub,
                          item[sub.name],
                          mine[sub.name],
                          (v) =>
                            onChange(words._id, (w) => {
                              const list = [...((w[f.name] ?? []) as (WordValues | undefined)[])];
                              list[at] = { ...list[at], [sub.name]: v };
                              return { ...w, [f.name]: list };
                            }),
                          { at, sub: sub.name, label },
                          f.name,
                        ),
                      )}
                    </fieldset>
                  );
                });
              });
              // What the server said of the block as a whole (a list with too few items translated).
              const blockKey = `${field.name}.${index}`;
              const blockErrors = Object.entries(errors)
                .filter(
                  ([at]) =>
                    (at === blockKey || at.startsWith(`${blockKey}.`)) &&
                    !shownKeys.some((k) => at === k || at.startsWith(`${k}.`)),
                )
                .map(([, message]) => message);
              return (
                <li key={words._id} className="list-item">
                  <fieldset className="list-item__fieldset">
                    <legend className="list-item__legend">{name}</legend>
                    {saved && !translated.has(words._id) && (
                      <p className="translate__note">
                        Not translated yet: the {languageName} page leaves this block out.
                      </p>
                    )}
                    {blockErrors.length > 0 && <p className="field__error">{blockErrors.join(' ')}</p>}
                    {parts}
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
