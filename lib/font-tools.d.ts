// Types for subset-font (@types/subset-font lacks `keepFeatures`) and fontverter (none).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType layout features to keep; without it, every feature of the font is kept. */
    keepFeatures?: readonly string[];
  }
  function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
  export default subsetFont;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> };
  export default fontverter;
}
