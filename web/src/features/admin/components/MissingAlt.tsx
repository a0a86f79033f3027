/**
 * Publishing refused for want of alt text (issue 19): the server answers 400 naming each image that
 * has neither alt text nor the decorative mark, and saves nothing. The form then shows this panel
 * (focused, announced) with a field per image; "Save alt text and publish" writes each into the
 * library and runs the same save again. Shared by every content type's editor.
 */
import { useQueryClient } from '@tanstack/react-query';
import { MEDIA_LIBRARY } from '@vyoma/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { MediaThumb } from '~/components/ui/FilePreview.tsx';
import { messageOr } from '~/lib/api.ts';
import {
  type AltInput,
  altProblem,
  type MissingAltImage,
  mediaKeys,
  missingAltOf,
  saveAlt,
} from './media.ts';
import './media.css';

/** Holds the images a refused save named; `capture(error)` returns them when the error was that refusal. */
export function useMissingAlt() {
  const [images, setImages] = useState<MissingAltImage[] | null>(null);
  return {
    images,
    capture: (error: unknown): MissingAltImage[] | null => {
      const list = missingAltOf(error);
      setImages(list);
      return list;
    },
    clear: () => setImages(null),
  };
}

/** Every row's problem (by media id), or an empty object when all can be saved. */
export function altDraftProblems(
  images: readonly MissingAltImage[],
  drafts: Readonly<Record<string, AltInput>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const image of images) {
    const problem = altProblem(drafts[image._id] ?? { alt: '', decorative: false });
    if (problem) problems[image._id] = problem;
  }
  return problems;
}

export function MissingAltPanel({
  images,
  busy,
  onFixed,
}: {
  images: readonly MissingAltImage[];
  busy?: boolean;
  /** Every image has alt text now: run the refused save again. */
  onFixed: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLElement>(null);
  const [drafts, setDrafts] = useState<Record<string, AltInput>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // A new refusal: take the reader straight to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus when the list changes
  useEffect(() => {
    ref.current?.focus();
  }, [images]);

  const draftOf = (imageId: string) => drafts[imageId] ?? { alt: '', decorative: false };
  const set = (imageId: string, patch: Partial<AltInput>) => {
    setDrafts((all) => ({ ...all, [imageId]: { ...draftOf(imageId), ...patch } }));
    setProblems(({ [imageId]: _, ...rest }) => rest);
  };

  const saveAndPublish = async () => {
    const found = altDraftProblems(images, drafts);
    setProblems(found);
    const first = images.find((image) => found[image._id]);
    if (first) {
      document.getElementById(`${id}-${first._id}`)?.focus();
      return;
    }
    setSaving(true);
    const failed: Record<string, string> = {};
    for (const image of images) {
      try {
        await saveAlt(image._id, draftOf(image._id));
      } catch (error) {
        failed[image._id] = messageOr(error, `Saving the alt text of “${image.name}” failed.`);
      }
    }
    setSaving(false);
    setProblems(failed);
    void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    if (Object.keys(failed).length === 0) onFixed();
  };

  const titleId = `${id}-title`;
  return (
    <section ref={ref} className="missing-alt" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="missing-alt__title">
        {images.length === 1 ? 'One image needs alt text' : `${images.length} images need alt text`} before
        this can be published
      </h2>
      <p className="missing-alt__lead">
        Describe each image for people who cannot see it, or mark it decorative if it adds nothing to the
        text. The text is saved in the media library, so every page that shows the image uses it.
      </p>
      <ul className="missing-alt__list">
        {images.map((image) => {
          const draft = draftOf(image._id);
          const problem = problems[image._id];
          const inputId = `${id}-${image._id}`;
          return (
            <li key={image._id} className="missing-alt__item">
              <MediaThumb src={image.path} alt="" />
              <div className="missing-alt__fields">
                <p className="missing-alt__label">
                  <strong>{image.label}</strong> <span className="missing-alt__name">{image.name}</span>
                </p>
                <label className="field__label" htmlFor={inputId}>
                  Alt text for {image.label}
                </label>
                <input
                  id={inputId}
                  className="input"
                  maxLength={MEDIA_LIBRARY.altMax}
                  value={draft.alt}
                  disabled={saving || busy || draft.decorative}
                  aria-invalid={Boolean(problem)}
                  aria-describedby={problem ? `${inputId}-error` : undefined}
                  onChange={(event) => set(image._id, { alt: event.target.value })}
                />
                <label className="media-check">
                  <input
                    type="checkbox"
                    checked={draft.decorative}
                    disabled={saving || busy}
                    onChange={(event) => set(image._id, { decorative: event.target.checked })}
                  />{' '}
                  Decorative (screen readers skip it)
                </label>
                {problem && (
                  <p id={`${inputId}-error`} className="field__error">
                    {problem}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn--primary" disabled={saving || busy} onClick={saveAndPublish}>
        {saving ? 'Saving alt text…' : 'Save alt text and publish'}
      </button>
    </section>
  );
}
