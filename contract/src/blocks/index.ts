/**
 * Every kind of block a page may have (issue 35; docs/decisions/0062), in the palette's order.
 * `@vyoma/contract/blocks`: declarations only (no zod); the rules are `@vyoma/contract/block-rules`.
 */
import { BANNER_SECTION } from './banner-section.ts';
import { CARD_GRID } from './card-grid.ts';
import { CONTACT_FORM } from './contact-form.ts';
import { CTA_BANNER } from './cta-banner.ts';
import type { BlockDeclaration } from './define.ts';
import { FAQ } from './faq.ts';
import { FEATURE_GRID } from './feature-grid.ts';
import { FORM_BLOCK } from './form.ts';
import { HERO } from './hero.ts';
import { HERO_SLIDER } from './hero-slider.ts';
import { ICON_CARDS } from './icon-cards.ts';
import { IMAGE_TEXT } from './image-text.ts';
import { INTRO } from './intro.ts';
import { LOGO_STRIP } from './logo-strip.ts';
import { OPENINGS_LIST } from './openings-list.ts';
import { POST_LIST } from './post-list.ts';
import { PRODUCT_GRID } from './product-grid.ts';
import { PROFILE_BAND } from './profile-band.ts';
import { RICH_TEXT } from './rich-text.ts';
import { SERVICE_PICKER } from './service-picker.ts';
import { SHARED_SECTION_BLOCK } from './shared-section.ts';
import { STATISTICS } from './statistics.ts';
import { STEPS } from './steps.ts';
import { TAG_LIST } from './tag-list.ts';
import { TESTIMONIALS } from './testimonials.ts';
import { VIDEO } from './video.ts';

export * from './define.ts';
export { FEATURE_ICONS, type FeatureIcon } from './feature-grid.ts';
export { HERO_ARTS, type HeroArt } from './hero-slider.ts';
export { CARD_ICONS, type CardIcon } from './icon-cards.ts';
export { TECH_MARKS, type TechMark } from './logo-strip.ts';
export { PRODUCT_GRID_COUNTS } from './product-grid.ts';
export { PICKER_ICONS, type PickerIcon } from './service-picker.ts';
export * from './words.ts';
export {
  BANNER_SECTION,
  CARD_GRID,
  CONTACT_FORM,
  CTA_BANNER,
  FAQ,
  FEATURE_GRID,
  FORM_BLOCK,
  HERO,
  HERO_SLIDER,
  ICON_CARDS,
  IMAGE_TEXT,
  INTRO,
  LOGO_STRIP,
  OPENINGS_LIST,
  POST_LIST,
  PRODUCT_GRID,
  PROFILE_BAND,
  RICH_TEXT,
  SERVICE_PICKER,
  SHARED_SECTION_BLOCK,
  STATISTICS,
  STEPS,
  TAG_LIST,
  TESTIMONIALS,
  VIDEO,
};

export const BLOCKS = [
  HERO,
  HERO_SLIDER,
  INTRO,
  BANNER_SECTION,
  RICH_TEXT,
  IMAGE_TEXT,
  PROFILE_BAND,
  CARD_GRID,
  ICON_CARDS,
  FEATURE_GRID,
  SERVICE_PICKER,
  STEPS,
  TAG_LIST,
  STATISTICS,
  TESTIMONIALS,
  LOGO_STRIP,
  VIDEO,
  POST_LIST,
  PRODUCT_GRID,
  OPENINGS_LIST,
  FAQ,
  FORM_BLOCK,
  CONTACT_FORM,
  SHARED_SECTION_BLOCK,
  CTA_BANNER,
] as const satisfies readonly BlockDeclaration[];

/** A declared kind's name, as stored: the web app maps each to its component (a missing one is a type error). */
export type BlockName = (typeof BLOCKS)[number]['name'];
/** The declaration of the kind named `N`. */
export type BlockOf<N extends BlockName> = Extract<(typeof BLOCKS)[number], { name: N }>;

/** A block's declaration by its stored kind. */
export const blockOf = (name: string): BlockDeclaration | undefined => BLOCKS.find((b) => b.name === name);
