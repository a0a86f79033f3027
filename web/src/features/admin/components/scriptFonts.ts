/**
 * The admin's letters in other scripts (issue 36): staff type and read Hindi on the translate
 * screens, the media library's alt texts and the form words, on machines that may have no Devanagari
 * font. The cut file the Hindi pages use (lib/script-fonts.ts, 72 kB, cached for good) is added as a
 * font face limited to Devanagari's code points, after the system's fonts in the admin's stack
 * (admin.css), and fetched at once: left to load on first use, Chromium kept the boxes it had drawn
 * in a text field before the file arrived. A FontFace, not a <style>: the admin's CSP allows fonts
 * from the site, not inline styles.
 */
import devanagari from 'virtual:script-font/noto-sans-devanagari.woff2?url';
import { useEffect } from 'react';
import { DEVANAGARI_FONT, unicodeRange } from '~/lib/script-fonts.ts';

let added = false;

export function useScriptFonts(): void {
  useEffect(() => {
    if (added || typeof FontFace === 'undefined' || !document.fonts) return;
    const { min, max } = DEVANAGARI_FONT.weights;
    const face = new FontFace(DEVANAGARI_FONT.family, `url(${devanagari}) format("woff2")`, {
      unicodeRange: unicodeRange(DEVANAGARI_FONT),
      weight: `${min} ${max}`,
      display: 'swap',
    });
    document.fonts.add(face);
    face.load().catch(() => {}); // the system's font stays if the file cannot be had
    added = true;
  }, []);
}
