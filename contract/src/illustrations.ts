/**
 * The site's built-in drawings (web/src/components/illustrations): a handful of scenes drawn as SVG
 * from a small description, so a page can show a phone, a browser or a parcel without an uploaded
 * file. The lists live here, once: a block's picture field is checked against them
 * (contract/src/blocks/rules.ts) and the web app's drawing code takes its types from them.
 */

/** The scenes there are. */
export const SCENE_KINDS = [
  'phone',
  'phones',
  'devices',
  'watch',
  'headset',
  'cast',
  'design',
  'neural',
  'browser',
  'chart',
  'docs',
  'parcel',
  'api',
  'server',
  'cms',
  'cart',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** What the main screen of a phone, browser or tablet shows. */
export const SCREEN_VARIANTS = ['dashboard', 'list', 'chat', 'shop', 'media', 'code', 'map', 'form'] as const;
export type ScreenVariant = (typeof SCREEN_VARIANTS)[number];

/** A phone's shape: iOS (island) or Android (punch-hole). */
export const PHONE_PLATFORMS = ['ios', 'android'] as const;
export type PhonePlatform = (typeof PHONE_PLATFORMS)[number];

/** A drawing, described as data: content names one without importing any SVG code. */
export interface IllustrationSpec {
  kind: SceneKind;
  /** What the main screen shows (phones, browsers, tablets). */
  screen?: ScreenVariant;
  platform?: PhonePlatform;
  /** The scene's alternate layout, so two drawings on one page do not look the same (not alt text). */
  alt?: boolean;
}
