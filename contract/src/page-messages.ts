/**
 * The spec's words (verbatim) that a public page's own texts use (contract/src/texts/en), besides the
 * shell's (page-shell.ts): MESSAGES has them too, from here. A module of its own because the bundler
 * places a module whole: taken from messages.ts, a page's first script would carry every message of
 * the admin with them (1.1 kB on a product's, an opening's and a post's page).
 */
export const PAGE_MESSAGES = {
  product: {
    detailFailed: 'Failed to load product details',
    /** The server's message for an unknown product id (GET /api/v1/product/{id} → 404). */
    notFound: 'Product not found',
  },
  careers: { apply: 'Apply Now' },
  blog: { notFound: 'Blog not found.' },
  buttons: { getAQuote: 'GET A QUOTE' },
} as const;
