// Types for the two font packages scripts/font-subset.ts and tests/unit/brand-font.test.ts use,
// which ship none: only the calls made here.

declare module 'fontverter' {
  type Format = 'truetype' | 'woff' | 'woff2'
  /** Converts between sfnt (TrueType/OpenType), WOFF and WOFF2. */
  export function convert(font: Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>
  export function detectFormat(font: Uint8Array): Format
  const fontverter: { convert: typeof convert; detectFormat: typeof detectFormat }
  export default fontverter
}

declare module 'subset-font' {
  type Options = {
    targetFormat?: 'truetype' | 'woff' | 'woff2'
    /** A number pins the axis; a range keeps it variable between min and max. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    /** OpenType feature tags to keep (all of them when not given). */
    keepFeatures?: readonly string[]
    /** Table tags to drop besides harfbuzz's own defaults. */
    dropTables?: readonly string[]
    preserveNameIds?: readonly number[]
    noLayoutClosure?: boolean
    noHinting?: boolean
    glyphNames?: boolean
  }
  /** The subset of `font` drawing the characters of `text`, made by harfbuzz's hb-subset. */
  export default function subsetFont(font: Uint8Array, text: string, options?: Options): Promise<Buffer>
}
