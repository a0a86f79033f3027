/**
 * The types that tie blocks to their declarations, checked by the type check (`tsc -b`): a block's
 * values follow its fields, and the component map lists every declared kind with its own component.
 */
import type {
  CARD_GRID,
  CTA_BANNER,
  FEATURE_GRID,
  FeatureIcon,
  HERO,
  LinkValue,
  RICH_TEXT,
  VisualValue,
} from '@vyoma/contract/blocks';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { describe, expectTypeOf, it } from 'vitest';
import { BLOCK_COMPONENTS } from './components.ts';
import { CtaBannerBlock } from './cta-banner/CtaBanner.tsx';
import { HeroBlock } from './hero/Hero.tsx';
import type { ISLAND_DATA } from './island-data.ts';
import type { ISLANDS } from './islands.ts';
import { RichTextBlock } from './rich-text/RichText.tsx';
import type { BlockComponents, BlockProps, IslandName } from './types.ts';

describe('block types', () => {
  it('a block’s values follow its declared fields', () => {
    expectTypeOf<BlockProps<typeof HERO>>().toEqualTypeOf<{
      trail: 'parents' | null;
      eyebrow: string;
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
    // A list's items follow their own fields: a picture, a select, a link.
    expectTypeOf<BlockProps<typeof CARD_GRID>['cards'][number]>().toEqualTypeOf<{
      picture: VisualValue | null;
      title: string;
      text: string;
      link: LinkValue | null;
    }>();
    expectTypeOf<BlockProps<typeof FEATURE_GRID>['features'][number]['icon']>().toEqualTypeOf<FeatureIcon>();
    expectTypeOf<BlockProps<typeof FEATURE_GRID>['look']>().toEqualTypeOf<'cards' | 'ticks' | 'checklist'>();
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

  it('only kinds with script in the browser are islands, each with its component and its data', () => {
    type Islands = 'form' | 'contact-form' | 'hero-slider' | 'service-picker';
    expectTypeOf<IslandName>().toEqualTypeOf<Islands>();
    expectTypeOf<keyof typeof ISLANDS>().toEqualTypeOf<Islands>();
    expectTypeOf<keyof typeof ISLAND_DATA>().toEqualTypeOf<Islands>();
  });
});
