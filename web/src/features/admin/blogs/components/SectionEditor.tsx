/**
 * The blog form's content sections: each a heading, a rich-text description and an image (a newly chosen file,
 * or on edit the stored image it keeps). Sections can be added, removed and reordered; focus stays on
 * the button that was pressed and each change is announced. useSections holds their state for the
 * form (which validates and sends it); SectionEditor draws them.
 */
import { type Blog, CONTENT_IMAGE_TYPES, UPLOAD_LIMITS } from '@vyoma/contract';
import { emptyDoc } from '@vyoma/contract/rich-text';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetFocus,
  useFieldArray,
} from 'react-hook-form';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { FileThumb, MediaThumb } from '~/components/ui/FilePreview.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { ChooseFromLibrary } from '../../components/MediaPicker.tsx';
import type { BlogFormIn, BlogFormOut } from '../form-schema.ts';

/** What each section shows as its image: a newly chosen file, or the stored path it keeps. */
export interface SectionImage {
  file: File | null;
  existing: string | null;
  error: string | null;
}

const SECTION_HINT = `${typeList(CONTENT_IMAGE_TYPES)}, up to ${formatBytes(UPLOAD_LIMITS.sectionImageBytes)}.`;
export const emptySection = () => ({ heading: '', body: emptyDoc() });

export function useSections(
  control: Control<BlogFormIn, unknown, BlogFormOut>,
  setFocus: UseFormSetFocus<BlogFormIn>,
  blog: Blog | undefined,
) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'content' });
  const [images, setImages] = useState<SectionImage[]>(
    blog
      ? blog.content.map((s) => ({ file: null, existing: s.image, error: null }))
      : [{ file: null, existing: null, error: null }],
  );
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  // After a move, keep focus on the button that was pressed (now in the section's new place).
  useEffect(() => {
    if (!focusTarget) return;
    moveButtons.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

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
    append(emptySection());
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

  return {
    fields,
    images,
    setImages,
    setImage,
    chooseSectionImage,
    addSection,
    removeSection,
    moveSection,
    announcement,
    moveButtons,
  };
}

export function SectionEditor({
  sections,
  control,
  register,
  errors,
  mode,
  busy,
}: {
  sections: ReturnType<typeof useSections>;
  control: Control<BlogFormIn, unknown, BlogFormOut>;
  register: UseFormRegister<BlogFormIn>;
  errors: FieldErrors<BlogFormIn>['content'];
  mode: 'create' | 'edit';
  busy: boolean;
}) {
  const {
    fields,
    images,
    setImage,
    chooseSectionImage,
    addSection,
    removeSection,
    moveSection,
    announcement,
    moveButtons,
  } = sections;
  return (
    <>
      <h2 className="admin-form__section-title">Content sections</h2>
      {errors?.root?.message || errors?.message ? (
        <p className="field__error">{errors?.root?.message ?? errors?.message}</p>
      ) : null}
      <ol className="blog-sections">
        {fields.map((field, index) => {
          const image = images[index];
          const sectionErrors = errors?.[index];
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
                <Controller
                  control={control}
                  name={`content.${index}.body`}
                  render={({ field: body }) => (
                    <RichTextField
                      id={`section-${field.id}-description`}
                      label={`Section ${n} description`}
                      value={body.value}
                      onChange={body.onChange}
                      error={sectionErrors?.body?.message}
                      fieldRef={body.ref}
                      formBlocks
                    />
                  )}
                />
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
                <ChooseFromLibrary
                  kind="image"
                  fieldLabel={`Section ${n} image`}
                  disabled={busy}
                  onChoose={(item) => setImage(index, { file: null, existing: item.path, error: null })}
                />
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
    </>
  );
}
