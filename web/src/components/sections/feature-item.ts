/**
 * One point of a service, as the feature lists show it: an icon, a title and a line of text. Three
 * looks (FeatureCards, FeatureTicks, FeatureChecklist), one file each, so a page's code carries only
 * the look it shows; their class names are the pages' own, kept so their HTML stays as it was.
 */
import type { LucideIcon } from 'lucide-react';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}
