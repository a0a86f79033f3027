/** The cart page's own texts in English (web/src/features/cart/pages/CartPage.tsx). */
import { MESSAGES } from '../../messages.ts';
import type { Area } from '../format.ts';

export const CART = {
  seoTitle: 'Your cart',
  seoDescription: 'Review your selection and request a quote.',
  eyebrow: 'Cart',
  title: 'Your cart',
  lead: 'Review your selection, then request a quote. We confirm price and timeline before any payment.',
  // The spec's words for a sent enquiry (MESSAGES, verbatim).
  sent: MESSAGES.contact.success,
  sentThanks: 'Thank you. We will reply within one business day with your quote.',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Browse our fixed-price packages and kits, or tell us what you need.',
  browseProducts: 'Browse products',
  contactUs: 'Contact us',
  items: 'Cart items',
  each: '{price} each',
  quantityFor: 'Quantity for {name}',
  removeItem: 'Remove {name}',
  remove: 'Remove',
  lineTotal: 'Line total: ',
  summary: 'Summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  shippingFree: 'Free',
  shippingInQuote: 'Calculated in your quote',
  freeShippingOver: 'Free shipping on orders over {price}.',
  requestQuote: 'Request a quote',
  noPaymentNow: 'No payment now. We confirm price and timeline first.',
  quoteLead: {
    one: 'We will send your item to our team with your details and reply within one business day.',
    other: 'We will send your {count} items to our team with your details and reply within one business day.',
  },
  sendQuote: 'Send quote request',
} as const satisfies Area;
