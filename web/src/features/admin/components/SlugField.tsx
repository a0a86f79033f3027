/**
 * The URL name of a post or product (docs: PLAN "Columns added": `slug`). While the user has not
 * typed one by hand it follows the title as they type; it shows the public address it gives, and on
 * an existing item a changed slug says that the old address will redirect (a page's address moves
 * with its parent too: it has the saved address to compare).
 *
 * The slug module carries a transliteration table for all of Unicode (~216 kB gzipped), so it is
 * loaded with import() when a form opens and never becomes part of a public bundle.
 */
import type { SlugCase } from '@vyoma/contract/slug';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useAddressOrigin } from './addressOrigin.ts';

type SlugModule = typeof import('@vyoma/contract/slug');
let slugModule: Promise<SlugModule> | null = null;

/** The slug module, loaded once (a failed load is tried again on the next call). */
export function loadSlugModule(): Promise<SlugModule> {
  slugModule ??= import('@vyoma/contract/slug').catch((error: unknown) => {
    slugModule = null;
    throw error;
  });
  return slugModule;
}

/** The slug module once it has loaded; null before. */
function useSlugModule(): SlugModule | null {
  const [loaded, setLoaded] = useState<SlugModule | null>(null);
  useEffect(() => {
    let live = true;
    loadSlugModule().then(
      (module) => live && setLoaded(module),
      // Without it the field is still a plain text input; the server checks the slug anyway.
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

export interface SlugFieldProps {
  id: string;
  /** The slug typed or generated so far. */
  value: string;
  onChange: (slug: string) => void;
  /** The title or name it is generated from. */
  source: string;
  /** The public path of a slug (PAGE.blog, PAGE.product). */
  pathOf: (slug: string) => string;
  /** The stored slug of an existing item: then the slug no longer follows the title by itself. */
  saved?: string;
  /**
   * The saved item's address where more than the slug makes it (a page's parent's path): the address
   * moves when `pathOf` gives another one, not only when the slug changes.
   */
  savedPath?: string;
  error?: string;
  disabled?: boolean;
  /** For react-hook-form, to focus the field when it is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  /** 'any': capitals are kept (a page's URL name, slug-rules.ts); else lower case only. */
  letters?: SlugCase;
}

export function SlugField({
  id,
  value,
  onChange,
  source,
  pathOf,
  saved,
  savedPath,
  error,
  disabled,
  inputRef,
  letters = 'lower',
}: SlugFieldProps) {
  const slug = useSlugModule();
  const origin = useAddressOrigin();
  // A new item's slug follows the title until the user types one (or after they empty the field).
  const [follows, setFollows] = useState(!saved);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (follows && slug) onChangeRef.current(source.trim() === '' ? '' : slug.slugify(source));
  }, [follows, slug, source]);

  const hintId = useId();
  const noteId = useId();
  const errorId = `${id}-error`;
  const path = value ? pathOf(value) : null;
  const oldPath = savedPath ?? (saved === undefined ? undefined : pathOf(saved));
  const moved =
    saved !== undefined && value !== '' && (savedPath === undefined ? value !== saved : path !== savedPath);
  const describedBy = [hintId, moved ? noteId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="field slug-field">
      <label className="field__label" htmlFor={id}>
        URL name
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={slug?.SLUG_MAX_LENGTH ?? 100}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.target.value;
          setFollows(next === '' && !saved);
          onChange(next);
        }}
        // "My Post!" becomes "my-post" once the user leaves the field.
        onBlur={() => {
          if (!slug || value === '' || slug.slugProblem(value, letters) === null) return;
          const cleaned = slug.slugify(value, '');
          if (cleaned) onChange(cleaned);
        }}
      />
      <span id={hintId} className="field__hint slug-field__address">
        {path ? (
          <>
            Address: <span className="slug-field__url">{`${origin}${path}`}</span>
          </>
        ) : saved ? (
          'Enter a URL name.'
        ) : (
          'Made from the title as you type; change it here if you like.'
        )}
      </span>
      {moved && (
        <span id={noteId} className="field__hint slug-field__note">
          The old address {oldPath} will redirect to the new one.
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The slug to send: the typed one, or the title's when left empty; with the reason it is invalid.
 * Loads the slug module if the form is sent before it arrived.
 */
export async function slugToSend(
  value: string,
  source: string,
  letters: SlugCase = 'lower',
): Promise<{ slug: string | undefined; problem: string | null }> {
  const typed = value.trim();
  try {
    const { slugify, slugProblem } = await loadSlugModule();
    const slug = typed === '' ? slugify(source) : typed;
    return { slug, problem: slugProblem(slug, letters) };
  } catch {
    // Not loaded (offline?): send what was typed, or nothing so the server makes one; it checks either.
    return { slug: typed || undefined, problem: null };
  }
}
