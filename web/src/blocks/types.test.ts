/**
 * The types that tie blocks to their declarations, checked by the type check (`tsc -b`): a block's
 * values follow its fields, and the component map lists every declared kind with its own component.
 */
import type { CTA_BANNER, HERO, LinkValue, RICH_TEXT } from '@vyoma/contract/blocks';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { describe, expectTypeOf, it } from 'vitest';
import { BLOCK_COMPONENTS } from './components.ts';
import { CtaBannerBlock } from './cta-banner/CtaBanner.tsx';
import { HeroBlock } from './hero/Hero.tsx';
import type { ISLANDS } from './islands.ts';
import { RichTextBlock } from './rich-text/RichText.tsx';
import type { BlockComponents, BlockProps, IslandName } from './types.ts';

describe('block types', () => {
  it('a block’s values follow its declared fields', () => {
    expectTypeOf<BlockProps<typeof HERO>>().toEqualTypeOf<{
      heading: string;
      lead: string;
      image: string | null;
      primary: LinkValue | null;
      secondary: LinkValue | null;
    }>();
    expectTypeOf<BlockProps<typeof CTA_BANNER>>().toEqualTypeOf<{
      heading: string;
      text: string;
      button: LinkValue;
      tone: 'brand' | 'light';
    }>();
    expectTypeOf<BlockProps<typeof RICH_TEXT>>().toEqualTypeOf<{
      body: RichTextDoc;
    }>();
  });

  it('the component map lists every kind with its own component', () => {
    expectTypeOf(BLOCK_COMPONENTS).toExtend<BlockComponents>();
    // @ts-expect-error: a declared kind (cta-banner) without its component
    ({ hero: HeroBlock, 'rich-text': RichTextBlock }) satisfies BlockComponents;
    const swapped = { ...BLOCK_COMPONENTS, hero: CtaBannerBlock };
    // @ts-expect-error: a kind given another kind's component
    swapped satisfies BlockComponents;
    // @ts-expect-error: a kind nobody declared
    ({ ...BLOCK_COMPONENTS, carousel: HeroBlock }) satisfies BlockComponents;
  });

  it('only kinds with script in the browser can be islands (none yet)', () => {
    expectTypeOf<IslandName>().toEqualTypeOf<never>();
    expectTypeOf<keyof typeof ISLANDS>().toEqualTypeOf<never>();
  });
});
