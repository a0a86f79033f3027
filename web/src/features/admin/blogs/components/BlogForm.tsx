/**
 * One form for creating and editing a blog (spec §5): text fields validated by the contract schema,
 * an icon upload (create: a video; edit: optional, video or image), and content sections that can
 * be added, removed and reordered, each with an image file or (on edit) its stored image.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { BLOG_CATEGORIES, type Blog, CONTENT_IMAGE_TYPES, UPLOAD_LIMITS, VIDEO_TYPES } from '@vyoma/contract';
import { blogFieldsSchema } from '@vyoma/contract/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
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
import {
  type BlogFormIn,
  type BlogFormOut,
  EMPTY_SECTION,
  SectionEditor,
  useSections,
} from './SectionEditor.tsx';

const ICON_TYPES_CREATE = VIDEO_TYPES;
const ICON_TYPES_EDIT = [...VIDEO_TYPES, ...CONTENT_IMAGE_TYPES] as const;

export function BlogForm({ blog }: { blog?: Blog }) {
  const mode = blog ? 'edit' : 'create';
  const navigate = useNavigate();
  const save = useSaveBlog(blog?._id);
  const [iconFile, setIconFile] = useState<File | null>(null);
  const [iconError, setIconError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<BlogFormIn, unknown, BlogFormOut>({
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

  const onValid = (values: BlogFormOut) => {
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

      <SectionEditor
        sections={sections}
        register={register}
        errors={errors.content}
        mode={mode}
        busy={busy}
      />

      {progress !== null && <ProgressBar value={progress} />}

      <FormActions
        label={mode === 'create' ? 'Create blog' : 'Save changes'}
        busy={busy}
        cancelTo="/admin/blogs"
      />
    </form>
  );
}
