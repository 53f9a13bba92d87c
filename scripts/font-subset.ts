/**
 * Writes src/fonts/plus-jakarta-sans-citaya.woff2, the brand font the site serves: Fontsource's
 * variable latin file of Plus Jakarta Sans cut down by harfbuzz (subset-font) to the characters,
 * weights and features of scripts/lib/brand-font.ts. Prints the sizes, the unicode-range for
 * src/fonts/brand.ts and the Roboto fallback's overrides for src/app/(frontend)/globals.css.
 * Usage: npm run font:subset (again after updating @fontsource-variable/plus-jakarta-sans or
 * changing the subset); then tests/unit/brand-font.test.ts says what is out of step.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import subset from 'subset-font'

import {
  readFont,
  robotoFallback,
  sourceFont,
  subsetCodePoints,
  subsetFont,
  subsetOptions,
  unicodeRange,
} from '#scripts/lib/brand-font.ts'

const source = readFileSync(sourceFont)
const available = new Set((await readFont(sourceFont)).codePoints)
const missing = subsetCodePoints.filter((codePoint) => !available.has(codePoint))
const text = String.fromCodePoint(...subsetCodePoints.filter((codePoint) => available.has(codePoint)))

const output = await subset(source, text, subsetOptions)
writeFileSync(subsetFont, output)

const facts = await readFont(subsetFont)
const relative = (file: string) => path.relative(process.cwd(), file)
console.log(`${relative(sourceFont)}: ${source.length.toLocaleString('en')} bytes`)
console.log(
  `${relative(subsetFont)}: ${output.length.toLocaleString('en')} bytes (${Math.round((100 * output.length) / source.length)} %), ` +
    `${facts.codePoints.length} characters, wght ${facts.axes.wght?.min}–${facts.axes.wght?.max}`,
)
if (missing.length)
  console.log(
    `not in the typeface: ${missing.map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`).join(', ')}`,
  )
console.log(`\nunicode-range for src/fonts/brand.ts:\n${unicodeRange(facts.codePoints)}`)
const roboto = robotoFallback(facts)
console.log(
  `\nRoboto fallback for src/app/(frontend)/globals.css:\n` +
    `ascent-override: ${roboto.ascentOverride}%; descent-override: ${roboto.descentOverride}%; ` +
    `line-gap-override: ${roboto.lineGapOverride}%; size-adjust: ${roboto.sizeAdjust}%;`,
)
