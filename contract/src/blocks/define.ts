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

/** Fields a block's list item may have. */
export type BlockItemField = TextField | RichTextField | MediaField | LinkField;

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

export type BlockField = TextField | RichTextField | MediaField | SelectField | LinkField | ItemsField;

/**
 * When a block's script runs in the browser: `none` (static HTML, no script at all), `load` (with
 * the page: the home slider), `visible` (when it scrolls into view) or `interaction` (at the first
 * pointer or key on it).
 */
export type Hydrate = 'none' | 'load' | 'visible' | 'interaction';

/** Where the palette lists a block. */
export type BlockGroup = 'Heroes' | 'Content' | 'Calls to action' | 'Lists' | 'Media';

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
}

/** A block as a page stores it: its id (kept across saves: analytics and the editor name it), kind and values. */
export interface BlockValue {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

/** The most blocks one page may have. */
export const MAX_BLOCKS_PER_PAGE = 60;

/** A declaration, checked for what a type cannot say (each field named once). */
export function defineBlock<const T extends BlockDeclaration>(block: T): T {
  const names = block.fields.map((f) => f.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`block ${block.name}: the field ${twice} is declared twice`);
  return block;
}
