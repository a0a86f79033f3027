import type { BlogCategory } from '@vyoma/contract';

/** Readable names of the blog categories (list, form and history screen; kept apart from the form). */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  backOffice: 'Back office',
  digitalMarketing: 'Digital marketing',
  others: 'Others',
};
