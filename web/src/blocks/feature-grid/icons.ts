/** The drawing of each icon a feature may have (contract FEATURE_ICONS): a new name is a type error here. */
import type { FeatureIcon } from '@vyoma/contract/blocks';
import {
  Boxes,
  Check,
  CircleCheck,
  FileText,
  Image,
  LayoutTemplate,
  type LucideIcon,
  Megaphone,
  RefreshCw,
  Search,
  ShieldCheck,
} from 'lucide-react';

export const FEATURE_ICON_COMPONENTS: Record<FeatureIcon, LucideIcon> = {
  check: Check,
  'circle-check': CircleCheck,
  'file-text': FileText,
  search: Search,
  'layout-template': LayoutTemplate,
  image: Image,
  boxes: Boxes,
  'refresh-cw': RefreshCw,
  'shield-check': ShieldCheck,
  megaphone: Megaphone,
};
