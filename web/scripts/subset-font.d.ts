// subset-font ships no types: the one call the font plugin makes (its README's options).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

// fontverter ships no types either: the font test turns the built WOFF2 back into a font file.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype', from?: string): Promise<Buffer>;
  };
  export default fontverter;
}
