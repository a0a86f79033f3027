/**
 * The service picker's icons drawn to SVG markup by the server, at the card's and the screen's sizes:
 * a page's picker gets them as markup, so its browser code needs no icon library.
 */
import type { PickerIcon } from '@vyoma/contract/blocks';
import { renderToStaticMarkup } from 'react-dom/server';
import { pickerIconElements } from './picker-icons.tsx';

type Markup = { card: string; screen: string };

const drawn = new Map<PickerIcon, Markup>();

export function pickerIconMarkup(name: PickerIcon): Markup {
  let icon = drawn.get(name);
  if (!icon) {
    const { card, screen } = pickerIconElements(name);
    icon = { card: renderToStaticMarkup(card), screen: renderToStaticMarkup(screen) };
    drawn.set(name, icon);
  }
  return icon;
}
