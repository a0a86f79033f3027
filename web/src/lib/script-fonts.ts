/**
 * The font files for scripts the system font may not draw well (issue 36, decision 0063 §1.8), read
 * by the build (web/scripts/script-fonts.ts makes each file) and by the server (fonts.server.ts
 * prints it on the pages in that script). Written once here so the characters a file draws and the
 * `unicode-range` that tells browsers so can never differ.
 */
export interface ScriptFontFile {
  family: string;
  /** The id the server imports the made file by (with `?url`), resolved by the build's plugin. */
  id: string;
  /** The npm package's variable file it is cut from. */
  source: string;
  /** The code points kept, as `unicode-range` values. */
  ranges: readonly (readonly [number, number])[];
  /** The weights kept from the file's `wght` axis: the ones the styles use. */
  weights: { min: number; max: number };
}

export const DEVANAGARI_FONT: ScriptFontFile = {
  family: 'Noto Sans Devanagari',
  id: 'virtual:script-font/noto-sans-devanagari.woff2',
  source: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  // Devanagari's own block, the joiners that choose a conjunct's form, ₹ and the dotted circle a
  // lone vowel sign is drawn on. Left out: the Vedic signs and the extended block (the package's file
  // has them; Hindi prose never uses them), 121 kB → 72 kB with the weights below.
  ranges: [
    [0x0900, 0x097f],
    [0x200c, 0x200d],
    [0x20b9, 0x20b9],
    [0x25cc, 0x25cc],
  ],
  weights: { min: 400, max: 800 },
};

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** `U+0900-097F,U+200C-200D,…` for @font-face. */
export function unicodeRange(font: ScriptFontFile): string {
  return font.ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

/** Every character the file keeps, for the subsetter. */
export function keptText(font: ScriptFontFile): string {
  let text = '';
  for (const [a, b] of font.ranges) for (let c = a; c <= b; c++) text += String.fromCodePoint(c);
  return text;
}
