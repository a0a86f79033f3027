/**
 * Describes an illustration as data, so content modules can name one without importing any SVG code.
 * `Illustration` (Illustration.tsx) draws it.
 */
export type ScreenVariant = 'dashboard' | 'list' | 'chat' | 'shop' | 'media' | 'code' | 'map' | 'form';

export type SceneKind =
  | 'phone'
  | 'phones'
  | 'devices'
  | 'watch'
  | 'headset'
  | 'cast'
  | 'design'
  | 'neural'
  | 'browser'
  | 'chart'
  | 'docs'
  | 'parcel'
  | 'api'
  | 'server'
  | 'cms'
  | 'cart';

export interface IllustrationSpec {
  kind: SceneKind;
  /** What the main screen shows (phones, browsers, tablets). */
  screen?: ScreenVariant;
  /** Phone shape: iOS (island) or Android (punch-hole). */
  platform?: 'ios' | 'android';
  /** Alternate layout of the same scene, so two blocks on one page do not look identical. */
  alt?: boolean;
}
