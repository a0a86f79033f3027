/**
 * The newest products of the catalogue as its cards (spec §2.6: picture, name and words cut to ten,
 * price, rating, a badge when out of stock), each leading to its product, and a link to the whole
 * catalogue. Read by the server with the page, so a product published, changed or withdrawn shows
 * at the next request.
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

/** How many cards the grid may show. */
export const PRODUCT_GRID_COUNTS = ['3', '4', '6', '8', '9', '12'] as const;

export const PRODUCT_GRID = defineBlock({
  name: 'product-grid',
  label: 'Product grid',
  group: 'Lists',
  hydrate: 'none',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    {
      kind: 'select',
      name: 'count',
      label: 'Products shown',
      options: PRODUCT_GRID_COUNTS,
      hint: 'The newest published products, this many at most',
    },
    {
      kind: 'text',
      name: 'empty',
      label: 'When there are none',
      max: 200,
      hint: 'What the grid says while no product is published',
    },
    { kind: 'link', name: 'more', label: 'Link under the grid', maxText: 40, optional: true },
    BACKGROUND_FIELD,
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: 'Ready to order',
    heading: 'Packages and products',
    lead: '',
    count: '6',
    empty: 'New packages are on their way. Tell us what you need in the meantime.',
    more: { text: 'See all products', to: { kind: 'url', target: '/products' } },
    background: 'plain',
  },
});
