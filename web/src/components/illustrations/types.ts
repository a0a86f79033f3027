/**
 * Describes an illustration as data, so content modules can name one without importing any SVG code.
 * `Illustration` (Illustration.tsx) draws it. The lists of scenes, screens and platforms are the
 * contract's (contract/src/illustrations.ts), which also checks a block's drawing against them.
 */
export type {
  IllustrationSpec,
  PhonePlatform,
  SceneKind,
  ScreenVariant,
} from '@vyoma/contract/illustrations';
