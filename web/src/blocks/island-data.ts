/**
 * What an island needs from its page besides its values, taken from the loader's context on the
 * server (render.server.tsx) and sent with the block: a form block's form. Every island kind has an
 * entry (a type error otherwise), so none reads data of its own in the browser.
 */
import type { BlockContext, IslandName } from './types.ts';

export const ISLAND_DATA: {
  [N in IslandName]: (values: Record<string, unknown>, ctx: BlockContext) => Record<string, unknown>;
} = {
  form: (values, ctx) => ({ form: ctx.forms?.find((f) => f.slug === values.form) ?? null }),
};
