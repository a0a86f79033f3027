import type { BlogCategory } from '@vyoma/contract';

/** Readable names of the blog categories (kept apart so the list page does not load the form). */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  backOffice: 'Back office',
  digitalMarketing: 'Digital marketing',
  others: 'Others',
};
