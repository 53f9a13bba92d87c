/**
 * The brand font's subset: which characters, weights and features the site's file keeps
 * (scripts/font-subset.ts makes it, tests/unit/brand-font.test.ts checks it), how to read a font's
 * cmap and metrics, and the Roboto fallback face's overrides (src/app/(frontend)/globals.css).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import robotoMetrics from '@capsizecss/metrics/roboto'
import plusJakartaSansMetrics from '@capsizecss/metrics/plusJakartaSans'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'

const root = path.resolve(import.meta.dirname, '..', '..')

/** Fontsource's variable file of Plus Jakarta Sans, its latin subset (weights 200–800, 27 kB). */
export const sourceFont = path.join(
  root,
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
)
/** The committed subset that src/fonts/brand.ts serves (next/font hashes its name in the build). */
export const subsetFont = path.join(root, 'src/fonts/plus-jakarta-sans-citaya.woff2')

const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i)

/**
 * The characters the file keeps, where the typeface has them:
 * - printable Basic Latin, U+0020–007E;
 * - the Latin-1 Supplement, U+00A0–00FF: Spanish (á é í ó ú ü ñ Ú ¿ ¡ « » ·) and the accented
 *   letters of patients' and doctors' names (ç, ã, ö…). The typeface has no soft hyphen (U+00AD);
 * - the typographic marks the site's texts use: – (ranges, "9–18 h"), — (the account pages' empty
 *   value, src/account/components), ’ (English apostrophes in the seed), “ ” (en.json), … (both
 *   message files, the search snippets' joint); and ‘, the opening partner of ’, so English quotes
 *   written by staff never mix two typefaces.
 * Not kept: € and ™ (prices are in pesos), the minus sign, arrows and the rest of Fontsource's
 * latin set; the fallback draws any such character (the unicode-range in src/fonts/brand.ts tells
 * the browser so without a download). ← (back links) and ✓ (the language menu) are not in the
 * typeface at all.
 */
export const subsetCodePoints: readonly number[] = [
  ...span(0x20, 0x7e),
  ...span(0xa0, 0xff),
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2026,
]

/**
 * What subset-font (harfbuzz's hb-subset) keeps besides the characters:
 * - the wght axis from 400 to 800 (the CSS uses 400, 500, 600, 700, 800; 400 stays the default
 *   instance), which halves the glyph variations (gvar);
 * - the layout features a browser applies to Spanish and English text by itself: kerning (kern),
 *   mark positioning (mark), ligatures (liga), contextual alternates (calt) and glyph composition
 *   (ccmp). Dropped: frac, numr, dnom, pnum, tnum (only with font-variant-numeric, which the CSS
 *   never sets) and locl (its forms are for Azeri, Catalan, Crimean Tatar, Kazakh, Tatar and
 *   Turkish only);
 * - every table a browser reads; STAT (style names for operating-system font menus) is dropped.
 * Hinting stays (the font has next to none: a 7-byte prep).
 */
export const subsetOptions = {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
  keepFeatures: ['calt', 'ccmp', 'kern', 'liga', 'mark'],
  dropTables: ['STAT'],
} as const

/** `U+20-7E, U+A0-AC, …`: code points as the ranges of a CSS unicode-range, as short as possible. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase()
  const ranges: string[] = []
  for (let i = 0; i < sorted.length;) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++
    ranges.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`)
    i = j + 1
  }
  return ranges.join(', ')
}

export type FontFacts = {
  /** The code points of its cmap, ascending. */
  codePoints: number[]
  unitsPerEm: number
  /** hhea's ascender, descender (negative) and line gap, in font units: what next/font and browsers use. */
  ascent: number
  descent: number
  lineGap: number
  axes: Record<string, { min: number; default: number; max: number }>
}

/** Reads a font file (woff2, woff or sfnt) with harfbuzz: its characters, vertical metrics and axes. */
export async function readFont(file: string): Promise<FontFacts> {
  const sfnt = await fontverter.convert(readFileSync(file), 'truetype')
  const face = new Face(new Blob(new Uint8Array(sfnt)))
  const hhea = face.referenceTable('hhea')
  if (!hhea) throw new Error(`${file} has no hhea table`)
  const view = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength)
  const axes = Object.fromEntries(
    Object.entries(face.getAxisInfos()).map(([tag, axis]) => [
      tag,
      { min: axis.min, default: axis.default, max: axis.max },
    ]),
  )
  return {
    codePoints: [...face.collectUnicodes()].sort((a, b) => a - b),
    unitsPerEm: face.upem,
    ascent: view.getInt16(4),
    descent: view.getInt16(6),
    lineGap: view.getInt16(8),
    axes,
  }
}

/** The family name of the Roboto fallback face, as brand.ts lists it and globals.css declares it. */
export const robotoFallbackFamily = 'Plus Jakarta Sans Roboto Fallback'

/**
 * The overrides that make Roboto (Android's system font, which has no Arial) take the brand
 * font's room, computed as next/font computes its Arial face and as Capsize's createFontStack
 * does: size-adjust is the ratio of the two fonts' average character widths, each per em; the
 * ascent, descent and line gap are the brand font's, in ems of the adjusted Roboto.
 *
 * Sources: the brand font's vertical metrics and units per em are read from the file (`brand`);
 * both average widths and Roboto's metrics are @capsizecss/metrics' (Roboto: Google Fonts'
 * Roboto Regular, 2048 units, ascent 1900, descent −500, no line gap, average width 911; Plus
 * Jakarta Sans Regular: average width 468 of 1000), where both averages weigh each character by
 * its frequency in the same English text, so they compare like with like. Measured on the site's
 * own Spanish messages instead (Debian's Roboto 2.138), the ratio is 1.050 against this 1.052.
 */
export function robotoFallback(brand: Pick<FontFacts, 'unitsPerEm' | 'ascent' | 'descent' | 'lineGap'>) {
  const sizeAdjust =
    plusJakartaSansMetrics.xWidthAvg /
    plusJakartaSansMetrics.unitsPerEm /
    (robotoMetrics.xWidthAvg / robotoMetrics.unitsPerEm)
  const em = brand.unitsPerEm * sizeAdjust
  const percent = (value: number) => Number((Math.abs(value) * 100).toFixed(2))
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(brand.ascent / em),
    descentOverride: percent(brand.descent / em),
    lineGapOverride: percent(brand.lineGap / em),
  }
}

/** The metrics the overrides above take from @capsizecss/metrics, for the test to compare with the files. */
export const capsizeMetrics = { roboto: robotoMetrics, plusJakartaSans: plusJakartaSansMetrics }
