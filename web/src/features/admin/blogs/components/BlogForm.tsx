/**
 * One form for creating and editing a blog (spec §5): text fields validated by the contract schema,
 * an icon upload (create: a video; edit: optional, video or image), and content sections that can
 * be added, removed and reordered, each with an image file or (on edit) its stored image.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { BLOG_CATEGORIES, type Blog, CONTENT_IMAGE_TYPES, UPLOAD_LIMITS, VIDEO_TYPES } from '@vyoma/contract';
import { blogFieldsSchema } from '@vyoma/contract/schemas';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { FileThumb, MediaThumb } from '~/components/ui/FilePreview.tsx';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { ProgressBar } from '~/components/ui/ProgressBar.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { useSaveBlog } from '../api.ts';
import { BLOG_CATEGORY_LABELS } from '../labels.ts';
import './blog-form.css';

type FormIn = z.input<typeof blogFieldsSchema>;
type FormOut = z.output<typeof blogFieldsSchema>;

/** What each section shows as its image: a newly chosen file, or the stored path it keeps. */
interface SectionImage {
  file: File | null;
  existing: string | null;
  error: string | null;
}

const ICON_TYPES_CREATE = VIDEO_TYPES;
const ICON_TYPES_EDIT = [...VIDEO_TYPES, ...CONTENT_IMAGE_TYPES] as const;
const SECTION_HINT = `${typeList(CONTENT_IMAGE_TYPES)}, up to ${formatBytes(UPLOAD_LIMITS.sectionImageBytes)}.`;
const EMPTY_SECTION = { heading: '', description: '' };

export function BlogForm({ blog }: { blog?: Blog }) {
  const mode = blog ? 'edit' : 'create';
  const navigate = useNavigate();
  const save = useSaveBlog(blog?._id);
  const [iconFile, setIconFile] = useState<File | null>(null);
  const [iconError, setIconError] = useState<string | null>(null);
  const [images, setImages] = useState<SectionImage[]>(
    blog
      ? blog.content.map((s) => ({ file: null, existing: s.image, error: null }))
      : [{ file: null, existing: null, error: null }],
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(blogFieldsSchema),
    defaultValues: blog
      ? {
          title: blog.title,
          heading: blog.heading,
          description: blog.description,
          author: blog.author,
          category: blog.category,
          content: blog.content.map((s) => ({ heading: s.heading, description: s.description })),
        }
      : { title: '', heading: '', description: '', author: '', category: '', content: [EMPTY_SECTION] },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'content' });

  // After a move, keep focus on the button that was pressed (now in the section's new place).
  useEffect(() => {
    if (!focusTarget) return;
    moveButtons.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

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

  const setImage = (index: number, patch: Partial<SectionImage>) =>
    setImages((list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const chooseSectionImage = async (index: number, files: File[]) => {
    const { accepted, errors: problems } = await checkFiles(files.slice(0, 1), {
      types: CONTENT_IMAGE_TYPES,
      maxBytes: UPLOAD_LIMITS.sectionImageBytes,
    });
    setImage(
      index,
      accepted[0] ? { file: accepted[0], error: problems[0] ?? null } : { error: problems[0] ?? null },
    );
  };

  const addSection = () => {
    append(EMPTY_SECTION);
    setImages((list) => [...list, { file: null, existing: null, error: null }]);
    setAnnouncement(`Section ${fields.length + 1} added.`);
  };

  const removeSection = (index: number) => {
    remove(index);
    setImages((list) => list.filter((_, i) => i !== index));
    setAnnouncement(`Section ${index + 1} removed. ${fields.length - 1} sections left.`);
    requestAnimationFrame(() => {
      if (fields.length > 1) setFocus(`content.${Math.max(0, index - 1)}.heading`);
    });
  };

  const moveSection = (from: number, to: number) => {
    move(from, to);
    setImages((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
    setAnnouncement(`Section ${from + 1} moved ${to < from ? 'up' : 'down'} to position ${to + 1}.`);
    const direction = to < from ? 'up' : 'down';
    const edge = direction === 'up' ? to === 0 : to === fields.length - 1;
    setFocusTarget(`${to}-${edge ? (direction === 'up' ? 'down' : 'up') : direction}`);
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

  const onValid = (values: FormOut) => {
    if (!checkMedia()) return;
    const form = new FormData();
    form.append('title', values.title);
    form.append('heading', values.heading);
    form.append('description', values.description);
    form.append('author', values.author);
    form.append('category', values.category);
    values.content.forEach((section, i) => {
      form.append(`content[${i}][heading]`, section.heading);
      form.append(`content[${i}][description]`, section.description);
      const image = images[i];
      if (image?.file) form.append(`content[${i}][image]`, image.file);
      else if (image?.existing) form.append(`content[${i}][image]`, image.existing);
    });
    if (iconFile) form.append('iconImage', iconFile);
    setProgress(0);
    save.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(mode === 'create' ? 'Blog created successfully.' : 'Blog updated successfully.');
          navigate('/admin/blogs');
        },
        onError: (error) => {
          const fieldErrors = applyFieldErrors(error, setError, [
            'title',
            'heading',
            'description',
            'author',
            'category',
            'content',
          ]);
          if (fieldErrors.iconImage) setIconError(fieldErrors.iconImage);
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
    <form className="admin-form blog-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
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

      <h2 className="admin-form__section-title">Content sections</h2>
      {errors.content?.root?.message || errors.content?.message ? (
        <p className="field__error">{errors.content?.root?.message ?? errors.content?.message}</p>
      ) : null}
      <ol className="blog-sections">
        {fields.map((field, index) => {
          const image = images[index];
          const sectionErrors = errors.content?.[index];
          const n = index + 1;
          return (
            <li key={field.id} className="blog-section">
              <fieldset className="blog-section__fieldset">
                <legend className="blog-section__legend">Section {n}</legend>
                <div className="blog-section__tools">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={`Move section ${n} up`}
                    disabled={index === 0 || busy}
                    ref={(el) => {
                      if (el) moveButtons.current.set(`${index}-up`, el);
                      else moveButtons.current.delete(`${index}-up`);
                    }}
                    onClick={() => moveSection(index, index - 1)}
                  >
                    <ArrowUp size={16} aria-hidden="true" /> Up
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={`Move section ${n} down`}
                    disabled={index === fields.length - 1 || busy}
                    ref={(el) => {
                      if (el) moveButtons.current.set(`${index}-down`, el);
                      else moveButtons.current.delete(`${index}-down`);
                    }}
                    onClick={() => moveSection(index, index + 1)}
                  >
                    <ArrowDown size={16} aria-hidden="true" /> Down
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm blog-section__remove"
                    aria-label={`Remove section ${n}`}
                    disabled={fields.length === 1 || busy}
                    onClick={() => removeSection(index)}
                  >
                    <Trash2 size={16} aria-hidden="true" /> Remove
                  </button>
                </div>
                <FormField
                  id={`section-${field.id}-heading`}
                  label={`Section ${n} heading`}
                  required
                  error={sectionErrors?.heading?.message}
                >
                  {(a11y) => <input className="input" {...a11y} {...register(`content.${index}.heading`)} />}
                </FormField>
                <FormField
                  id={`section-${field.id}-description`}
                  label={`Section ${n} description`}
                  required
                  error={sectionErrors?.description?.message}
                >
                  {(a11y) => (
                    <textarea
                      className="textarea"
                      rows={4}
                      {...a11y}
                      {...register(`content.${index}.description`)}
                    />
                  )}
                </FormField>
                <FileDrop
                  id={`section-${field.id}-image`}
                  label={`Section ${n} image`}
                  required={mode === 'create' || !image?.existing}
                  hint={`${SECTION_HINT}${image?.existing ? ' Leave empty to keep the current image.' : ''}`}
                  error={image?.error ?? undefined}
                  accept={CONTENT_IMAGE_TYPES}
                  disabled={busy}
                  onFiles={(files) => chooseSectionImage(index, files)}
                >
                  {image?.file ? (
                    <div className="blog-section__preview">
                      <FileThumb file={image.file} alt={`Section ${n} new image: ${image.file.name}`} />
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        onClick={() => setImage(index, { file: null })}
                      >
                        {image.existing ? 'Keep current image' : 'Remove image'}
                      </button>
                    </div>
                  ) : image?.existing ? (
                    <div className="blog-section__preview">
                      <MediaThumb src={image.existing} alt={`Section ${n} current image`} />
                    </div>
                  ) : null}
                </FileDrop>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn--outline"
        onClick={addSection}
        disabled={busy || fields.length >= UPLOAD_LIMITS.blogSectionsMax}
      >
        <Plus size={18} aria-hidden="true" /> Add section
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      {progress !== null && <ProgressBar value={progress} />}

      <FormActions
        label={mode === 'create' ? 'Create blog' : 'Save changes'}
        busy={busy}
        cancelTo="/admin/blogs"
      />
    </form>
  );
}
