/**
 * The Devanagari font Hindi pages preload (issue 36): cut at build to what Hindi needs
 * (web/scripts/script-fonts.ts), it stays within its bytes, maps every character of the package's
 * file that it claims, and shapes Hindi exactly as the package's file does, conjuncts and weights
 * included (the same glyph advances at 400 and at 700). Reads the built file: `npm test` builds first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVANAGARI_FONT } from '../src/lib/script-fonts.ts';

const DIST =
  process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
/** 72 kB today; the package's whole file is 121 kB. */
const BUDGET = 75 * 1024;
/** Words with conjuncts, half forms, reph, nukta and vowel signs on either side. */
const HINDI = 'क्षमा श्री द्वार हिन्दी ज़रूरत प्रोजेक्ट कर्म ट्रेन ₹ ०१२३';

async function fontOf(woff2: Buffer): Promise<hb.Font> {
  const sfnt: Buffer = await fontverter.convert(woff2, 'sfnt');
  return new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(sfnt))));
}

/**
 * Each word shaped (word by word: the space is the fallback font's, as in a browser): its glyphs'
 * advances, and whether any glyph is the missing-character box (glyph 0).
 */
function shaped(font: hb.Font, weight: number): { advances: number[]; missing: boolean } {
  font.setVariations([new hb.Variation('wght', weight)]);
  const glyphs = HINDI.split(' ').flatMap((word) => {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((g, i) => ({ id: g.codepoint, advance: positions[i]!.xAdvance }));
  });
  return { advances: glyphs.map((g) => g.advance), missing: glyphs.some((g) => g.id === 0) };
}

describe('the Devanagari font', () => {
  let built: Buffer;
  let cut: hb.Font;
  let original: hb.Font;

  beforeAll(async () => {
    const assets = path.join(DIST, 'client/assets');
    const name = readdirSync(assets).find((f) => /^noto-sans-devanagari-[\w-]+\.woff2$/.test(f));
    if (!name) throw new Error(`No Devanagari font in ${assets}: run the build first (npm run build).`);
    built = readFileSync(path.join(assets, name));
    cut = await fontOf(built);
    original = await fontOf(readFileSync(createRequire(import.meta.url).resolve(DEVANAGARI_FONT.source)));
  });

  it(`is at most ${BUDGET / 1024} kB`, () => {
    expect(built.length).toBeLessThanOrEqual(BUDGET);
  });

  it('draws every character of its ranges that the package’s file draws', () => {
    const missing: string[] = [];
    for (const [a, b] of DEVANAGARI_FONT.ranges)
      for (let c = a; c <= b; c++)
        if (original.nominalGlyph(c) !== undefined && cut.nominalGlyph(c) === undefined)
          missing.push(`U+${c.toString(16)}`);
    expect(missing).toEqual([]);
    expect(cut.nominalGlyph(0x20b9)).toBeDefined(); // ₹
  });

  it('shapes Hindi as the package’s file does, at the regular and the bold weight', () => {
    for (const weight of [400, 700]) {
      const expected = shaped(original, weight);
      const actual = shaped(cut, weight);
      expect(actual.missing).toBe(false);
      // The same glyphs, as wide (to a unit in a thousand: the cut weight range rounds its deltas).
      expect(actual.advances).toHaveLength(expected.advances.length);
      const apart = actual.advances.map((a, i) => Math.abs(a - expected.advances[i]!));
      expect(Math.max(...apart)).toBeLessThanOrEqual(2);
      // Fewer glyphs than characters: the conjuncts were joined, not drawn letter by letter.
      expect(expected.advances.length).toBeLessThan([...HINDI.replaceAll(' ', '')].length);
    }
    expect(shaped(cut, 700).advances).not.toEqual(shaped(cut, 400).advances);
  });
});
