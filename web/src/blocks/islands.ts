/**
 * The blocks whose component runs in the browser (declared with `hydrate` other than `none`), each
 * loaded on its own when a page has one: static blocks never bring their code. Only such kinds may be
 * listed, and each of them must be (the form block, the contact form, the hero slider, the service
 * picker).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { IslandName } from './types.ts';

/**
 * What an island gets: its block's id (its root's `data-block`), its values and what the loader read
 * for it (island-data.ts).
 */
export interface IslandProps {
  blockId: string;
  nth: number;
  values: Record<string, unknown>;
  data: Record<string, unknown>;
}

export const ISLANDS: { [N in IslandName]: LazyExoticComponent<ComponentType<IslandProps>> } = {
  form: lazy(() => import('./form/FormIsland.tsx').then((m) => ({ default: m.FormIsland }))),
  'contact-form': lazy(() =>
    import('./contact-form/ContactFormIsland.tsx').then((m) => ({ default: m.ContactFormIsland })),
  ),
  'hero-slider': lazy(() =>
    import('./hero-slider/HeroSliderIsland.tsx').then((m) => ({ default: m.HeroSliderIsland })),
  ),
  'service-picker': lazy(() =>
    import('./service-picker/ServicePickerIsland.tsx').then((m) => ({ default: m.ServicePickerIsland })),
  ),
};
