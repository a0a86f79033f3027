/**
 * Every language's catalogue of the site's own texts, by area (decision 0063 §1.7). Server only:
 * the web imports an area's English module where it is used (English pages keep their bytes), and a
 * page in another language gets its areas in the root's data (web/src/lib/texts.server.ts), so no
 * Hindi string is in any script file.
 */
import { APPLICATION as EN_APPLICATION } from './en/application.ts';
import { BLOG as EN_BLOG } from './en/blog.ts';
import { CAREERS as EN_CAREERS } from './en/careers.ts';
import { CART as EN_CART } from './en/cart.ts';
import { CONTACT as EN_CONTACT } from './en/contact.ts';
import { FOOTER as EN_FOOTER } from './en/footer.ts';
import { FORMS as EN_FORMS } from './en/forms.ts';
import { LANGUAGES as EN_LANGUAGES } from './en/languages.ts';
import { LEGAL as EN_LEGAL } from './en/legal.ts';
import { PRODUCT as EN_PRODUCT } from './en/product.ts';
import { PRODUCTS as EN_PRODUCTS } from './en/products.ts';
import { QUANTITY as EN_QUANTITY } from './en/quantity.ts';
import { SEARCH as EN_SEARCH } from './en/search.ts';
import { SHELL as EN_SHELL } from './en/shell.ts';
import type { Area } from './format.ts';
import { APPLICATION as HI_APPLICATION } from './hi/application.ts';
import { BLOG as HI_BLOG } from './hi/blog.ts';
import { CAREERS as HI_CAREERS } from './hi/careers.ts';
import { CART as HI_CART } from './hi/cart.ts';
import { CONTACT as HI_CONTACT } from './hi/contact.ts';
import { FOOTER as HI_FOOTER } from './hi/footer.ts';
import { FORMS as HI_FORMS } from './hi/forms.ts';
import { LANGUAGES as HI_LANGUAGES } from './hi/languages.ts';
import { LEGAL as HI_LEGAL } from './hi/legal.ts';
import { PRODUCT as HI_PRODUCT } from './hi/product.ts';
import { PRODUCTS as HI_PRODUCTS } from './hi/products.ts';
import { QUANTITY as HI_QUANTITY } from './hi/quantity.ts';
import { SEARCH as HI_SEARCH } from './hi/search.ts';
import { SHELL as HI_SHELL } from './hi/shell.ts';

export const ENGLISH_TEXTS = {
  shell: EN_SHELL,
  footer: EN_FOOTER,
  contact: EN_CONTACT,
  cart: EN_CART,
  search: EN_SEARCH,
  products: EN_PRODUCTS,
  quantity: EN_QUANTITY,
  blog: EN_BLOG,
  product: EN_PRODUCT,
  careers: EN_CAREERS,
  legal: EN_LEGAL,
  languages: EN_LANGUAGES,
  application: EN_APPLICATION,
  forms: EN_FORMS,
} as const satisfies Record<string, Area>;
export type TextArea = keyof typeof ENGLISH_TEXTS;
export type SiteTexts = { readonly [A in TextArea]: Area };

/**
 * Each language's areas: every one English has (a test says so), so an area added in English comes
 * with its Hindi. (A language is shown only once the site's texts are all in the catalogue:
 * languages.ts LANGUAGES_WITH_TEXTS.)
 */
export const TEXTS: Readonly<Record<string, SiteTexts>> = {
  en: ENGLISH_TEXTS,
  hi: {
    shell: HI_SHELL,
    footer: HI_FOOTER,
    contact: HI_CONTACT,
    cart: HI_CART,
    search: HI_SEARCH,
    products: HI_PRODUCTS,
    quantity: HI_QUANTITY,
    blog: HI_BLOG,
    product: HI_PRODUCT,
    careers: HI_CAREERS,
    legal: HI_LEGAL,
    languages: HI_LANGUAGES,
    application: HI_APPLICATION,
    forms: HI_FORMS,
  },
};
