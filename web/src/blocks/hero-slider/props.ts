/**
 * The hero slider's props from its values: each slide's picture (a library image with the library's
 * alt text, else the site's own drawing with its description) and where the button goes now. Made on
 * the server for the page (island-data.ts) and in the editor's frame (HeroSliderBlock).
 */
import { HERO_ARTS, type HERO_SLIDER } from '@vyoma/contract/blocks';
import type { HeroSliderProps } from '~/components/sections/HeroSlider.tsx';
import { hrefOf } from '../BlockLink.tsx';
import type { BlockContext, BlockProps } from '../types.ts';

export function heroSliderProps(
  values: BlockProps<typeof HERO_SLIDER>,
  ctx: BlockContext,
): Omit<HeroSliderProps, 'blockId'> {
  const href = hrefOf(values.button, ctx);
  return {
    label: values.label,
    slides: values.slides.map((slide) => {
      const own = slide.image ? ctx.media?.(slide.image) : null;
      return {
        title: slide.title,
        description: slide.description,
        image: slide.image ?? `/hero/${slide.art}.svg`,
        imageAlt: slide.image ? (own?.alt ?? '') : HERO_ARTS[slide.art],
      };
    }),
    button: href ? { text: values.button.text, to: href } : null,
  };
}
