/**
 * The service picker's icons (contract PICKER_ICONS) drawn to SVG markup, at the card's
 * and the screen's sizes, by the server for a page (so its browser needs no icon library) and by
 * the admin's page editor.
 */
import type { PickerIcon } from '@vyoma/contract/blocks';
import { Brain, ClipboardList, Globe, type LucideIcon, Megaphone, Smartphone, Wifi } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PickerCard } from './ServicePicker.tsx';

const ICONS: Record<PickerIcon, LucideIcon> = {
  web: Globe,
  iot: Wifi,
  ai: Brain,
  marketing: Megaphone,
  backOffice: ClipboardList,
  mobile: Smartphone,
};

const drawn = new Map<PickerIcon, PickerCard['icon']>();

export function pickerIcon(name: PickerIcon): PickerCard['icon'] {
  let icon = drawn.get(name);
  if (!icon) {
    const Icon = ICONS[name];
    icon = {
      card: renderToStaticMarkup(<Icon size={20} aria-hidden />),
      screen: renderToStaticMarkup(<Icon size={28} aria-hidden />),
    };
    drawn.set(name, icon);
  }
  return icon;
}
