/**
 * What an island needs from its page besides its values, taken from the loader's context on the
 * server (render.server.tsx) and sent with the block: a form block's form, a slider's and a picker's
 * props made from their values (links resolved, pictures described, icons drawn), the contact
 * section's details from the settings. Every island kind has an
 * entry (a type error otherwise), so none reads data of its own in the browser.
 */
import type { HERO_SLIDER, SERVICE_PICKER } from '@vyoma/contract/blocks';
import { pickerIconMarkup } from '~/components/sections/picker-icons.server.tsx';
import { contactFormData } from './contact-form/props.ts';
import { heroSliderProps } from './hero-slider/props.ts';
import { servicePickerProps } from './service-picker/props.ts';
import type { BlockContext, BlockProps, IslandName } from './types.ts';

export const ISLAND_DATA: {
  [N in IslandName]: (values: Record<string, unknown>, ctx: BlockContext, nth: number) => object;
} = {
  form: (values, ctx) => ({ form: ctx.forms?.find((f) => f.slug === values.form) ?? null }),
  'contact-form': (_values, ctx) => contactFormData(ctx),
  'hero-slider': (values, ctx) => heroSliderProps(values as BlockProps<typeof HERO_SLIDER>, ctx),
  'service-picker': (values, ctx, nth) =>
    servicePickerProps(values as BlockProps<typeof SERVICE_PICKER>, ctx, nth, pickerIconMarkup),
};
