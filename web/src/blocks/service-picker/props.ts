/**
 * The service picker's props from its values: its heading's id, each card's icon drawn, and where the
 * button goes now. Made on the server for the page (island-data.ts) and in the editor's frame.
 */
import type { PickerIcon, SERVICE_PICKER } from '@vyoma/contract/blocks';
import type { PickerCard, ServicePickerProps } from '~/components/sections/ServicePicker.tsx';
import { hrefOf } from '../BlockLink.tsx';
import { headingId } from '../section.ts';
import type { BlockContext, BlockProps } from '../types.ts';

export function servicePickerProps(
  values: BlockProps<typeof SERVICE_PICKER>,
  ctx: BlockContext,
  nth: number,
  /** How its icons are drawn: markup on the server, elements in the editor. */
  draw: (icon: PickerIcon) => PickerCard['icon'],
): Omit<ServicePickerProps, 'blockId' | 'onPick'> {
  const href = hrefOf(values.button, ctx);
  return {
    headingId: headingId(values.anchor, 'service-picker', nth),
    eyebrow: values.eyebrow,
    heading: values.heading,
    cards: values.cards.map(({ icon, ...card }) => ({ ...card, icon: draw(icon) })),
    button: href ? { text: values.button.text, to: href } : null,
  };
}
