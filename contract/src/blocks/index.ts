/**
 * Every kind of block a page may have (issue 35; docs/decisions/0062), in the palette's order.
 * `@vyoma/contract/blocks`: declarations only (no zod); the rules are `@vyoma/contract/block-rules`.
 */
import { CTA_BANNER } from './cta-banner.ts';
import type { BlockDeclaration } from './define.ts';
import { HERO } from './hero.ts';
import { RICH_TEXT } from './rich-text.ts';

export * from './define.ts';
export { CTA_BANNER, HERO, RICH_TEXT };

export const BLOCKS = [HERO, RICH_TEXT, CTA_BANNER] as const satisfies readonly BlockDeclaration[];

/** A declared kind's name, as stored: the web app maps each to its component (a missing one is a type error). */
export type BlockName = (typeof BLOCKS)[number]['name'];
/** The declaration of the kind named `N`. */
export type BlockOf<N extends BlockName> = Extract<(typeof BLOCKS)[number], { name: N }>;

/** A block's declaration by its stored kind. */
export const blockOf = (name: string): BlockDeclaration | undefined => BLOCKS.find((b) => b.name === name);
