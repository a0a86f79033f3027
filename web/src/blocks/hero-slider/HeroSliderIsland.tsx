/** The hero slider on a page: the props the server made (island-data.ts), turning in the browser. */
import { HeroSlider, type HeroSliderProps } from '~/components/sections/HeroSlider.tsx';
import type { IslandProps } from '../islands.ts';

export function HeroSliderIsland({ blockId, data }: IslandProps) {
  return <HeroSlider {...(data as unknown as Omit<HeroSliderProps, 'blockId'>)} blockId={blockId} />;
}
