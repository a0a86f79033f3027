/**
 * One form for creating and editing a blog (spec §5): text fields validated by the contract schema,
 * an icon upload (create: a video; edit: optional, video or image), and content sections that can
 * be added, removed and reordered, each with rich text and an image file or (on edit) its stored
 * image. The side region holds the URL name; an edit sends the version it loaded, so a save over
 * someone else's newer one is refused (409) and says so.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOG_CATEGORIES,
  type Blog,
  CONTENT_IMAGE_TYPES,
  PAGE,
  UPLOAD_LIMITS,
  VIDEO_TYPES,
} from '@vyoma/contract';
import { textToDoc } from '@vyoma/contract/rich-text';
import { useRef, useState } from 'react';
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
import { BLOG_CATEGORY_LABELS } from '../../components/blogLabels.ts';
import { ConflictActions } from '../../components/ConflictActions.tsx';
import { EditorLayout, EditorPanel, FormAlert } from '../../components/EditorLayout.tsx';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { useFetchSaved } from '../../components/history.ts';
import { PublishActions, StatusPanel, savedMessage, usePublishing } from '../../components/Publishing.tsx';
import { appendSeo, SeoPanel, type SeoValue, seoValueOf } from '../../components/SeoPanel.tsx';
import { SlugField, slugToSend } from '../../components/SlugField.tsx';
import { conflictOf } from '../../components/saveConflict.ts';
import { useSaveBlog } from '../api.ts';
import { type BlogFormIn, type BlogFormOut, blogFormSchema } from '../form-schema.ts';
import './blog-form.css';
import { emptySection, SectionEditor, useSections } from './SectionEditor.tsx';

const ICON_TYPES_CREATE = VIDEO_TYPES;

/** The saved section images a share image can be chosen from (videos cannot be one). */
const shareImagesOf = (blog?: Blog): string[] => [
  ...new Set((blog?.content ?? []).filter((s) => s.image && !isVideo(s.image, s.media)).map((s) => s.image)),
];
const ICON_TYPES_EDIT = [...VIDEO_TYPES, ...CONTENT_IMAGE_TYPES] as const;

export function BlogForm({ blog, onReload }: { blog?: Blog; onReload?: () => void }) {
  const mode = blog ? 'edit' : 'create';
  const navigate = useNavigate();
  const save = useSaveBlog(blog?._id);
  const publishing = usePublishing(blog);
  const [iconFile, setIconFile] = useState<File | null>(null);
  const [iconError, setIconError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  /** A save was refused: someone saved a newer version since this form was loaded. */
  const [conflict, setConflict] = useState(false);
  /** The version a save sends: the loaded one, or the newest after "Keep mine". */
  const version = useRef(blog?.version);
  const fetchSaved = useFetchSaved('post', blog?._id ?? '');
  const [seo, setSeo] = useState<SeoValue>(() => seoValueOf(blog?.seo));
  const [seoErrors, setSeoErrors] = useState<Partial<Record<keyof SeoValue, string>>>({});

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<BlogFormIn, unknown, BlogFormOut>({
    resolver: zodResolver(blogFormSchema),
    defaultValues: blog
      ? {
          title: blog.title,
          heading: blog.heading,
          description: blog.description,
          author: blog.author,
          category: blog.category,
          slug: blog.slug,
          // A section without a document (older data) starts from its plain description.
          content: blog.content.map((s) => ({
            heading: s.heading,
            body: s.body ?? textToDoc(s.description),
          })),
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
    if (accepted[0]) setIconFile(accepted[0]);
    setIconError(problems[0] ?? null);
  };

  /** File rules the schema cannot see; returns true when all are met. */
  const checkMedia = (): boolean => {
    let ok = true;
    if (mode === 'create' && !iconFile) {
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

  const onValid = async (values: BlogFormOut) => {
    if (!checkMedia()) return;
    setFormError(null);
    setConflict(false);
    const slug = await slugToSend(values.slug, values.title);
    if (slug.problem) {
      setError('slug', { type: 'validate', message: slug.problem }, { shouldFocus: true });
      return;
    }
    const status = publishing.fields();
    if ('problem' in status) return;
    const form = new FormData();
    form.append('title', values.title);
    form.append('status', status.status);
    if (status.publishAt) form.append('publishAt', status.publishAt);
    if (slug.slug) form.append('slug', slug.slug);
    // The version this edit started from: a newer save in between is refused (409).
    if (version.current !== undefined) form.append('version', String(version.current));
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
    appendSeo(form, seo);
    setSeoErrors({});
    setProgress(0);
    save.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: () => {
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
          </>
        }
        footer={
          <>
            {progress !== null && <ProgressBar value={progress} />}
            <FormAlert message={formError} />
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
