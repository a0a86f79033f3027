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

export const BLOCKS: readonly BlockDeclaration[] = [HERO, RICH_TEXT, CTA_BANNER];

/** A block's declaration by its stored kind. */
export const blockOf = (name: string): BlockDeclaration | undefined => BLOCKS.find((b) => b.name === name);
