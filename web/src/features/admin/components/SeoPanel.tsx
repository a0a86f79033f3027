/**
 * The SEO panel of the editor (issue 17 item 4, docs/decisions/0041): an optional
 * search title, meta description and share image, and "Hide from search engines". Each empty field
 * falls back to the content as the public page does (`contentMeta`, shared with the pages), and the
 * previews show the search result and the social card as they will look. Long texts and a search
 * title another item already shows are warnings, never errors: the save goes through.
 */
import { useQuery } from '@tanstack/react-query';
import {
  API,
  type ContentSeo,
  SEO_LIMITS,
  SEO_WARN_LENGTHS,
  type SeoTitleTakenResponse,
} from '@vyoma/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { contentMeta } from '~/components/seo/contentMeta.ts';
import { fullTitle } from '~/components/seo/Seo.tsx';
import { MediaThumb } from '~/components/ui/FilePreview.tsx';
import { apiRequest } from '~/lib/api.ts';
import { absoluteUrl } from '~/lib/publicUrl.ts';
import { useSiteSettings, withSiteName } from '~/lib/siteSettings.ts';
import { useAddressOrigin } from './addressOrigin.ts';
import { type ContentTypeDeclaration, titleWordOf, useContentTypes } from './contentTypes.ts';
import { ChooseFromLibrary } from './MediaPicker.tsx';
import { cardDomain, lengthState, searchAddress, searchDescription, searchTitle } from './seoPreview.ts';
import './seo-panel.css';

/** The panel's fields as the form holds them ('' = not set: the fallback is used). */
export interface SeoValue {
  title: string;
  description: string;
  image: string;
  noindex: boolean;
}

export const seoValueOf = (seo?: ContentSeo): SeoValue => ({
  title: seo?.title ?? '',
  description: seo?.description ?? '',
  image: seo?.image ?? '',
  noindex: seo?.noindex ?? false,
});

/** The API's seo object (a blank field clears its override). */
export const seoBody = (value: SeoValue) => ({
  title: value.title.trim(),
  description: value.description.trim(),
  image: value.image,
  noindex: value.noindex,
});

/** The same as multipart fields: seo[title], seo[description], seo[image], seo[noindex]. */
export function appendSeo(form: FormData, value: SeoValue): void {
  for (const [key, field] of Object.entries(seoBody(value))) form.append(`seo[${key}]`, String(field));
}

/** The generated share image the pages use when neither the item nor the settings name one. */
const DEFAULT_SHARE_IMAGE = '/share-image.png';
const CHECK_DELAY_MS = 400;

/** The value after `delay` ms without change (the duplicate-title check asks once typing pauses). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface SeoPanelProps {
  type: ContentTypeDeclaration;
  /** The edited item's id (none while creating). */
  itemId?: string;
  value: SeoValue;
  onChange: (value: SeoValue) => void;
  /** What the fallbacks are made of, as currently typed in the form. */
  source: { title: string; description: string; images: readonly string[] };
  /** The public path the item will have. */
  path: string;
  /** The server's messages for seo[title] … (from a refused save). */
  errors?: Partial<Record<keyof SeoValue, string>>;
  disabled?: boolean;
}

export function SeoPanel({ type, itemId, value, onChange, source, path, errors, disabled }: SeoPanelProps) {
  const id = useId();
  const kind = type.name;
  const noun = type.label.one;
  const titleWord = titleWordOf(type);
  const { types } = useContentTypes();
  const nounOf = (other: string) => types.find((t) => t.name === other)?.label.one ?? other;
  const settings = useSiteSettings();
  const origin = useAddressOrigin();
  const hasError = Boolean(errors && Object.values(errors).some(Boolean));
  const [open, setOpen] = useState(
    () => value.title !== '' || value.description !== '' || value.image !== '' || value.noindex,
  );
  useEffect(() => {
    if (hasError) setOpen(true);
  }, [hasError]);

  const meta = contentMeta({ kind, ...source, seo: value });
  const set = (patch: Partial<SeoValue>) => onChange({ ...value, ...patch });
  const pageTitle = meta.titleAsIs
    ? withSiteName(meta.title, settings)
    : fullTitle(withSiteName(meta.title || 'Untitled', settings), settings.siteName);
  const url = absoluteUrl(origin, path);
  const shareImage = meta.image ?? settings.shareImage?.path ?? DEFAULT_SHARE_IMAGE;
  const description = withSiteName(meta.description, settings);

  // The search title other items must not show too: the SEO title, else the title or name.
  const checked = useSettled(meta.title.trim(), CHECK_DELAY_MS);
  const taken = useQuery({
    queryKey: ['seo', 'title-taken', kind, itemId ?? '', checked],
    enabled: checked !== '',
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<SeoTitleTakenResponse>(
          API.adminSeoTitleTaken({ title: checked, kind, exclude: itemId }),
          { signal },
        )
      ).data,
  });
  const duplicates = checked !== '' && taken.data?.taken ? taken.data.items : [];

  const titleState = lengthState(value.title, SEO_WARN_LENGTHS.title);
  const descriptionState = lengthState(value.description, SEO_WARN_LENGTHS.description);
  const images = [...new Set([...source.images, ...(value.image ? [value.image] : [])])];
  /** A share image chosen from the media library in this edit. */
  const [picked, setPicked] = useState<string | null>(null);

  return (
    <details
      className="seo-panel"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="seo-panel__summary">
        <span className="seo-panel__heading">SEO: search and sharing</span>
        <span className="seo-panel__state">
          {value.noindex
            ? 'Hidden from search engines'
            : meta.titleAsIs
              ? 'Own search title'
              : 'Uses the content'}
        </span>
      </summary>
      {/* Rendered only while open: a closed panel adds no fields to the form (nor to its labels). */}
      {open && (
        <div className="seo-panel__body">
          <div className="seo-panel__fields">
            <Field
              id={`${id}-title`}
              label="SEO title"
              count={`${value.title.trim().length} / ${SEO_WARN_LENGTHS.title} characters`}
              warning={
                [
                  titleState === 'long'
                    ? `Longer than ${SEO_WARN_LENGTHS.title} characters: search engines will likely cut it.`
                    : null,
                  duplicates.length > 0 ? duplicateWarning(duplicates, nounOf) : null,
                ]
                  .filter(Boolean)
                  .join(' ') || null
              }
              error={errors?.title}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  className="input"
                  value={value.title}
                  maxLength={SEO_LIMITS.title}
                  disabled={disabled}
                  placeholder={
                    source.title.trim()
                      ? `Empty: the ${titleWord} is used (${pageTitle})`
                      : `Empty: the ${titleWord} is used`
                  }
                  onChange={(event) => set({ title: event.target.value })}
                />
              )}
            </Field>
            <Field
              id={`${id}-description`}
              label="Meta description"
              count={`${value.description.trim().length} / ${SEO_WARN_LENGTHS.description} characters`}
              warning={
                descriptionState === 'long'
                  ? `Longer than ${SEO_WARN_LENGTHS.description} characters: search engines will likely cut it.`
                  : null
              }
              error={errors?.description}
            >
              {(a11y) => (
                <textarea
                  {...a11y}
                  className="textarea seo-panel__textarea"
                  rows={3}
                  value={value.description}
                  maxLength={SEO_LIMITS.description}
                  disabled={disabled}
                  placeholder={
                    meta.fallback.description
                      ? `Empty: the start of the description is used (${meta.fallback.description})`
                      : 'Empty: the start of the description is used'
                  }
                  onChange={(event) => set({ description: event.target.value })}
                />
              )}
            </Field>
            <fieldset className="seo-panel__images" disabled={disabled}>
              <legend className="field__label">Share image</legend>
              <p className="field__hint">
                {images.length > 0
                  ? `Shown when the ${noun} is shared. Images added in this edit can be chosen after saving.`
                  : `Save the ${noun} with its images first to choose one of them, or choose one from the library.`}
              </p>
              <div className="seo-panel__choices">
                <label className="seo-panel__choice">
                  <input
                    type="radio"
                    name={`${id}-image`}
                    checked={value.image === ''}
                    onChange={() => set({ image: '' })}
                  />
                  <span>
                    {meta.fallback.image
                      ? `Automatic (the ${noun}'s first image)`
                      : "Automatic (the site's share image)"}
                  </span>
                </label>
                {images.map((path, i) => (
                  <label key={path} className="seo-panel__choice">
                    <input
                      type="radio"
                      name={`${id}-image`}
                      value={path}
                      checked={value.image === path}
                      onChange={() => set({ image: path })}
                    />
                    <MediaThumb src={path} alt="" />
                    <span>
                      {source.images.includes(path)
                        ? `Image ${i + 1}`
                        : path === picked
                          ? 'Chosen from the library'
                          : 'The current share image'}
                    </span>
                  </label>
                ))}
              </div>
              <ChooseFromLibrary
                kind="image"
                fieldLabel="Share image"
                disabled={disabled}
                onChoose={(item) => {
                  setPicked(item.path);
                  set({ image: item.path });
                }}
              />
              {errors?.image && <p className="field__error">{errors.image}</p>}
            </fieldset>
            <div className="field seo-panel__switch">
              <label className="admin-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={value.noindex}
                  aria-checked={value.noindex}
                  disabled={disabled}
                  aria-describedby={`${id}-noindex-hint`}
                  onChange={(event) => set({ noindex: event.target.checked })}
                />
                <span>Hide from search engines</span>
              </label>
              <span id={`${id}-noindex-hint`} className="field__hint">
                Asks search engines not to list this page (noindex) and leaves it out of the sitemap. It stays
                in the site's lists and feeds.
              </span>
            </div>
          </div>

          <div className="seo-panel__previews">
            <figure className="seo-preview" aria-labelledby={`${id}-search-caption`}>
              <figcaption id={`${id}-search-caption`} className="seo-preview__caption">
                Search result preview
              </figcaption>
              <div className="serp" data-testid="search-preview">
                {value.noindex && (
                  <p className="serp__hidden">Hidden: search engines will not list this page.</p>
                )}
                <p className="serp__site">{settings.siteName}</p>
                <p className="serp__url">{searchAddress(url)}</p>
                <p className="serp__title">{searchTitle(pageTitle)}</p>
                <p className="serp__description">
                  {description
                    ? searchDescription(description)
                    : 'No description yet: search engines pick text from the page.'}
                </p>
              </div>
            </figure>
            <figure className="seo-preview" aria-labelledby={`${id}-card-caption`}>
              <figcaption id={`${id}-card-caption`} className="seo-preview__caption">
                Social card preview
              </figcaption>
              <div className="social-card" data-testid="card-preview">
                <img className="social-card__image" src={shareImage} alt="" width={1200} height={630} />
                <div className="social-card__text">
                  <p className="social-card__domain">{cardDomain(url)}</p>
                  <p className="social-card__title">{pageTitle}</p>
                  <p className="social-card__description">{description}</p>
                </div>
              </div>
            </figure>
          </div>
        </div>
      )}
    </details>
  );
}

function duplicateWarning(
  items: { kind: string; title: string }[],
  nounOf: (kind: string) => string,
): string {
  const names = items.map((item) => `the ${nounOf(item.kind)} “${item.title}”`).join(', ');
  return `Also the search title of ${names}: search engines may show only one of them.`;
}

/** A field with a live character count and a warning (role=status: announced when it changes). */
function Field({
  id,
  label,
  count,
  warning,
  error,
  children,
}: {
  id: string;
  label: string;
  count: string;
  warning: string | null;
  error?: string;
  children: (a11y: { id: string; 'aria-describedby': string; 'aria-invalid': boolean }) => ReactNode;
}) {
  const describedBy = [`${id}-count`, `${id}-warning`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) })}
      <span id={`${id}-count`} className="field__hint">
        {count}
      </span>
      <span id={`${id}-warning`} role="status" className="seo-panel__warning">
        {warning}
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
