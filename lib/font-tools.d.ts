/**
 * The parts of two plain-JavaScript font tools that scripts/fonts.ts and lib/fonts.test.ts use.
 * Declared here: @types/subset-font (2.3.0) lacks `keepFeatures`, and fontverter has no types.
 */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType layout features to keep; without it, every feature of the font is kept. */
    keepFeatures?: readonly string[];
  }
  /** A copy of the font holding only the glyphs `text` needs (and those its kept features reach). */
  function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
  export default subsetFont;
}

declare module 'fontverter' {
  /** The font converted to another container format ('sfnt' is plain TrueType/OpenType). */
  const fontverter: { convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> };
  export default fontverter;
}
