/**
 * Fonts for the scripts the system font may not draw well (issue 36, decision 0063 §1.8). Latin pages
 * use the system font stack (`--font-sans`) and load no font file; a page in a language written in
 * Devanagari preloads Noto Sans Devanagari (its variable file, Devanagari letters only: one request,
 * every weight the styles use) and puts it first in `--font-sans`. `font-display: optional` never
 * swaps once the page has painted, so a slow font costs no layout shift: the page keeps the system's
 * Devanagari font (Nirmala UI, Kohinoor, Android's Noto) and the next page has the file cached.
 *
 * Server only (the root loader): an English page carries none of this, not even its address.
 */
import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import type { Language } from '@vyoma/contract/languages';

interface ScriptFont {
  family: string;
  url: string;
  /** The package's own range for the file: the characters it draws (₹ included). */
  unicodeRange: string;
}

const SCRIPT_FONTS: Partial<Record<Language['script'], ScriptFont>> = {
  Deva: {
    family: 'Noto Sans Devanagari',
    url: devanagari,
    unicodeRange:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
  },
};

/** What the root prints in <head> for a page in `script`: the file to preload and its CSS; null: none. */
export function scriptFont(script: Language['script']): { url: string; css: string } | null {
  const font = SCRIPT_FONTS[script];
  if (!font) return null;
  const css =
    `@font-face{font-family:"${font.family}";font-style:normal;font-weight:100 900;font-display:optional;` +
    `src:url(${font.url}) format("woff2");unicode-range:${font.unicodeRange}}` +
    `:root{--font-sans:"${font.family}",system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif}`;
  return { url: font.url, css };
}
