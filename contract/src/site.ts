/**
 * What the server gives the web app's route loaders and actions when it renders a page (React
 * Router's load context). The server implements it on its repositories (server/src/modules/pages);
 * the web app knows only this interface, so no server code reaches the browser bundle.
 */

import type {
  Blog,
  ContactCreateResponse,
  ContentSeo,
  ErrorResponse,
  JobOpening,
  LegalPage,
  Product,
  ProductListResponse,
  SearchResponse,
  SecondSection,
  SiteSettings,
  User,
} from './api.ts';
import type { BlogCategory, LegalKey } from './constants.ts';
import type { ContentTypeDeclaration } from './content-types/define.ts';
import type { FormConfirmation, PublicFormDefinition } from './forms.ts';
import type { Language } from './languages.ts';

/** One page of a long list, and where it sits in the whole (issue 26: pages load only what they show). */
export interface ListPage<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

/** A post as a header menu shows it. */
export interface MenuPost {
  _id: string;
  slug: string;
  title: string;
}

/** The categories with a header dropdown (spec §2.1). */
export type MenuCategory = Exclude<BlogCategory, 'others'>;

/**
 * The header's dropdowns (spec §2.1), by category: the newest MENU_POSTS_MAX published posts, and
 * whether the category has more (the menu then ends with a link to the category's page).
 */
export type BlogMenus = Record<MenuCategory, { posts: MenuPost[]; more: boolean }>;

/** A link of a menu as a page shows it: its words and where it goes now. */
export interface MenuLinkView {
  label: string;
  to: string;
}

/**
 * An entry of the header (spec §2.1): a link, with the newest posts of a category when it opens a
 * dropdown of them (a plain link while there are none), or a group of links: a dropdown with no page
 * of its own.
 */
export type HeaderEntry =
  | (MenuLinkView & { posts?: BlogMenus[MenuCategory] })
  | { label: string; children: MenuLinkView[] };

/** A column of the footer's links. */
export interface FooterColumn {
  title: string;
  links: MenuLinkView[];
}

/**
 * The site's menus as a page shows them (issue 35: staff edit them, content type `menu`). A link to
 * a page, a post or a category goes where that is now; one to something not public is left out, and
 * so is a group left with no link.
 */
export interface SiteMenus {
  header: HeaderEntry[];
  footer: FooterColumn[];
}

/** The catalogue filters of GET /api/v1/products (spec §7), by readable names. */
export interface ProductFilters {
  keyword: string;
  page: number;
  priceGte: number;
  priceLte: number;
  ratingsGte: number;
}

/**
 * An item of a declared type that has no page of its own in the route table (issue 34: a type
 * declared on the server alone): its declaration (plain data) tells the page how to show its fields.
 */
export interface ContentPageData {
  type: ContentTypeDeclaration;
  item: Record<string, unknown> & {
    _id: string;
    slug: string;
    seo: ContentSeo;
    publishedAt: string | null;
    updatedAt: string;
  };
  /**
   * The site's front page (the page made from the home seed): shown at /, and its own address answers
   * 301 to / (one address for search engines).
   */
  front?: true;
  /** For a type addressed by path (pages): the public items above it, top first, by title and path. */
  above?: { id: string; name: string; path: string }[];
  /**
   * For a body of blocks: where each item its links name is now (`page:<id>`, `post:<id>`,
   * `category:<id>` → a path); an item that is not public, or has no page, is not here.
   */
  links?: Record<string, string>;
  /**
   * For a body with a post list: the page of its category's posts that `?page=` asked for (page 1
   * otherwise), or null when they could not be read (the list shows its empty message, spec §8).
   */
  posts?: ListPage<Blog> | null;
  /** For a body with an openings list: the page of open openings `?page=` asked for, as `posts`. */
  openings?: ListPage<JobOpening> | null;
  /** For a body with product grids: the newest published products, as many as the largest grid shows. */
  products?: Product[] | null;
  /**
   * For a body with shared-section blocks: the published shared sections they name, by URL name, with
   * their blocks (a name not here shows nothing).
   */
  sections?: Record<string, { id: string; type: string; props: Record<string, unknown> }[]>;
}

/**
 * What a preview link opens: the item as last saved (any status), which page shows it, and until when
 * the link works.
 */
export type ContentPreview = (
  | { kind: 'post'; blog: Blog }
  | { kind: 'product'; product: Product }
  | { kind: 'content'; page: ContentPageData }
) & {
  expiresAt: string;
  /** SITE_TIMEZONE: the banner says when the link stops working in the site's time. */
  timeZone: string;
};

/** The answer to an enquiry sent by a plain form post: the same status and body as the JSON API. */
export type EnquiryResult =
  | { status: 201; body: ContactCreateResponse }
  | { status: 400 | 403 | 429 | 503; body: ErrorResponse };

/**
 * The server's answer to a form posted without JavaScript with files in it (a job application, a
 * built form): read and checked before the page renders, exactly as the JSON API answers it.
 */
export interface PostedForm {
  /** 201 when it was taken; else the API's refusal (400, 404, 410, 413, 429, 403). */
  status: number;
  message: string;
  /** Per field, by the form's own field names (name, cv, values[budget] …). */
  errors: Record<string, string>;
  /** What was typed (never files), to fill a refused form in again. */
  values: Record<string, string | string[]>;
  /** A built form's confirmation, once it was taken. */
  confirmation?: FormConfirmation;
}

/** What the job application form needs from the server. */
export interface ApplicationFormInfo {
  /** The consent box's exact text (the site's, filled in). */
  consentText: string;
  /** Its version, sent back with the form: a text changed meanwhile is refused, not silently agreed to. */
  consentVersion: string;
}

/** Turnstile or hCaptcha on the public forms, when the site has keys for one. */
export interface CaptchaInfo {
  provider: 'turnstile' | 'hcaptcha';
  siteKey: string;
}

/**
 * The services are the server's: a read that the visitor's input makes impossible (a NUL byte in a
 * search) throws a Response with status 400, which React Router renders as the route's error with
 * that status, as the JSON API answers 400 for it.
 */
export interface SiteServices {
  /** PUBLIC_URL: the absolute origin for canonical links and share tags. */
  publicUrl: string;
  /**
   * PUBLIC_URL was set. Unset (publicUrl is then the localhost default), the admin shows page
   * addresses at the origin it is being used at, as forms are accepted from it.
   */
  publicUrlSet: boolean;
  /** The signed-in user of this request (resolved only when a session cookie came with it). */
  user: User | null;
  /**
   * The language of the page asked for (issue 36): the default one at today's URLs, another under
   * its prefix (`/hi/…`, shown only once the settings make it public).
   */
  lang: Language;
  /**
   * The header's and the footer's menus, as staff saved them, with the dropdowns of posts filled: a
   * bounded read (a few newest posts per category), never every post. Published posts only, to
   * everyone (staff see drafts through the admin and preview links).
   */
  menus(): Promise<SiteMenus>;
  /** One page of a category's published posts, newest first (the service pages, spec §2.4). */
  categoryPosts(category: BlogCategory, page: number): Promise<ListPage<Blog>>;
  /** A published post by its slug. */
  blog(slug: string): Promise<Blog | null>;
  /**
   * A published item of a declared type without a route of its own whose public path is this one
   * (`/case-studies/{slug}`), or null: the page any other path renders asks first (issue 34). `page`
   * is the address's `?page=`, for a page of blocks with a post list (default 1).
   */
  contentAt(path: string, page?: number): Promise<ContentPageData | null>;
  products(filters: ProductFilters): Promise<ProductListResponse>;
  /** A published product by its slug. */
  product(slug: string): Promise<Product | null>;
  /** One page of site search (GET /api/v1/search's answer); `q` is already checked. */
  search(q: string, page: number): Promise<SearchResponse>;
  /**
   * What a preview link's token opens, or null (unknown, revoked or expired). Never cached: the page
   * is rendered for each request and sent with `Cache-Control: private, no-store`.
   */
  preview(token: string): Promise<ContentPreview | null>;
  /** The site settings (name, contact details, social links …), as GET /api/v1/settings answers. */
  settings(): Promise<SiteSettings>;
  /** One page of the open job openings not past their closing date, newest first (/careers). */
  jobOpenings(page: number): Promise<ListPage<JobOpening>>;
  /** A job opening by slug, open or not (`open` false: its page answers 410); null when unknown. */
  jobOpening(slug: string): Promise<JobOpening | null>;
  /** A legal page with its placeholders filled from the settings, as GET /api/v1/legal/{key} answers. */
  legal(key: LegalKey): Promise<LegalPage | null>;
  /**
   * Issue 36: in a language other than the default, the legal pages that have a version in it (the
   * footer links those alone, by their titles there); null in the default language (every page, by
   * the spec's link words).
   */
  legalLinks(): Promise<{ to: string; label: string }[] | null>;
  /**
   * Issue 36: an item's address in each language it is public in (code → path under that language's
   * prefix), for the page's hreflang links; empty when it is public in fewer than two.
   */
  alternates(kind: string, id: string): Promise<Record<string, string>>;
  /** The editable section the home page shows (the first second section), if any. */
  homeSection(): Promise<SecondSection | null>;
  /** The job application form's consent text and version (issue 29). */
  applicationForm(): Promise<ApplicationFormInfo>;
  /** A built form's public definition by slug (its page /forms/{slug}); null when unknown. */
  form(slug: string): Promise<PublicFormDefinition | null>;
  /** The forms of these slugs that exist (a post or legal page shows them where their blocks stand). */
  forms(slugs: string[]): Promise<PublicFormDefinition[]>;
  /** The answer to the form this request posted with its files (null: none was posted to this page). */
  postedForm(): PostedForm | null;
  /** The challenge public forms show, when configured. */
  captcha: CaptchaInfo | null;
  /** Validates and stores an enquiry exactly like POST /api/v1/contact (rate limit and honeypot too). */
  sendEnquiry(fields: Record<string, string>): Promise<EnquiryResult>;
  /**
   * Logs an error React Router met while answering this request, once, in the server's log: below
   * 500 (a post to a page that takes none, …) it is the client's fault, logged at info without a
   * stack; anything else is logged as an error.
   */
  reportError(error: unknown, status: number): void;
}
