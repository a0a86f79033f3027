/**
 * A product's page's texts in English (web/src/features/products/pages/ProductDetailPage.tsx and its
 * gallery; the quantity box has its own area). The product's own words are the product's.
 */
import { PAGE_MESSAGES } from '../../page-messages.ts';
import type { Area } from '../format.ts';

export const PRODUCT = {
  // An unknown product (the spec's words, MESSAGES.product, verbatim: its page's title and message),
  // or one that could not be loaded (page-messages.ts: not the whole of messages.ts in the page).
  notFound: PAGE_MESSAGES.product.notFound,
  notFoundHeading: "We couldn't find that product",
  unavailable: 'Product unavailable',
  failedHeading: 'Something went wrong',
  detailFailed: PAGE_MESSAGES.product.detailFailed,
  backToProducts: 'Back to products',
  // The breadcrumb (and its structured data).
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  products: 'Products',
  // The gallery: image {n} of the product's {count}.
  imageOf: '(image {n} of {count})',
  images: 'Product images',
  showImage: 'Show image {n} of {count}',
  noImage: 'No image yet',
  // {value}: the rating, 0–5 (one decimal at most).
  rated: 'Rated {value} out of 5',
  sku: 'SKU',
  availability: 'Availability',
  inStock: 'In stock ({count} available)',
  outOfStock: 'Out of stock',
  price: 'Price: ',
  addToCart: 'Add to Cart',
  buyNow: 'Buy Now',
  // After "Add to Cart": {link} is the link to the cart (viewCart).
  added: 'Added to cart ({quantity} × {name}). {link}',
  viewCart: 'View cart',
  // {link} is the link to the contact page (askWhenBack).
  outOfStockNote: 'This item is out of stock. {link}.',
  askWhenBack: 'Ask us when it is back',
  freeShipping: 'Free shipping on orders over {price}',
  delivery: 'Delivery in {min}–{max} business days',
  warranty: '{years}-year warranty',
  description: 'Description',
  reviews: 'Customer reviews',
  // The sample review every product shows, and who it is by.
  sampleReview:
    'Clear scope, steady updates and delivery on the promised day. Every step was explained in plain language, so we always knew what came next.',
  sampleReviewBy: 'A verified customer · Sample review',
} as const satisfies Area;
