/** The hero slider in the editor's frame (the page itself renders HeroSliderIsland with the same props). */
import type { HERO_SLIDER } from '@vyoma/contract/blocks';
import { HeroSlider } from '~/components/sections/HeroSlider.tsx';
import type { BlockComponentProps } from '../types.ts';
import { heroSliderProps } from './props.ts';

export function HeroSliderBlock({ values, ctx }: BlockComponentProps<typeof HERO_SLIDER>) {
  return <HeroSlider {...heroSliderProps(values, ctx)} />;
}
