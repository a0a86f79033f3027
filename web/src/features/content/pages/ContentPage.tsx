/**
 * The page of an item of a declared type with no page of its own (issue 34; docs/decisions/0061):
 * its fields shown in the declaration's order by their kind: the title as the heading, text as
 * paragraphs, rich text, images from the media library (with their alt text), dates and numbers.
 */
import type { ContentPageData, MediaInfo } from '@vyoma/contract';
import type { Field } from '@vyoma/contract/content-types';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { MediaView } from '~/components/media/MediaView.tsx';
import { RichText } from '~/components/rich-text/RichText.tsx';
import { NOINDEX, PREVIEW_ROBOTS, Seo } from '~/components/seo/Seo.tsx';
import { truncateWords } from '~/lib/text.ts';
import './content-page.css';

const mediaKey = (f: { name: string; mediaKey?: string }) => f.mediaKey ?? `${f.name}Media`;
const textKey = (f: { name: string; textKey?: string }) => f.textKey ?? `${f.name}Text`;

/** One field's part of the page (the title is the heading, not repeated). */
function FieldView({ field, item }: { field: Field; item: ContentPageData['item'] }) {
  const value = item[field.name];
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <p className="content-page__lead">{String(value)}</p>
      ) : (
        <p className="content-page__fact">
          <span className="content-page__label">{field.label}:</span> {String(value)}
        </p>
      );
    case 'richText':
      return <RichText doc={value as RichTextDoc} className="content-page__text" headingOffset={0} />;
    case 'media':
      return (
        <figure className="content-page__media">
          <MediaView
            path={String(value)}
            media={item[mediaKey(field)] as MediaInfo | null}
            alt=""
            sizes="(max-width: 60rem) 100vw, 60rem"
          />
        </figure>
      );
    case 'mediaList':
      return (
        <div className="content-page__gallery">
          {(value as string[]).map((path, i) => (
            <MediaView
              key={path}
              path={path}
              media={(item[mediaKey(field)] as MediaInfo[])[i] ?? null}
              alt=""
              sizes="(max-width: 60rem) 50vw, 30rem"
            />
          ))}
        </div>
      );
    case 'select':
      return (
        <p className="content-page__fact">
          <span className="content-page__label">{field.label}:</span>{' '}
          {field.labels?.[String(value)] ?? String(value)}
        </p>
      );
    case 'number':
    case 'date':
      return (
        <p className="content-page__fact">
          <span className="content-page__label">{field.label}:</span> {String(value)}
        </p>
      );
    case 'relation':
      return item[`${field.name}Name`] ? (
        <p className="content-page__fact">
          <span className="content-page__label">{field.label}:</span> {String(item[`${field.name}Name`])}
        </p>
      ) : null;
    case 'list':
      return (
        <div className="content-page__list">
          {(value as Record<string, unknown>[]).map((entry) => (
            <section key={String(entry._id)}>
              {field.of.map((sub) =>
                sub.kind === 'richText' ? (
                  <RichText key={sub.name} doc={entry[sub.name] as RichTextDoc} headingOffset={1} />
                ) : sub.kind === 'media' ? (
                  <MediaView
                    key={sub.name}
                    path={String(entry[sub.name])}
                    media={entry[mediaKey(sub)] as MediaInfo | null}
                    alt=""
                  />
                ) : (
                  <h2 key={sub.name}>{String(entry[sub.name])}</h2>
                ),
              )}
            </section>
          ))}
        </div>
      );
    default:
      return null;
  }
}

/** `preview`: shown through a preview link (not indexed, no canonical address). */
export default function ContentPage({ page, preview = false }: { page: ContentPageData; preview?: boolean }) {
  const { type, item } = page;
  const title = String(item[type.titleField] ?? '');
  // The description: the SEO one, else the first text of the item (a summary, its story).
  const firstText = type.fields
    .map((f) =>
      f.kind === 'text' && f.multiline ? item[f.name] : f.kind === 'richText' ? item[textKey(f)] : null,
    )
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const description = item.seo.description ?? truncateWords(firstText ?? title, 30);
  const path = type.publicPath?.replace('{slug}', encodeURIComponent(item.slug));
  return (
    <article className="container section content-page">
      <Seo
        title={item.seo.title ?? title}
        titleAsIs={item.seo.title !== null}
        description={description}
        path={preview ? undefined : path}
        type="article"
        image={item.seo.image ?? undefined}
        robots={preview ? PREVIEW_ROBOTS : item.seo.noindex ? NOINDEX : undefined}
      />
      <h1>{title}</h1>
      {type.fields
        .filter((f) => f.name !== type.titleField)
        .map((f) => (
          <FieldView key={f.name} field={f} item={item} />
        ))}
    </article>
  );
}
