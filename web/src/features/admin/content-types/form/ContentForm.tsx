/**
 * The editor of any content type, new or saved (issue 34; docs/decisions/0061): the fields its
 * declaration lists, drawn by kind (FieldInput; a list may be the type's own editor), checked with the
 * server's messages before anything is sent, and around them the shell every type shares. The side
 * region holds the status, the history, the URL name, preview links and the page's visits; under
 * the fields the SEO panel, the form's error area and the publishing buttons. An edit sends the
 * version it holds, so a save over someone else's newer one is refused (409) and offers to compare,
 * keep mine or take theirs.
 *
 * Editing (issue 18 item 5): the form says who else is editing (Presence.tsx), a draft or an item in
 * review autosaves (Autosave.tsx) with the body the buttons send, and a published item's unsaved
 * text is kept in the browser and offered back (LocalDraft.tsx). Publishing refused for images
 * without alt text opens the panel that asks for it (MissingAlt.tsx), then saves again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatus } from '@vyoma/contract';
import {
  addressedByPath,
  type ContentTypeDeclaration,
  type Field,
  parentFieldOf,
  publicPathOf,
} from '@vyoma/contract/content-types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ProgressBar } from '~/components/ui/ProgressBar.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AutosaveStatus, useAutosave } from '../../components/Autosave.tsx';
import { ConflictActions } from '../../components/ConflictActions.tsx';
import { type ContentItem, contentKeys } from '../../components/contentTypes.ts';
import { EditorLayout, EditorPanel, FormAlert } from '../../components/EditorLayout.tsx';
import { formatDateTime } from '../../components/format.ts';
import { fieldErrorsOf } from '../../components/formErrors.ts';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { useFetchSaved } from '../../components/history.ts';
import { ItemAnalyticsPanel } from '../../components/ItemAnalyticsPanel.tsx';
import { type LocalDraftKeeper, LocalDraftOffer, useLocalDraft } from '../../components/LocalDraft.tsx';
import { MissingAltPanel, useMissingAlt } from '../../components/MissingAlt.tsx';
import { type EditPresence, PresenceBanner, useEditPresence } from '../../components/Presence.tsx';
import { PreviewLinksPanel } from '../../components/PreviewLinksPanel.tsx';
import { PublishActions, StatusPanel, savedMessage, usePublishing } from '../../components/Publishing.tsx';
import { SeoPanel, type SeoValue, seoValueOf } from '../../components/SeoPanel.tsx';
import { SlugField, slugToSend } from '../../components/SlugField.tsx';
import { conflictOf } from '../../components/saveConflict.ts';
import { messageFor, type TypeAdmin } from '../admin.ts';
import { jsonBody, type SaveContent, type SaveRequest } from '../api.ts';
import { ScheduledChangeNotice, schedulesChanges, useScheduleChange } from '../ScheduledChange.tsx';
import { historyOnEditScreen } from '../screens.ts';
import { typeAdminOf } from '../types/index.ts';
import { type BlockFormValue, blockSlots } from './blocks.ts';
import { FieldInput } from './FieldInput.tsx';
import { hasNewFiles, savedImagesOf, storeNewFiles } from './files.ts';
import { fieldLabel } from './labels.ts';
import { OpenStatePanel } from './OpenState.tsx';
import { childPath, useParentPath } from './relation.ts';
import { type FormMode, formSchema } from './schema.ts';
import {
  afterSave,
  type FormValues,
  fileRefOf,
  formPathOf,
  itemValues,
  keptText,
  restoredValues,
  withStoredFile,
} from './values.ts';

/** What a published item keeps in the browser while it is edited (text only, never files). */
interface Kept {
  form: Partial<FormValues>;
  seo: SeoValue;
}

export function ContentForm({
  type,
  item,
  onReload,
}: {
  type: ContentTypeDeclaration;
  item?: ContentItem;
  onReload?: () => void;
}) {
  const presence = useEditPresence(type.name, item?._id);
  const local = useLocalDraft<Kept>(type.name, item);
  return (
    <>
      <PresenceBanner presence={presence} />
      <LocalDraftOffer local={local} />
      <ContentFormBody
        key={local.generation}
        type={type}
        item={item}
        presence={presence}
        local={local}
        onReload={onReload}
      />
    </>
  );
}

/**
 * Which fields take a whole row: long text, rich text, files, lists and a type's own inputs; two
 * short ones share a row, and a short one left alone before a whole-row field takes the row too.
 * A field another one's input draws is left out.
 */
function wholeRows(fields: readonly Field[], inputs: TypeAdmin['inputs'] = {}): Set<string> {
  const whole = new Set<string>();
  let waiting: string | null = null;
  for (const field of fields) {
    if (inputs[field.name] === null) continue;
    const long =
      (field.kind === 'text' && field.multiline) ||
      ['richText', 'media', 'mediaList', 'list', 'blocks'].includes(field.kind) ||
      inputs[field.name] !== undefined;
    if (!long) {
      waiting = waiting ? null : field.name;
      continue;
    }
    whole.add(field.name);
    if (waiting) whole.add(waiting);
    waiting = null;
  }
  if (waiting) whole.add(waiting);
  return whole;
}

/** The text the SEO panel falls back to: the feed's summary field, else the first long text. */
function summaryFieldOf(type: ContentTypeDeclaration): string | undefined {
  const text = type.fields.filter((f) => f.kind === 'text' && f.name !== type.titleField);
  return type.feed?.summary ?? (text.find((f) => f.kind === 'text' && f.multiline) ?? text[0])?.name;
}

function ContentFormBody({
  type,
  item,
  presence,
  local,
  onReload,
}: {
  type: ContentTypeDeclaration;
  item?: ContentItem;
  presence: EditPresence;
  local: LocalDraftKeeper<Kept>;
  onReload?: () => void;
}) {
  const admin = typeAdminOf(type);
  const { text, api } = admin;
  const mode: FormMode = item ? 'edit' : 'create';
  const publishes = type.workflow === 'publish';
  const opens = type.workflow === 'open';
  /** The edit screen shows the history too: a save stays there, and shows its new version. */
  const stays = mode === 'edit' && historyOnEditScreen(type);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changes = schedulesChanges(type, api.sendsFiles);
  const publishing = usePublishing(item, { changes });
  const missingAlt = useMissingAlt();
  const [progress, setProgress] = useState<number | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const restored = local.restored;
  const [seo, setSeo] = useState<SeoValue>(() => restored?.seo ?? seoValueOf(item?.seo));
  const [seoErrors, setSeoErrors] = useState<Partial<Record<keyof SeoValue, string>>>({});
  /** The version this form saves over: the loaded one, then each autosave's (or the newest after "Keep mine"). */
  const version = useRef(item?.version);
  /** A save was refused: someone saved a newer version since this form was loaded. */
  const [conflict, setConflict] = useState(false);
  /** Open or closed (workflow `open`). */
  const [state, setState] = useState<JobStatus>(
    (item?.status as string | undefined) === 'closed' ? 'closed' : 'open',
  );
  const fetchSaved = useFetchSaved(type, item?._id ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the type's admin is fixed by the type
  const schema = useMemo(() => formSchema(type, mode, admin.schema?.(mode)), [type, mode]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    setValue,
    getValues,
    watch,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: (() => {
      const saved = itemValues(type, item, admin.newValues);
      return restored ? restoredValues(type, saved, restored.form) : saved;
    })(),
  });
  const title = String(useWatch({ control, name: type.titleField }) ?? '');
  const summaryField = summaryFieldOf(type);
  const summary = useWatch({ control, name: summaryField ?? type.titleField });
  const slugValue = useWatch({ control, name: 'slug' });
  // A type addressed by path (pages): the address starts with the chosen parent's path.
  const parentField = addressedByPath(type) ? parentFieldOf(type) : undefined;
  const parent = useWatch({ control, name: parentField?.name ?? 'slug' });
  const parentPath = useParentPath(type, item, parentField ? parent : '');

  const save = useMutation({
    mutationFn: (request: SaveRequest) => api.save(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.type(type) }),
  });
  const scheduleChange = useScheduleChange(type, item?._id ?? '');
  const busy = save.isPending || scheduleChange.isPending || redirecting;
  const publicPath = (slug: string) =>
    parentPath ? childPath(parentPath, slug) : (publicPathOf(type, slug) ?? `/${slug}`);

  /** While files are put into the form after a save: not a change of the person editing. */
  const quiet = useRef(false);
  /** Puts changed file fields into the form (files stored, or sent and stored by a save). */
  const putFiles = (before: FormValues, after: FormValues) => {
    quiet.current = true;
    try {
      putChanged(before, after);
    } finally {
      quiet.current = false;
    }
  };
  const putChanged = (before: FormValues, after: FormValues) => {
    // The paths are the declaration's, which the form's types cannot know.
    const put = setValue as (path: string, value: unknown) => void;
    for (const field of type.fields) {
      if (after[field.name] === before[field.name]) continue;
      if (field.kind === 'media' || field.kind === 'mediaList') put(field.name, after[field.name]);
      // A block's files one by one: the blocks' forms stay as they are.
      if (field.kind === 'blocks') {
        const was = new Map(
          blockSlots(field, before[field.name] as BlockFormValue[]).map((s) => [s.path, s.slot]),
        );
        for (const { path, slot } of blockSlots(field, after[field.name] as BlockFormValue[]))
          if (was.get(path) !== slot) put(path, slot);
        // Blocks a save made have their ids now.
        (after[field.name] as BlockFormValue[]).forEach((block, i) => {
          if (block.id !== (before[field.name] as BlockFormValue[])[i]?.id)
            put(`${field.name}.${i}.id`, block.id);
        });
      }
      if (field.kind !== 'list') continue;
      const was = before[field.name] as Record<string, unknown>[];
      for (const [i, entry] of (after[field.name] as Record<string, unknown>[]).entries())
        for (const sub of field.of)
          if (sub.kind === 'media' && entry[sub.name] !== was[i]?.[sub.name])
            put(`${field.name}.${i}.${sub.name}`, entry[sub.name]);
    }
  };

  // A page's URL name may keep capitals (slug-rules.ts).
  const slugLetters = addressedByPath(type) ? 'any' : 'lower';
  const slugFor = async (values: FormValues) =>
    type.slug
      ? slugToSend(values.slug, String(values[type.titleField] ?? ''), slugLetters)
      : { slug: undefined, problem: null };

  const autosave = useAutosave(
    mode === 'edit' &&
      publishes &&
      (item?.status === 'draft' || item?.status === 'review') &&
      !presence.blocked &&
      !busy,
    async () => {
      if (!item) return null;
      const parsed = schema.safeParse(getValues());
      if (!parsed.success) return null;
      const sent = parsed.data as FormValues;
      // New files go into the library with a save by hand (an API that takes paths only).
      if (!api.sendsFiles && hasNewFiles(type, sent)) return null;
      const slug = await slugFor(sent);
      if (slug.problem) return null;
      const content: SaveContent = { slug: slug.slug, seo, status: item.status, version: version.current };
      return async () => {
        const saved = await api.save({ type, item, values: sent, content });
        version.current = saved.version;
        // The files it sent are stored now: the next save keeps them instead of sending them again.
        const current = getValues();
        putFiles(current, afterSave(type, current, sent, saved));
        queryClient.setQueryData(contentKeys.detail(type, item._id), saved);
        void queryClient.invalidateQueries({ queryKey: [...contentKeys.type(type), 'list'] });
      };
    },
  );

  // Every change: autosave (a draft) or keep it in the browser (a published item).
  const onChange = useRef(() => {});
  onChange.current = () => {
    autosave.schedule();
    local.keep({ form: keptText(type, getValues()), seo });
  };
  useEffect(() => {
    const subscription = watch(() => {
      if (!quiet.current) onChange.current();
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  const firstSeo = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the SEO fields change
  useEffect(() => {
    if (firstSeo.current) firstSeo.current = false;
    else onChange.current();
  }, [seo]);

  const onFailure = (error: unknown) => {
    // Publishing refused for images without alt text: the panel asks for it and saves again.
    const refused = missingAlt.capture(error);
    if (refused) {
      // New files of this save are in the library now: the retry sends their paths.
      const current = getValues();
      let next = current;
      for (const image of refused) {
        const ref = fileRefOf(type, image.label);
        if (ref) next = withStoredFile(next, ref, image.path);
      }
      putFiles(current, next);
      return;
    }
    const refusal = conflictOf(error);
    const fieldErrors = fieldErrorsOf(error);
    if (refusal === 'version') {
      setFormError(messageOr(error, ''));
      setConflict(true);
    }
    if (refusal === 'slug')
      setError(
        'slug',
        { type: 'server', message: fieldErrors.slug ?? messageOr(error, '') },
        { shouldFocus: true },
      );
    for (const [key, message] of Object.entries(fieldErrors)) {
      const path = formPathOf(type, key, api.errorFields);
      if (path && !(path === 'slug' && refusal === 'slug')) setError(path, { type: 'server', message });
    }
    setSeoErrors({
      title: fieldErrors['seo.title'],
      description: fieldErrors['seo.description'],
      image: fieldErrors['seo.image'],
    });
    toast.error(messageOr(error, mode === 'create' ? text.createFailed : text.updateFailed));
  };

  const onValid = async (values: FormValues) => {
    if (!(await presence.confirmSave())) return;
    await autosave.settle();
    setFormError(null);
    setConflict(false);
    setSeoErrors({});
    const slug = await slugFor(values);
    if (slug.problem) {
      setError('slug', { type: 'validate', message: slug.problem }, { shouldFocus: true });
      return;
    }
    const status = publishes ? publishing.fields() : {};
    if ('problem' in status) return;
    if ('change' in status && status.change && item) {
      const { publishAt } = status as unknown as { publishAt: string };
      await scheduleTheChange(values, { slug: slug.slug, seo, status: 'published', publishAt });
      return;
    }
    setProgress(0);
    let saved: Awaited<ReturnType<typeof save.mutateAsync>>;
    try {
      let ready = values;
      if (!api.sendsFiles) {
        ready = await storeNewFiles(type, values, setProgress);
        putFiles(getValues(), { ...getValues(), ...pickFiles(type, ready) });
      }
      saved = await save.mutateAsync({
        type,
        item,
        values: ready,
        content: {
          slug: slug.slug,
          seo,
          ...status,
          ...(opens ? { state } : {}),
          version: item ? version.current : undefined,
        },
        onProgress: setProgress,
      });
    } catch (error) {
      onFailure(error);
      return;
    } finally {
      setProgress(null);
    }
    local.clear();
    missingAlt.clear();
    const done = messageFor(mode === 'create' ? text.created : text.updated, String(saved[type.titleField]));
    toast.success(publishes ? savedMessage(publishing.intent(), text.noun, done) : done);
    if (stays) {
      // The next save is over this one; the form starts from what was saved.
      version.current = saved.version;
      reset(itemValues(type, saved));
    } else if (mode === 'edit' && admin.listAfterEditMs) {
      setRedirecting(true);
      timer.current = setTimeout(() => navigate(type.admin.list), admin.listAfterEditMs);
    } else navigate(type.admin.list);
  };

  /**
   * "Schedule change": the form as an edit of the live item with its time (ScheduledChange.tsx). The
   * form keeps what it holds; the Status box says when the change goes live.
   */
  const scheduleTheChange = async (values: FormValues, content: SaveContent) => {
    if (!item) return;
    try {
      const ready = await storeNewFiles(type, values, setProgress);
      putFiles(getValues(), { ...getValues(), ...pickFiles(type, ready) });
      await scheduleChange.mutateAsync(jsonBody(type, ready, { ...content, version: version.current }));
    } catch (error) {
      onFailure(error);
      return;
    } finally {
      setProgress(null);
    }
    local.clear();
    toast.success(savedMessage('schedule-change', text.noun, ''));
  };

  const onSubmit = handleSubmit(onValid);

  /** Save again over the newer version: its number is fetched, the form sent as it is. */
  const keepMine = async () => {
    try {
      version.current = (await fetchSaved()).version;
    } catch (error) {
      toast.error(messageOr(error, text.savedFailed));
      return;
    }
    await onSubmit();
  };

  const whole = wholeRows(type.fields, admin.inputs);
  const idPrefix = admin.idPrefix ?? type.name;
  // As saved (a page's path is its parent's and its URL name, whatever the form holds now).
  const itemPath = item?.slug && type.publicPath ? (publicPathOf(type, item) ?? undefined) : undefined;

  return (
    <form
      className="content-form"
      onSubmit={(event) => {
        publishing.capture(event);
        return onSubmit(event);
      }}
      noValidate
      aria-busy={busy}
    >
      <EditorLayout
        aside={
          <>
            {publishes && (
              <StatusPanel {...publishing.panel}>
                {changes && item && (
                  <ScheduledChangeNotice
                    type={type}
                    id={item._id}
                    live={item.status === 'published'}
                    zone={publishing.zone}
                  />
                )}
              </StatusPanel>
            )}
            {opens && (
              <OpenStatePanel
                id={`${idPrefix}-status`}
                value={state}
                onChange={setState}
                hint={text.stateHint}
                disabled={busy}
              />
            )}
            {item && type.revisions && !historyOnEditScreen(type) && (
              <HistoryPanel type={type} itemId={item._id} />
            )}
            {type.slug && (
              <EditorPanel title="Address">
                <Controller
                  control={control}
                  name="slug"
                  render={({ field, fieldState }) => (
                    <SlugField
                      id={`${idPrefix}-slug`}
                      value={field.value}
                      onChange={(next) => {
                        field.onChange(next);
                        clearErrors('slug');
                      }}
                      inputRef={field.ref}
                      source={title}
                      pathOf={publicPath}
                      saved={item?.slug}
                      savedPath={parentField && typeof item?.path === 'string' ? item.path : undefined}
                      error={fieldState.error?.message}
                      disabled={busy}
                      letters={slugLetters}
                    />
                  )}
                />
              </EditorPanel>
            )}
            <PreviewLinksPanel type={type} itemId={item?._id} />
            <ItemAnalyticsPanel path={itemPath} />
          </>
        }
        footer={
          <>
            {progress !== null && <ProgressBar value={progress} />}
            <AutosaveStatus autosave={autosave} />
            <FormAlert message={formError} />
            {missingAlt.images && (
              <MissingAltPanel images={missingAlt.images} busy={busy} onFixed={() => void onSubmit()} />
            )}
            {conflict && item && (
              <ConflictActions
                type={type}
                itemId={item._id}
                loadedVersion={item.version}
                busy={busy}
                onKeepMine={keepMine}
                onTakeTheirs={() => onReload?.()}
              />
            )}
            {publishes ? (
              <PublishActions {...publishing.actions} busy={busy} cancelTo={type.admin.list} />
            ) : (
              <div className="admin-form__actions">
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {busy ? 'Saving…' : mode === 'create' ? text.createButton : text.saveButton}
                </button>
                <Link to={type.admin.list} className="btn btn--ghost">
                  Cancel
                </Link>
              </div>
            )}
          </>
        }
      >
        {!publishes && item && (
          <p className="field__hint content-form__saved">
            Last updated {formatDateTime(item.updatedAt)}
            {item.updatedBy ? ` by ${item.updatedBy.name}` : ''} (version {item.version}).
          </p>
        )}
        <div className="admin-form admin-form--two">
          {type.fields.map((field) => {
            const Input = admin.inputs?.[field.name] ?? FieldInput;
            if (admin.inputs?.[field.name] === null) return null;
            return (
              <Input
                key={field.name}
                field={field}
                label={fieldLabel(field, admin.labels?.[field.name])}
                idPrefix={idPrefix}
                item={item}
                mode={mode}
                busy={busy}
                reorderMedia={api.sendsFiles === false}
                formBlocks={admin.formBlocks?.includes(field.name)}
                control={control}
                register={register}
                getValues={getValues}
                setValue={setValue}
                setFocus={setFocus}
                clearErrors={clearErrors}
                errors={errors}
                className={whole.has(field.name) ? 'span-all' : undefined}
              />
            );
          })}
        </div>

        {type.seo && (
          <SeoPanel
            type={type}
            itemId={item?._id}
            value={seo}
            onChange={setSeo}
            source={{
              title,
              description: summaryField ? String(summary ?? '') : '',
              images: savedImagesOf(type, item),
            }}
            path={publicPath(slugValue || item?.slug || `new-${type.name}`)}
            errors={seoErrors}
            disabled={busy}
          />
        )}
      </EditorLayout>
    </form>
  );
}

/** The file fields of some values (the rest left out). */
const pickFiles = (type: ContentTypeDeclaration, values: FormValues) =>
  Object.fromEntries(
    type.fields
      .filter((f) => f.kind === 'media' || f.kind === 'mediaList' || f.kind === 'list' || f.kind === 'blocks')
      .map((f) => [f.name, values[f.name]]),
  );
