/**
 * One form for creating and editing a blog (spec §5): text fields validated by the contract schema,
 * an icon upload (create: a video; edit: optional, video or image), and content sections that can
 * be added, removed and reordered, each with rich text and an image file or (on edit) its stored
 * image. The side region holds the URL name; an edit sends the version it holds, so a save over
 * someone else's newer one is refused (409) and says so.
 *
 * Editing (issue 18 item 5): the form says who else is editing (Presence.tsx), a draft or a post in
 * review autosaves (Autosave.tsx) with the body the buttons send (`saveBody`), and a published
 * post's unsaved text is kept in the browser and offered back (LocalDraft.tsx).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  API,
  BLOG_CATEGORIES,
  type Blog,
  type BlogResponse,
  CONTENT_IMAGE_TYPES,
  PAGE,
  UPLOAD_LIMITS,
  VIDEO_TYPES,
} from '@vyoma/contract';
import { textToDoc } from '@vyoma/contract/rich-text';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isVideo } from '~/components/media/MediaView.tsx';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { FileThumb, MediaThumb } from '~/components/ui/FilePreview.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { ProgressBar } from '~/components/ui/ProgressBar.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { apiUpload } from '~/lib/upload.ts';
import { AutosaveStatus, useAutosave } from '../../components/Autosave.tsx';
import { BLOG_CATEGORY_LABELS } from '../../components/blogLabels.ts';
import { ConflictActions } from '../../components/ConflictActions.tsx';
import { EditorLayout, EditorPanel, FormAlert } from '../../components/EditorLayout.tsx';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { useFetchSaved } from '../../components/history.ts';
import { ItemAnalyticsPanel } from '../../components/ItemAnalyticsPanel.tsx';
import { type LocalDraftKeeper, LocalDraftOffer, useLocalDraft } from '../../components/LocalDraft.tsx';
import { ChooseFromLibrary } from '../../components/MediaPicker.tsx';
import { MissingAltPanel, slotOf, useMissingAlt } from '../../components/MissingAlt.tsx';
import { type EditPresence, PresenceBanner, useEditPresence } from '../../components/Presence.tsx';
import { PreviewLinksPanel } from '../../components/PreviewLinksPanel.tsx';
import { PublishActions, StatusPanel, savedMessage, usePublishing } from '../../components/Publishing.tsx';
import { appendSeo, SeoPanel, type SeoValue, seoValueOf } from '../../components/SeoPanel.tsx';
import { SlugField, slugToSend } from '../../components/SlugField.tsx';
import { conflictOf } from '../../components/saveConflict.ts';
import { blogKeys, useSaveBlog } from '../api.ts';
import { type BlogFormIn, type BlogFormOut, blogFormSchema } from '../form-schema.ts';
import './blog-form.css';
import { emptySection, SectionEditor, useSections } from './SectionEditor.tsx';

const ICON_TYPES_CREATE = VIDEO_TYPES;

/** The saved section images a share image can be chosen from (videos cannot be one). */
const shareImagesOf = (blog?: Blog): string[] => [
  ...new Set((blog?.content ?? []).filter((s) => s.image && !isVideo(s.image, s.media)).map((s) => s.image)),
];
const ICON_TYPES_EDIT = [...VIDEO_TYPES, ...CONTENT_IMAGE_TYPES] as const;

/** The saved sections as form values; one without a document (older data) starts from its plain text. */
const savedSections = (blog?: Blog) =>
  (blog?.content ?? []).map((s) => ({ heading: s.heading, body: s.body ?? textToDoc(s.description) }));

/** What a published post keeps in the browser while it is edited (text only, never files). */
interface BlogLocal {
  form: BlogFormIn;
  seo: SeoValue;
}

export function BlogForm({ blog, onReload }: { blog?: Blog; onReload?: () => void }) {
  const presence = useEditPresence('post', blog?._id);
  const local = useLocalDraft<BlogLocal>('post', blog);
  return (
    <>
      <PresenceBanner presence={presence} />
      <LocalDraftOffer local={local} />
      <BlogFormBody
        key={local.generation}
        blog={blog}
        presence={presence}
        local={local}
        onReload={onReload}
      />
    </>
  );
}

function BlogFormBody({
  blog,
  presence,
  local,
  onReload,
}: {
  blog?: Blog;
  presence: EditPresence;
  local: LocalDraftKeeper<BlogLocal>;
  onReload?: () => void;
}) {
  const mode = blog ? 'edit' : 'create';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveBlog(blog?._id);
  const publishing = usePublishing(blog);
  const [iconFile, setIconFile] = useState<File | null>(null);
  /** An icon chosen from the media library: its path and kind (sent as the path). */
  const [iconLibrary, setIconLibrary] = useState<{ path: string; video: boolean } | null>(null);
  const missingAlt = useMissingAlt();
  const [iconError, setIconError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const restored = local.restored;
  const [seo, setSeo] = useState<SeoValue>(() => restored?.seo ?? seoValueOf(blog?.seo));
  const [seoErrors, setSeoErrors] = useState<Partial<Record<keyof SeoValue, string>>>({});
  /** The version this form saves over: the loaded one, then each autosave's (or the newest after "Keep mine"). */
  const version = useRef(blog?.version);
  /** A save was refused: someone saved a newer version since this form was loaded. */
  const [conflict, setConflict] = useState(false);
  const fetchSaved = useFetchSaved('post', blog?._id ?? '');

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    watch,
    formState: { errors },
  } = useForm<BlogFormIn, unknown, BlogFormOut>({
    resolver: zodResolver(blogFormSchema),
    defaultValues: restored
      ? {
          ...restored.form,
          // Section images are not kept: the sections come back only if they still line up.
          content:
            restored.form.content?.length === blog?.content.length
              ? restored.form.content
              : savedSections(blog),
        }
      : blog
        ? {
            title: blog.title,
            heading: blog.heading,
            description: blog.description,
            author: blog.author,
            category: blog.category,
            slug: blog.slug,
            content: savedSections(blog),
          }
        : {
            title: '',
            heading: '',
            description: '',
            author: '',
            category: '',
            slug: '',
            content: [emptySection()],
          },
  });
  const title = useWatch({ control, name: 'title' });
  const description = useWatch({ control, name: 'description' });
  const slugValue = useWatch({ control, name: 'slug' });
  const sections = useSections(control, setFocus, blog);
  const { images, setImages } = sections;

  const iconTypes = mode === 'create' ? ICON_TYPES_CREATE : ICON_TYPES_EDIT;
  const busy = save.isPending;

  const chooseIcon = async (files: File[]) => {
    const { accepted, errors: problems } = await checkFiles(files.slice(0, 1), {
      types: iconTypes,
      maxBytes: UPLOAD_LIMITS.blogIconBytes,
    });
    if (accepted[0]) {
      setIconFile(accepted[0]);
      setIconLibrary(null);
    }
    setIconError(problems[0] ?? null);
  };

  /** File rules the schema cannot see; returns true when all are met. */
  const mediaComplete = () =>
    (mode === 'edit' || iconFile !== null || iconLibrary !== null) &&
    images.every((item) => item.file || item.existing);

  const checkMedia = (): boolean => {
    let ok = true;
    if (mode === 'create' && !iconFile && !iconLibrary) {
      setIconError(`Add an icon video (${typeList(VIDEO_TYPES)}).`);
      ok = false;
    }
    if (images.some((item) => !item.file && !item.existing)) {
      ok = false;
      setImages(
        images.map((item) =>
          item.file || item.existing ? item : { ...item, error: 'Add an image for this section.' },
        ),
      );
    }
    return ok;
  };

  /** The body of a save: the buttons and autosave send the same thing. */
  const saveBody = (
    values: BlogFormOut,
    slug: string | undefined,
    status: { status: string; publishAt?: string },
  ): FormData => {
    const form = new FormData();
    form.append('title', values.title);
    form.append('status', status.status);
    if (status.publishAt) form.append('publishAt', status.publishAt);
    if (slug) form.append('slug', slug);
    // The version this form holds: a newer save by someone else in between is refused (409).
    if (blog && version.current !== undefined) form.append('version', String(version.current));
    form.append('heading', values.heading);
    form.append('description', values.description);
    form.append('author', values.author);
    form.append('category', values.category);
    values.content.forEach((section, i) => {
      form.append(`content[${i}][heading]`, section.heading);
      // The server derives the plain `description` from the document.
      form.append(`content[${i}][body]`, JSON.stringify(section.body));
      const image = images[i];
      if (image?.file) form.append(`content[${i}][image]`, image.file);
      else if (image?.existing) form.append(`content[${i}][image]`, image.existing);
    });
    if (iconFile) form.append('iconImage', iconFile);
    else if (iconLibrary) form.append('iconImage', iconLibrary.path);
    appendSeo(form, seo);
    return form;
  };

  const autosave = useAutosave(
    mode === 'edit' && (blog?.status === 'draft' || blog?.status === 'review') && !presence.blocked && !busy,
    async () => {
      if (!blog) return null;
      const parsed = blogFormSchema.safeParse(getValues());
      if (!parsed.success || !mediaComplete()) return null;
      const slug = await slugToSend(parsed.data.slug, parsed.data.title);
      if (slug.problem) return null;
      const form = saveBody(parsed.data, slug.slug, { status: blog.status });
      const sentIcon = iconFile;
      return async () => {
        const { data } = await apiUpload<BlogResponse>(API.blog(blog._id), 'PUT', form);
        version.current = data.version;
        // Uploaded files are stored now: the next save keeps them instead of sending them again.
        if (sentIcon && sentIcon === iconFile) setIconFile(null);
        setImages((list) =>
          list.map((item, i) =>
            item.file && data.content[i]?.image
              ? { file: null, existing: data.content[i].image, error: null }
              : item,
          ),
        );
        queryClient.setQueryData(blogKeys.detail(blog._id), data);
        void queryClient.invalidateQueries({ queryKey: ['blogs', 'list'] });
      };
    },
  );

  // Every change: autosave (a draft) or keep it in the browser (a published post).
  const onChange = useRef(() => {});
  onChange.current = () => {
    autosave.schedule();
    local.keep({ form: getValues(), seo });
  };
  useEffect(() => {
    const subscription = watch(() => onChange.current());
    return () => subscription.unsubscribe();
  }, [watch]);
  const firstSeo = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the SEO fields change
  useEffect(() => {
    if (firstSeo.current) firstSeo.current = false;
    else onChange.current();
  }, [seo]);

  const onValid = async (values: BlogFormOut) => {
    if (!checkMedia()) return;
    if (!(await presence.confirmSave())) return;
    await autosave.settle();
    setFormError(null);
    setConflict(false);
    const slug = await slugToSend(values.slug, values.title);
    if (slug.problem) {
      setError('slug', { type: 'validate', message: slug.problem }, { shouldFocus: true });
      return;
    }
    const status = publishing.fields();
    if ('problem' in status) return;
    const form = saveBody(values, slug.slug, status);
    setSeoErrors({});
    setProgress(0);
    save.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: () => {
          local.clear();
          missingAlt.clear();
          toast.success(
            savedMessage(
              publishing.intent(),
              'Blog',
              mode === 'create' ? 'Blog created successfully.' : 'Blog updated successfully.',
            ),
          );
          navigate('/admin/blogs');
        },
        onError: (error) => {
          // Publishing refused for images without alt text: the panel asks for it and saves again.
          const refused = missingAlt.capture(error);
          if (refused) {
            // New files of this save are in the library now: the retry sends their paths.
            for (const image of refused) {
              const slot = slotOf(image.label);
              if (slot?.field === 'icon' && iconFile) {
                setIconFile(null);
                setIconLibrary({ path: image.path, video: false });
              } else if (slot?.field === 'section')
                setImages((list) =>
                  list.map((item, i) =>
                    i === slot.index && item.file ? { file: null, existing: image.path, error: null } : item,
                  ),
                );
            }
            return;
          }
          const conflict = conflictOf(error);
          if (conflict === 'slug') setError('slug', { type: 'server', message: messageOr(error, '') });
          else if (conflict === 'version') {
            setFormError(messageOr(error, ''));
            setConflict(true);
          }
          const fieldErrors = applyFieldErrors(error, setError, [
            'title',
            'heading',
            'description',
            'author',
            'category',
            'slug',
            'content',
          ]);
          // The API names a section's text `description` or `body`; the form has one field for both.
          for (const [key, message] of Object.entries(fieldErrors)) {
            const section = /^content\.(\d+)\.description$/.exec(key)?.[1];
            if (section !== undefined)
              setError(`content.${Number(section)}.body`, { type: 'server', message });
          }
          if (fieldErrors.iconImage) setIconError(fieldErrors.iconImage);
          setSeoErrors({
            title: fieldErrors['seo.title'],
            description: fieldErrors['seo.description'],
            image: fieldErrors['seo.image'],
          });
          setImages((list) =>
            list.map((item, i) => {
              const message = fieldErrors[`content.${i}.image`];
              return message ? { ...item, error: message } : item;
            }),
          );
          toast.error(messageOr(error, `Failed to ${mode === 'create' ? 'create' : 'update'} the blog.`));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const onSubmit = handleSubmit(onValid, () => {
    checkMedia();
  });

  /** Save again over the newer version: its number is fetched, the form sent as it is. */
  const keepMine = async () => {
    try {
      version.current = (await fetchSaved()).version;
    } catch (error) {
      toast.error(messageOr(error, 'The saved version could not be loaded.'));
      return;
    }
    await onSubmit();
  };

  const iconPreview = iconFile ? (
    <FileThumb file={iconFile} alt={`New icon: ${iconFile.name}`} size="lg" />
  ) : iconLibrary ? (
    <MediaThumb src={iconLibrary.path} video={iconLibrary.video} alt="Icon from the library" size="lg" />
  ) : blog?.iconImage ? (
    <MediaThumb
      src={blog.iconImage}
      video={blog.iconMedia ? blog.iconMedia.kind === 'video' : undefined}
      alt="Current icon"
      size="lg"
    />
  ) : null;

  return (
    <form
      className="blog-form"
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
            <StatusPanel {...publishing.panel} />
            {blog && <HistoryPanel kind="post" itemId={blog._id} />}
            <EditorPanel title="Address">
              <Controller
                control={control}
                name="slug"
                render={({ field, fieldState }) => (
                  <SlugField
                    id="blog-slug"
                    value={field.value}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    source={title}
                    pathOf={PAGE.blog}
                    saved={blog?.slug}
                    error={fieldState.error?.message}
                    disabled={busy}
                  />
                )}
              />
            </EditorPanel>
            <PreviewLinksPanel kind="post" itemId={blog?._id} />
            <ItemAnalyticsPanel path={blog?.slug ? PAGE.blog(blog.slug) : undefined} />
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
            {conflict && blog && (
              <ConflictActions
                kind="post"
                itemId={blog._id}
                loadedVersion={blog.version}
                busy={busy}
                onKeepMine={keepMine}
                onTakeTheirs={() => onReload?.()}
              />
            )}
            <PublishActions {...publishing.actions} busy={busy} cancelTo="/admin/blogs" />
          </>
        }
      >
        <div className="admin-form admin-form--two">
          <FormField id="blog-title" label="Title" required error={errors.title?.message}>
            {(a11y) => <input className="input" {...a11y} {...register('title')} />}
          </FormField>
          <FormField id="blog-heading" label="Heading" required error={errors.heading?.message}>
            {(a11y) => <input className="input" {...a11y} {...register('heading')} />}
          </FormField>
          <FormField id="blog-author" label="Author" required error={errors.author?.message}>
            {(a11y) => (
              <input className="input" type="text" autoComplete="name" {...a11y} {...register('author')} />
            )}
          </FormField>
          <FormField id="blog-category" label="Category" required error={errors.category?.message}>
            {(a11y) => (
              <select className="select" {...a11y} {...register('category')}>
                <option value="">Choose a category</option>
                {BLOG_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {BLOG_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="blog-description"
            label="Description"
            required
            error={errors.description?.message}
            className="span-all"
          >
            {(a11y) => <textarea className="textarea" rows={4} {...a11y} {...register('description')} />}
          </FormField>
          <div className="span-all">
            <FileDrop
              id="blog-icon"
              label={mode === 'create' ? 'Icon video' : 'Icon (video or image)'}
              required={mode === 'create'}
              hint={`${typeList(iconTypes)}, up to ${formatBytes(UPLOAD_LIMITS.blogIconBytes)}.${mode === 'edit' ? ' Leave empty to keep the current icon.' : ''}`}
              error={iconError ?? undefined}
              accept={iconTypes}
              disabled={busy}
              onFiles={chooseIcon}
            >
              {iconPreview && <div className="blog-form__icon-preview">{iconPreview}</div>}
            </FileDrop>
            <ChooseFromLibrary
              kind={mode === 'create' ? 'video' : undefined}
              fieldLabel="Icon"
              disabled={busy}
              onChoose={(item) => {
                setIconLibrary({ path: item.path, video: item.kind === 'video' });
                setIconFile(null);
                setIconError(null);
              }}
            />
          </div>
        </div>

        <SectionEditor
          sections={sections}
          control={control}
          register={register}
          errors={errors.content}
          mode={mode}
          busy={busy}
        />

        <SeoPanel
          kind="post"
          itemId={blog?._id}
          value={seo}
          onChange={setSeo}
          source={{ title, description, images: shareImagesOf(blog) }}
          path={PAGE.blog(slugValue || blog?.slug || 'new-post')}
          errors={seoErrors}
          disabled={busy}
        />
      </EditorLayout>
    </form>
  );
}
