/**
 * What a post's or product's page puts in its head (docs/decisions/0041): the SEO overrides of the
 * item where set, else the fallbacks from its content. The public pages and the admin's SEO panel
 * preview both use this, so the preview shows what the page will say.
 */
import { BLOG_META_DESCRIPTION_MAX, type ContentSeo } from '@vyoma/contract';
import { truncateWords } from '../../lib/text.ts';

/** Spec §2.7/§9: the blog's meta description is its description cut to 150 characters. */
export function blogMetaDescription(description: string): string {
  return description.trim().slice(0, BLOG_META_DESCRIPTION_MAX).trimEnd();
}

/** A product page's meta description: the first 30 words of its description. */
export const productMetaDescription = (description: string) => truncateWords(description, 30);

/** Where the fallbacks come from: the post's title or product's name, its description, its images. */
export interface MetaSource {
  /** The content type's name: a post's description is cut by characters, any other's by words. */
  kind: string;
  title: string;
  description: string;
  /** The item's images in page order (videos left out); the first is the fallback share image. */
  images: readonly string[];
  seo: Pick<ContentSeo, 'title' | 'description' | 'image' | 'noindex'>;
}

export interface ContentMeta {
  /** The page title: the SEO title as written, else the item's title (Seo adds " | site name"). */
  title: string;
  /** True for an SEO title: it is the whole title, nothing is added. */
  titleAsIs: boolean;
  description: string;
  /** The share image path; undefined → the site's share image. */
  image: string | undefined;
  noindex: boolean;
  /** What is used when an override is empty (the SEO panel shows these as placeholders). */
  fallback: { title: string; description: string; image: string | undefined };
}

const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function contentMeta(source: MetaSource): ContentMeta {
  const fallback = {
    title: source.title.trim(),
    description:
      source.kind === 'post'
        ? blogMetaDescription(source.description)
        : productMetaDescription(source.description),
    image: source.images[0],
  };
  const title = filled(source.seo.title);
  return {
    title: title ?? fallback.title,
    titleAsIs: title !== null,
    description: filled(source.seo.description) ?? fallback.description,
    image: filled(source.seo.image) ?? fallback.image,
    noindex: source.seo.noindex,
    fallback,
  };
}
