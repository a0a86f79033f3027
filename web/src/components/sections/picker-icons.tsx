/** The drawing of each icon a service picker's card may have (contract PICKER_ICONS). */
import type { PickerIcon } from '@vyoma/contract/blocks';
import { Brain, ClipboardList, Globe, type LucideIcon, Megaphone, Smartphone, Wifi } from 'lucide-react';
import type { PickerCard } from './ServicePicker.tsx';

export const PICKER_ICON_COMPONENTS: Record<PickerIcon, LucideIcon> = {
  web: Globe,
  iot: Wifi,
  ai: Brain,
  marketing: Megaphone,
  backOffice: ClipboardList,
  mobile: Smartphone,
};

/** The icon as elements, at the card's and the screen's sizes (the admin's page editor draws them so). */
export function pickerIconElements(name: PickerIcon): PickerCard['icon'] {
  const Icon = PICKER_ICON_COMPONENTS[name];
  return { card: <Icon size={20} aria-hidden />, screen: <Icon size={28} aria-hidden /> };
}
