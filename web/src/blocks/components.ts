/**
 * Every declared block kind's component (contract BLOCKS): a kind without one is a type error. Read
 * on the server (render.server.tsx) and, later, lazily by the editor's frame; never by a page's
 * browser code, which gets static blocks as HTML.
 */
import { CtaBannerBlock } from './cta-banner/CtaBanner.tsx';
import { HeroBlock } from './hero/Hero.tsx';
import { RichTextBlock } from './rich-text/RichText.tsx';
import type { BlockComponents } from './types.ts';

export const BLOCK_COMPONENTS = {
  hero: HeroBlock,
  'rich-text': RichTextBlock,
  'cta-banner': CtaBannerBlock,
} satisfies BlockComponents;
