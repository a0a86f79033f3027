/**
 * Blocks (issue 35; docs/decisions/0062): a page's body is an ordered list of typed blocks, and each
 * kind of block is declared once, here, as plain data: its fields (the content-type registry's kinds,
 * plus a link and a list of sub-items kept in the block itself), what Add inserts, and whether it
 * needs script in the browser. The API and the editor validate a block with the same rules
 * (`./rules.ts`), whose messages name the block and the field ("Call-to-action banner 3: Button text
 * is required"); the web app renders each kind with one component (a type check fails when one is
 * missing). Like the content-type declarations, no zod here: a page may read a block's declaration
 * without loading validation, and the server can send declarations to the admin as they are.
 */
import type { MediaField, RichTextField, SelectField, TextField } from '../content-types/define.ts';
import type { IllustrationSpec } from '../illustrations.ts';
import { MESSAGES } from '../messages.ts';

/** Where a link goes: a page, a post, a post category (by id) or an address (a path or https://). */
export const LINK_KINDS = ['page', 'post', 'category', 'url'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** A link a block shows: its words and where it goes. */
export interface LinkField {
  kind: 'link';
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  /** The longest words the link may have. */
  maxText: number;
}

export interface LinkValue {
  text: string;
  to: { kind: LinkKind; target: string };
}

/**
 * A picture a block shows: an image or video from the media library (its path, as a media field holds
 * it), or one of the site's built-in drawings (contract/src/illustrations.ts) with its description.
 * An uploaded file's alt text is the library's, asked for before publishing as for any media field
 * (the engine finds the file through `blockParts`); a drawing carries its own.
 */
export interface VisualField {
  kind: 'visual';
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  /** MIME types an uploaded file may have, and its largest size. */
  accept: readonly string[];
  maxBytes: number;
  /**
   * `required`: the picture says something the text beside it does not, so a drawing needs its
   * description. `decorative`: the text beside it says it all (a card's title): a drawing is hidden
   * from screen readers and takes no description.
   */
  alt: 'required' | 'decorative';
}

/** A built-in drawing as a picture field holds it; `label` is its description ('' when decorative). */
export interface DrawingValue {
  drawing: IllustrationSpec;
  label: string;
}

/** A picture field's value: a library path (`/uploads/…`), or a drawing. */
export type VisualValue = string | DrawingValue;

/** Fields a block's list item may have. */
export type BlockItemField = TextField | RichTextField | MediaField | SelectField | LinkField | VisualField;

/** A list of sub-items kept in the block (a card grid's cards, a FAQ's questions). */
export interface ItemsField {
  kind: 'items';
  name: string;
  label: string;
  /** One item, with {n} its number from 1: "Card {n}" makes "Card grid 2: Card 3 heading is required". */
  itemLabel: string;
  of: readonly BlockItemField[];
  min: number;
  max: number;
  hint?: string;
  optional?: undefined;
}

export type BlockField =
  | TextField
  | RichTextField
  | MediaField
  | SelectField
  | LinkField
  | VisualField
  | ItemsField;

/**
 * When a block's script runs in the browser: `none` (static HTML, no script at all), `load` (with
 * the page: the home slider), `visible` (when it scrolls into view) or `interaction` (at the first
 * pointer or key on it).
 */
export type Hydrate = 'none' | 'load' | 'visible' | 'interaction';

/** Where the palette lists a block. */
export type BlockGroup = 'Heroes' | 'Content' | 'Calls to action' | 'Lists' | 'Media' | 'Menu';

export interface BlockDeclaration {
  /** Its kind as stored (`type` of a block) and its component's name in the web app. */
  name: string;
  /** What a person calls it; messages name it. */
  label: string;
  group: BlockGroup;
  fields: readonly BlockField[];
  hydrate: Hydrate;
  /** What Add puts on the page: every required field filled, so a new block is valid at once. */
  example: Readonly<Record<string, unknown>>;
  /** At most this many on one page (a page has one hero). */
  maxPerPage?: number;
  /**
   * The text field holding the id of the block's heading, so a link can point at it (`#…`) and its
   * section is named by it; blank, the block's kind and place make one. The rules check it is an id
   * and that no two blocks of a page use the same.
   */
  anchor?: string;
  /**
   * The page's head describes the block for search engines too (`faq`: FAQPage JSON-LD), or the page
   * by it (`contact`: a ContactPage).
   */
  structuredData?: 'faq' | 'contact';
}

/** A block as a page stores it: its id (kept across saves: analytics and the editor name it), kind and values. */
export interface BlockValue {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

/** A button's hint: the spec's labels (MESSAGES.buttons), which the seeded pages use as written. */
export const BUTTON_LABELS_HINT = `The site's usual words: ${Object.values(MESSAGES.buttons).join(', ')}`;

/** What an anchor may be: an HTML id a link can name without escaping. */
export const ANCHOR = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** The most blocks one page may have. */
export const MAX_BLOCKS_PER_PAGE = 60;

/** A declaration, checked for what a type cannot say (each field named once). */
export function defineBlock<const T extends BlockDeclaration>(block: T): T {
  const names = block.fields.map((f) => f.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`block ${block.name}: the field ${twice} is declared twice`);
  if (block.anchor !== undefined && !block.fields.some((f) => f.name === block.anchor && f.kind === 'text'))
    throw new Error(`block ${block.name}: its anchor ${block.anchor} is not one of its text fields`);
  return block;
}
