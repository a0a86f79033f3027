/** User-visible texts of spec §2 and §8, verbatim. Tests and UI import them from here. */

import { PAGE_MESSAGES } from './page-messages.ts';
import { SHELL_MESSAGES } from './page-shell.ts';

export { SHELL_MESSAGES };

export const MESSAGES = {
  notFound: SHELL_MESSAGES.notFound,
  login: { pending: 'Logging in...' },
  contact: {
    sending: 'Sending...',
    success: 'Message sent successfully!',
    failed: 'Failed to send message.',
    network: 'An error occurred. Please try again later.',
  },
  blog: {
    loading: SHELL_MESSAGES.blogLoading,
    notFound: PAGE_MESSAGES.blog.notFound,
    emptyServiceList: 'No blogs found for Back Office Services.',
  },
  product: {
    fetchFailed: 'Failed to fetch product',
    updateFailed: 'Failed to update product',
    added: 'Product added successfully!',
    addFailed: 'Failed to add product.',
    detailFailed: PAGE_MESSAGES.product.detailFailed,
    /** The server's message for an unknown product id (GET /api/v1/product/{id} → 404). */
    notFound: PAGE_MESSAGES.product.notFound,
  },
  category: {
    empty: 'No categories found',
    added: 'Category added successfully!',
    addFailed: 'Error adding category. Please try again.',
    updated: 'Category updated successfully!',
    updateFailed: 'Failed to update category.',
  },
  contacts: {
    fetchFailed: 'Failed to fetch contacts.',
    fetchNetwork: 'An error occurred while fetching contacts.',
    deleted: 'Message deleted successfully.',
    deleteFailed: 'Failed to delete the message.',
    deleteNetwork: 'An error occurred while deleting the message.',
  },
  secondSection: { updated: 'Updated successfully!', updateFailed: 'Update failed!' },
  confirm: {
    deleteProduct: 'Are you sure you want to delete this product?',
    deleteCategory: 'Are you sure you want to delete this category?',
    deleteBlog: 'Are you sure you want to delete this blog?',
    deleteMessage: 'Are you sure you want to delete this message?',
  },
  careers: { heading: 'Join Our Team', apply: PAGE_MESSAGES.careers.apply },
  buttons: {
    requestConsultation: 'REQUEST CONSULTATION',
    freeQuoteApp: 'FREE QUOTE ON APP DEVELOPMENT',
    getAQuote: PAGE_MESSAGES.buttons.getAQuote,
    bookConsultation: 'BOOK A CONSULTATION',
    getQuote: 'Get Quote',
    readMore: 'Read More',
  },
} as const;

/** Site search: the API's 400 messages, which the /search page shows too. */
export const SEARCH_MESSAGES = {
  empty: 'Type a word or two to search for.',
  tooLong: 'That search is too long. Try a few words (at most 100 characters).',
} as const;

/** The server's own messages that more than one module (or the command line) sends. */
export const PHONE_TAKEN = 'That phone number is already used by another account.';
export const TOO_MANY_ENQUIRIES =
  'You have sent several messages in a short time. Please try again in a minute.';
/** 503 from a limit that fails closed (sign-in, enquiries …) while its count cannot be kept. */
export const LIMIT_UNAVAILABLE = 'We cannot accept this right now. Please try again in a minute.';
/** A form whose captcha the provider did not confirm (enquiries, applications, built forms). */
export const CAPTCHA_FAILED = 'Please complete the check that you are not a robot, then send again.';
/** 413s: a body or one of its files over its limit. */
export const TOO_LARGE = { body: 'Request body too large', file: 'File too large' } as const;

/** Role refusals (403; contract/src/permissions.ts says who may do what). */
export const ROLE_MESSAGES = {
  notAllowed: 'Your role does not allow this. Ask an administrator.',
  authorPublish: 'Authors cannot publish or schedule. Save it as a draft or submit it for review.',
  authorOthers: 'Authors can change only their own posts and products.',
  authorPublished: 'This is live: ask an editor to change it, or to take it back to draft.',
  authorLiveImage:
    'This file is on a live page and someone else uploaded it: ask an editor to change its alt text.',
  lastAdmin: 'At least one active administrator must stay.',
} as const;

/** Who is editing, autosave and unsaved changes in the post and product forms (issue 18 item 5). */
export const EDITING_MESSAGES = {
  editing: (name: string) => `${name} is editing this.`,
  editingHint: 'Changes you save now may clash with theirs. Take over if they have stepped away.',
  takeOver: 'Take over',
  takeOverConfirm: (name: string) =>
    `Take over editing from ${name}? Their form will say you took over and warn them before they save.`,
  tookOver: (name: string) => `${name} took over editing.`,
  tookOverHint: 'Your changes are still here. Saving will ask first, and a save over theirs is refused.',
  saveAnyway: (name: string) =>
    `${name} took over editing this. Save your changes anyway? If they have saved since, yours will be refused and nothing is lost.`,
  saveAnywayLabel: 'Save anyway',
  autosaving: 'Saving…',
  autosaved: (time: string) => `Saved at ${time}`,
  autosaveFailed: (reason: string) => `Not saved automatically: ${reason}`,
  restoreOffer: 'This browser kept changes you did not save.',
  restore: (time: string) => `Restore unsaved changes from ${time}`,
  discard: 'Discard',
  restored: 'Unsaved changes restored. Save to make them live.',
} as const;

/** Preview links (issue 18 item 4): the API's answers (the page's banner has its copy in the web app). */
export const PREVIEW_MESSAGES = {
  linkNotFound: 'Preview link not found',
  revoked: 'The preview link is revoked: it no longer opens anything.',
} as const;

/** The media library (issue 19, docs/decisions/0049): answers of its API the admin shows as they are. */
export const MEDIA_MESSAGES = {
  notFound: 'File not found in the media library',
  sameKind: (kind: 'image' | 'video') =>
    `Replace an ${kind === 'image' ? 'image with an image' : 'video with a video'}, so every page that shows it still works`,
  inUse: (names: string[]) =>
    names.length === 1
      ? `${names[0]} is in use. Remove it from the places listed, then delete it.`
      : `${names.length} of these files are in use (${names.join(', ')}). Nothing was deleted.`,
  deleted: (n: number) => (n === 1 ? 'File deleted.' : `${n} files deleted.`),
  missingAlt: (labels: string[]) =>
    `Write alt text (or mark as decorative) before publishing: ${labels.join(', ')}.`,
  /** 503: the image library (sharp, a native addon) did not load on this server; the log says why. */
  imagesUnavailable:
    'Images cannot be processed on this server right now (its image library did not load). Nothing was saved; the server log says why.',
  /** kinds: "PNG or JPEG", as the upload messages say it. */
  notInLibrary: (label: string, kinds: string) => `${label} must be a ${kinds} file from the media library`,
} as const;
