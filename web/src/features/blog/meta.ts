import { BLOG_META_DESCRIPTION_MAX } from '@vyoma/contract';

/** Spec §2.7/§9: the blog's meta description is its description cut to 150 characters. */
export function blogMetaDescription(description: string): string {
  return description.trim().slice(0, BLOG_META_DESCRIPTION_MAX).trimEnd();
}
