/**
 * Blocks in the web app (issue 35; docs/decisions/0062): each kind declared in the contract has one
 * component, whose values are typed from the declaration's fields, so a field renamed or added there
 * is a type error here. Types only: the browser's part of a block page imports nothing else from here.
 */

import type {
  Blog,
  JobOpening,
  ListPage,
  MediaInfo,
  Product,
  PublicFormDefinition,
  SecondSection,
  SiteSettings,
} from '@vyoma/contract';
import type {
  BlockDeclaration,
  BlockName,
  BlockOf,
  Hydrate,
  LinkKind,
  LinkValue,
  VisualValue,
} from '@vyoma/contract/blocks';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import type { CAREERS } from '@vyoma/contract/texts/en/careers';
import type { TextsOf } from '@vyoma/contract/texts/format';
import type { ReactElement } from 'react';

/** A field's value as the block rules give it (contract/src/blocks/rules.ts). */
type ValueOf<F> = F extends { kind: 'text' }
  ? string
  : F extends { kind: 'richText' }
    ? RichTextDoc
    : F extends { kind: 'media' }
      ? string
      : F extends { kind: 'select'; options: readonly (infer O)[] }
        ? O
        : F extends { kind: 'link' }
          ? LinkValue
          : F extends { kind: 'visual' }
            ? VisualValue
            : F extends { kind: 'items'; of: readonly (infer S)[] }
              ? ValuesOf<S>[]
              : never;

/** An optional text is '' when left blank; any other optional field is null. */
type FieldValue<F> = F extends { optional: true; kind: 'text' }
  ? string
  : F extends { optional: true }
    ? ValueOf<F> | null
    : ValueOf<F>;

type ValuesOf<F> = { [K in F as K extends { name: infer N extends string } ? N : never]: FieldValue<K> };

/** A block's values, typed from its declaration: `BlockProps<typeof HERO>` has `heading: string` … */
export type BlockProps<B extends BlockDeclaration> = ValuesOf<B['fields'][number]>;

/** What a block needs from its page to render, handed in by the loader: no component fetches data. */
export interface BlockContext {
  /** Where a link to a page, post or category goes now; null when that item is gone or not public. */
  linkTo(kind: Exclude<LinkKind, 'url'>, id: string): string | null;
  /**
   * In another language (issue 36): where a link to an address goes there (a page of the site only
   * when it is there too), null to leave it out. Without it, an address is as written.
   */
  addressTo?(target: string): string | null;
  /** The page's language, when not the default: static blocks print their links under its prefix. */
  lang?: string;
  /** In another language, the site's own texts a block shows (an opening card's Apply Now …). */
  texts?: { careers: TextsOf<typeof CAREERS> };
  /** What the media library knows of a file (sizes, renditions, alt text), when the loader read it. */
  media?(path: string): MediaInfo | null | undefined;
  /** The site's origin: rich text's links elsewhere get rel="noopener noreferrer". */
  siteOrigin?: string;
  /**
   * The page's place: the pages from the home page down to it, each with its title and path (the
   * loader reads the parent chain; the head's breadcrumb JSON-LD is made from the same list).
   */
  trail?: readonly TrailStep[];
  /**
   * A page with a post list: the page of its category's posts the address asked for (`?page=`), read
   * with the page, and the page's path its page links add `?page=` to.
   */
  postList?: { posts: ListPage<Blog>; path: string } | null;
  /** A page with an openings list: the page of open openings it shows, as `postList`. */
  openingsList?: { openings: ListPage<JobOpening>; path: string } | null;
  /** The site settings (an opening's Apply Now messages the settings' number, naming the site). */
  settings?: SiteSettings;
  /** A page with product grids: the newest published products, as many as its largest grid shows. */
  products?: readonly Product[] | null;
  /**
   * The section saved in Manage Content → Banner section, when the page has a banner-section block (null:
   * none saved yet, or it could not be read).
   */
  bannerSection?: SecondSection | null;
  /** The forms the page's form blocks name, as the loader read them (one not found is not here). */
  forms?: readonly PublicFormDefinition[];
  /**
   * Drawn in the page editor's frame, not for visitors: a block with a part still to choose (a video
   * block's video) says so there, and shows nothing of it on the page.
   */
  editing?: boolean;
}

/** A page on the way to the current one (or the current one, last). */
export interface TrailStep {
  name: string;
  path: string;
}

export interface BlockComponentProps<B extends BlockDeclaration> {
  values: BlockProps<B>;
  ctx: BlockContext;
  /** Its place among the page's blocks of its kind, from 1: the first keeps the ids today's pages have. */
  nth: number;
}

/** A block's one component: server-rendered, one root element (render.server.tsx splits it). */
export type BlockComponent<B extends BlockDeclaration> = (props: BlockComponentProps<B>) => ReactElement;

/** Any kind's component given a stored block's values (its rules checked them when it was saved). */
export type StoredBlockComponent = (props: {
  values: Record<string, unknown>;
  ctx: BlockContext;
  nth: number;
}) => ReactElement;

/** Every declared kind with its component: a kind without one, or with another's, is a type error. */
export type BlockComponents = { [N in BlockName]: BlockComponent<BlockOf<N>> };

/** The kinds whose script runs in the browser (hero slider, forms …), rendered as islands. */
export type IslandName = Extract<BlockOf<BlockName>, { hydrate: Exclude<Hydrate, 'none'> }>['name'];

/**
 * A block with no script, as the page's loader sends it: its root element's tag and attributes (as
 * React props), and the HTML inside it. A document request leaves `inner` out (it is in the HTML,
 * StaticHtmlContext); in-app navigation carries it.
 */
export interface StaticBlock {
  kind: 'static';
  id: string;
  type: string;
  tag: string;
  attrs: Record<string, string>;
  inner?: string;
  /** What React puts in the page's head for it (an image's preload), as `<link>` props. */
  head?: Record<string, string>[];
}

/**
 * A block whose component runs in the browser too: its values go to it as they are, with what the
 * loader read for it (`data`, island-data.ts: a form block's form).
 */
export interface IslandBlock {
  kind: 'island';
  id: string;
  type: IslandName;
  /** Its place among the page's blocks of its kind, from 1 (its heading's id, as a static block's). */
  nth: number;
  values: Record<string, unknown>;
  data: Record<string, unknown>;
}

export type RenderedBlock = StaticBlock | IslandBlock;
