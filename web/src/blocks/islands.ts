/**
 * The blocks whose component runs in the browser (declared with `hydrate` other than `none`), each
 * loaded on its own when a page has one: static blocks never bring their code. Only such kinds may be
 * listed, and each of them must be (none yet: the hero slider and the forms come with their pages).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { IslandName } from './types.ts';

/** What an island gets: its block's id (its root's `data-block`) and its values. */
export interface IslandProps {
  blockId: string;
  values: Record<string, unknown>;
}

export const ISLANDS: { [N in IslandName]: LazyExoticComponent<ComponentType<IslandProps>> } = {};
