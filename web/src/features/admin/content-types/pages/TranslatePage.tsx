/**
 * One language's version of an item (issue 36; docs/decisions/0063 §1.11), for every translatable
 * type from its declaration: the default language's words on the left, read-only, beside the form of
 * the translated fields, its own URL name, SEO texts and status. When the English words changed since
 * the version was last brought up to date, the screen says so: Save brings it up to date, "Save, still
 * needs update" keeps the mark. Shared fields (prices, images, categories) are edited in English only.
 * A translated list (a post's sections) lines up by item: each English item and the form of its
 * translated sub-fields (TranslatedLists.tsx); a page's blocks, by block: each English word and its
 * translation (TranslatedBlocks.tsx).
 * The admin itself stays in English.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressedByPath,
  adminPathOf,
  type ContentTypeDeclaration,
  type JsonField,
  jsonWordsOf,
  shownInOtherLanguages,
  tableFields,
  textKeyOf,
  translatedBlocks,
  translatedFields,
  translatedLists,
  versionsHaveSlugs,
} from '@vyoma/contract/content-types';
import type { Language } from '@vyoma/contract/languages';
import { emptyDoc, type RichTextDoc } from '@vyoma/contract/rich-text';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { apiRequest, messageOr } from '~/lib/api.ts';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
import { dateToZonedInput, zonedInputToDate } from '~/lib/zonedTime.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { contentApiUrl, contentKeys } from '../../components/contentTypes.ts';
import { fieldErrorsOf } from '../../components/formErrors.ts';
import { PreviewLinksPanel } from '../../components/PreviewLinksPanel.tsx';
import { useSiteZone } from '../../components/Publishing.tsx';
import { useSettings } from '../../components/queries.ts';
import { QueryStates } from '../../components/States.tsx';
import '../content-types.css';
import {
  BlocksSource,
  BlocksVersion,
  type BlockValues,
  blockErrorsOf,
  blocksBody,
  initialBlockValues,
  type WordValues,
} from './TranslatedBlocks.tsx';
import {
  initialListValues,
  ListSource,
  type ListValues,
  ListVersion,
  listsBody,
} from './TranslatedLists.tsx';
import { WordsSource, WordsVersion } from './TranslatedWords.tsx';

/** A version as the API answers it (its translated fields by name, and its own state). */
export type Version = Record<string, unknown> & {
  lang: string;
  version: number;
  needsUpdate: boolean;
  slug?: string;
  seo?: { title: string | null; description: string | null; noindex: boolean };
  status?: string;
  publishAt?: string | null;
};

export interface VersionAnswer {
  data: Version | null;
  /** The default language's words, as they are now. */
  source: Record<string, unknown>;
}

/** The translated parts a version cannot hold yet (a page's blocks), as the form names them. */
const waiting = (type: ContentTypeDeclaration) =>
  tableFields(type)
    .filter((f) => f.translated && f.kind !== 'list')
    .map((f) => f.label.toLowerCase())
    .join(' and ');

const STATUSES = [
  ['draft', 'Draft'],
  ['review', 'In review'],
  ['scheduled', 'Scheduled'],
  ['published', 'Published'],
] as const;

export default function TranslatePage({ type }: { type: ContentTypeDeclaration }) {
  const { id = '', lang = '' } = useParams();
  const settings = useSettings();
  const language = settings.data?.languages.find((l) => l.code === lang && l !== settings.data?.languages[0]);
  const name = language?.englishName ?? lang;
  const url = contentApiUrl(type.api.translation ?? '', { id, lang });
  const version = useQuery({
    queryKey: [...contentKeys.detail(type, id), 'translation', lang],
    queryFn: ({ signal }) => apiRequest<VersionAnswer>(url, { signal }),
  });
  return (
    <AdminFrame
      title={`${name} version`}
      lead={`The ${type.label.one}’s words in ${name}, beside the English. Prices, images and other shared fields are edited in English.`}
      back={{ to: adminPathOf(type.admin.edit, id), label: `Back to the ${type.label.one}` }}
    >
      {/* The site's languages first: until they are in, the language asked for is not known. */}
      <QueryStates
        query={settings}
        loadingLabel={`Loading the ${name} version…`}
        errorText="The site’s languages could not be loaded."
      >
        {() => (
          <QueryStates
            query={version}
            loadingLabel={`Loading the ${name} version…`}
            errorText={`The ${name} version could not be loaded.`}
          >
            {(answer) =>
              language ? (
                <VersionForm
                  key={answer.data?.version ?? 0}
                  type={type}
                  language={language}
                  answer={answer}
                  url={url}
                  queryKey={[...contentKeys.detail(type, id), 'translation', lang]}
                />
              ) : (
                <p className="status status--error" role="alert">
                  The site has no language “{lang}”.
                </p>
              )
            }
          </QueryStates>
        )}
      </QueryStates>
    </AdminFrame>
  );
}

function VersionForm({
  type,
  language,
  answer,
  url,
  queryKey,
}: {
  type: ContentTypeDeclaration;
  language: Language;
  answer: VersionAnswer;
  url: string;
  queryKey: readonly unknown[];
}) {
  // A JSON document's words (a form's) have their own part of the form, word by word.
  const documents = translatedFields(type).filter((f): f is JsonField => jsonWordsOf(f) !== undefined);
  const fields = translatedFields(type).filter((f) => !jsonWordsOf(f));
  const lists = translatedLists(type);
  const blocks = translatedBlocks(type);
  const saved = answer.data;
  const name = language.englishName;
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries([
      ...fields.map((f) => [f.name, saved?.[f.name] ?? (f.kind === 'richText' ? emptyDoc() : '')]),
      ...documents.map((f) => [f.name, saved?.[f.name] ?? {}]),
    ]),
  );
  const [items, setItems] = useState<ListValues>(() => initialListValues(type, answer.source, saved));
  const [blockValues, setBlockValues] = useState<BlockValues>(() =>
    initialBlockValues(type, answer.source, saved),
  );
  // A version's own URL name (a form's versions keep the form's: versionsHaveSlugs); a page's is the
  // last part of its path there, under its parent's.
  const slugged = versionsHaveSlugs(type);
  const byPath = addressedByPath(type);
  const [slug, setSlug] = useState(saved?.slug ?? '');
  const [seoTitle, setSeoTitle] = useState(saved?.seo?.title ?? '');
  const [seoDescription, setSeoDescription] = useState(saved?.seo?.description ?? '');
  const [status, setStatus] = useState(saved?.status ?? 'draft');
  // A publishing time is chosen in the site's time zone, as on the editor (Publishing.tsx).
  const zone = useSiteZone();
  const [publishAt, setPublishAt] = useState(
    saved?.publishAt ? dateToZonedInput(new Date(saved.publishAt), zone) : '',
  );
  // An author saves drafts and asks for review; publishing is for those who may (the server says so too).
  const statuses = userCan(useUser(), type.permissions.publish)
    ? STATUSES
    : STATUSES.filter(([value]) => value === 'draft' || value === 'review');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const publishes = type.workflow === 'publish';

  const save = useMutation({
    mutationFn: ({ upToDate, listValues }: { upToDate: boolean; listValues: Record<string, unknown> }) =>
      apiRequest<{ data: Version }>(url, {
        method: 'PUT',
        body: {
          ...values,
          ...listValues,
          ...(slugged && slug.trim() !== '' ? { slug: slug.trim() } : {}),
          ...(type.seo ? { seo: { title: seoTitle, description: seoDescription } } : {}),
          ...(publishes
            ? {
                status,
                ...(status === 'scheduled' && publishAt
                  ? { publishAt: zonedInputToDate(publishAt, zone)?.toISOString() ?? publishAt }
                  : {}),
              }
            : {}),
          ...(saved ? { version: saved.version } : {}),
          upToDate,
        },
      }),
    onSuccess: (result, { listValues }) => {
      setErrors({});
      toast.success(`${name} version saved.`);
      // The lists' items and blocks' words as sent, unless the answer gives them: the form starts again from this.
      queryClient.setQueryData(queryKey, { ...answer, data: { ...listValues, ...result.data } });
    },
    onError: (error, { listValues }) => {
      // Keyed as the form keys them: the server's `content[2][heading]` is `content.2.heading`, and a
      // block's by its place among the English blocks rather than in what was sent.
      setErrors(blockErrorsOf(type, answer.source, listValues, fieldErrorsOf(error)));
      toast.error(messageOr(error, 'The version could not be saved.'));
    },
  });

  const set = (field: string, value: unknown) => setValues((v) => ({ ...v, [field]: value }));
  const setItem = (list: string) => (itemId: string, sub: string, value: unknown) =>
    setItems((all) => ({
      ...all,
      [list]: { ...all[list], [itemId]: { ...all[list]?.[itemId], [sub]: value } },
    }));
  const setBlock = (field: string) => (blockId: string, update: (words: WordValues) => WordValues) =>
    setBlockValues((all) => ({
      ...all,
      [field]: { ...all[field], [blockId]: update(all[field]?.[blockId] ?? {}) },
    }));
  // A list's item half filled is refused here, on its field, before anything is sent.
  const submit = (upToDate: boolean) => {
    const built = listsBody(type, answer.source, items, name);
    if (built.first) {
      setErrors(built.problems);
      toast.error(`The ${name} version was not saved: see the marked fields.`);
      const first = built.first;
      requestAnimationFrame(() => document.getElementById(first)?.focus());
      return;
    }
    save.mutate({
      upToDate,
      listValues: { ...built.body, ...blocksBody(type, answer.source, blockValues) },
    });
  };
  const inputId = (field: string) => `translate-${field}`;

  return (
    <>
      <form
        className="translate"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(true);
        }}
      >
        {saved?.needsUpdate && (
          <p className="status status--info" role="status">
            The English has changed since this version was last brought up to date.
          </p>
        )}
        {!saved && (
          <p className="translate__note">
            This {type.label.one} has no {name} version yet.
          </p>
        )}
        {!shownInOtherLanguages(type) && waiting(type) !== '' && (
          <p className="status status--info">
            Visitors see the {name} page once its {waiting(type)} can be translated too; until then this
            version is kept as you save it.
          </p>
        )}
        <div className="translate__columns">
          <section className="translate__source card" aria-labelledby="translate-source">
            <h2 id="translate-source" className="translate__heading">
              English
            </h2>
            <dl className="translate__words">
              {fields.map((f) => (
                <div key={f.name}>
                  <dt>{f.label}</dt>
                  <dd lang="en">
                    {String(
                      (f.kind === 'richText' ? answer.source[textKeyOf(f)] : answer.source[f.name]) ?? '',
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {documents.map((f) => (
              <WordsSource key={f.name} field={f} source={answer.source} />
            ))}
            {lists.map((list) => (
              <ListSource key={list.name} field={list} source={answer.source} />
            ))}
            {blocks.map((field) => (
              <BlocksSource key={field.name} field={field} source={answer.source} />
            ))}
          </section>
          <section className="translate__version card" aria-labelledby="translate-version">
            <h2 id="translate-version" className="translate__heading">
              {name} ({language.name})
            </h2>
            {fields.map((f) =>
              f.kind === 'richText' ? (
                <RichTextField
                  key={f.name}
                  id={inputId(f.name)}
                  label={f.label}
                  value={values[f.name] as RichTextDoc}
                  onChange={(doc) => set(f.name, doc)}
                  {...(errors[f.name] ? { error: errors[f.name] } : {})}
                />
              ) : (
                <FormField
                  key={f.name}
                  id={inputId(f.name)}
                  label={f.label}
                  required={!f.optional}
                  {...(errors[f.name] ? { error: errors[f.name] } : {})}
                >
                  {(a11y) =>
                    f.kind === 'text' && f.multiline ? (
                      <textarea
                        className="textarea"
                        rows={5}
                        lang={language.code}
                        value={String(values[f.name] ?? '')}
                        onChange={(e) => set(f.name, e.target.value)}
                        {...a11y}
                      />
                    ) : (
                      <input
                        className="input"
                        lang={language.code}
                        value={String(values[f.name] ?? '')}
                        onChange={(e) => set(f.name, e.target.value)}
                        {...a11y}
                      />
                    )
                  }
                </FormField>
              ),
            )}
            {documents.map((f) => (
              <WordsVersion
                key={f.name}
                field={f}
                source={answer.source}
                values={(values[f.name] ?? {}) as Record<string, string>}
                errors={errors}
                lang={language.code}
                onChange={(key, text) =>
                  set(f.name, { ...(values[f.name] as Record<string, string>), [key]: text })
                }
              />
            ))}
            {lists.map((list) => (
              <ListVersion
                key={list.name}
                field={list}
                source={answer.source}
                saved={saved}
                values={items[list.name] ?? {}}
                errors={errors}
                lang={language.code}
                languageName={name}
                publishes={publishes}
                onChange={setItem(list.name)}
              />
            ))}
            {blocks.map((field) => (
              <BlocksVersion
                key={field.name}
                field={field}
                source={answer.source}
                saved={saved}
                values={blockValues[field.name] ?? {}}
                errors={errors}
                lang={language.code}
                languageName={name}
                onChange={setBlock(field.name)}
              />
            ))}
            {slugged && (
              <FormField
                id={inputId('slug')}
                label="URL name"
                hint={
                  byPath
                    ? `The last part of its address in ${name}, under its parent’s ${name} address${saved?.path ? ` (now /${language.code}${String(saved.path)})` : ''}; left blank, it keeps the English one. Devanagari or Latin.`
                    : `Its address in ${name}; left blank, it is made from the title.`
                }
                {...(errors.slug ? { error: errors.slug } : {})}
              >
                {(a11y) => (
                  <input className="input" value={slug} onChange={(e) => setSlug(e.target.value)} {...a11y} />
                )}
              </FormField>
            )}
            {type.seo && (
              <>
                <FormField
                  id={inputId('seo-title')}
                  label="SEO title"
                  {...(errors['seo.title'] ? { error: errors['seo.title'] } : {})}
                >
                  {(a11y) => (
                    <input
                      className="input"
                      lang={language.code}
                      value={seoTitle}
                      onChange={(e) => setSeoTitle(e.target.value)}
                      {...a11y}
                    />
                  )}
                </FormField>
                <FormField
                  id={inputId('seo-description')}
                  label="SEO description"
                  {...(errors['seo.description'] ? { error: errors['seo.description'] } : {})}
                >
                  {(a11y) => (
                    <textarea
                      className="textarea"
                      rows={3}
                      lang={language.code}
                      value={seoDescription}
                      onChange={(e) => setSeoDescription(e.target.value)}
                      {...a11y}
                    />
                  )}
                </FormField>
              </>
            )}
            {publishes && (
              <FormField id={inputId('status')} label="Status">
                {(a11y) => (
                  <select
                    className="select"
                    value={status}
                    onChange={(e) => setStatus(e.target.value)}
                    {...a11y}
                  >
                    {statuses.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
            {publishes && status === 'scheduled' && (
              <FormField
                id={inputId('publish-at')}
                label={`Publish at (${zone})`}
                required
                {...(errors.publishAt ? { error: errors.publishAt } : {})}
              >
                {(a11y) => (
                  <input
                    className="input"
                    type="datetime-local"
                    value={publishAt}
                    onChange={(e) => setPublishAt(e.target.value)}
                    {...a11y}
                  />
                )}
              </FormField>
            )}
          </section>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : `Save ${name} version`}
          </button>
          {saved?.needsUpdate && (
            <button type="button" className="btn" disabled={save.isPending} onClick={() => submit(false)}>
              Save, still needs update
            </button>
          )}
        </div>
      </form>
      {/* Once saved: links that show this version as last saved, at its language's address. */}
      <PreviewLinksPanel type={type} itemId={saved ? String(saved.itemId) : undefined} lang={language.code} />
    </>
  );
}
