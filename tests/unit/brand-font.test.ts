import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  capsizeMetrics,
  readFont,
  robotoFallback,
  robotoFallbackFamily,
  sourceFont,
  subsetFont,
  unicodeRange,
} from '#scripts/lib/brand-font.ts'
import { formatDate, formatDateTime, formatPrice } from '#src/i18n/formats.ts'
import { locales } from '#src/i18n/locales.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'

/**
 * The brand font the site serves (src/fonts/plus-jakarta-sans-citaya.woff2, made by
 * `npm run font:subset`) draws every character of the interface messages and the seed content
 * in both languages, is declared to the browser with exactly its characters, stays small, and
 * its Roboto fallback face carries the overrides computed from its metrics.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const brandTs = read('src/fonts/brand.ts')
const globalsCss = read('src/app/(frontend)/globals.css')

/** The file's size measured when it was made (15,672 bytes), with a little room. */
const BUDGET_BYTES = 16_000

/**
 * Characters the texts use that Plus Jakarta Sans does not draw in any of its files, so no subset
 * can hold them: the fallback draws them. ← is the back links' arrow (both message files).
 */
const notInTypeface = ['←']

/** Every string inside a value: message files, seed content. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : []

/** What the seed writes: every string of every module under src/seed/content (rich text included). */
async function seedStrings(): Promise<string[]> {
  const dir = path.join(root, 'src/seed/content')
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'types.ts')
  expect(files.length).toBeGreaterThan(5)
  const modules = await Promise.all(files.map((name) => import(path.join(dir, name)) as Promise<object>))
  return modules.flatMap(strings)
}

/** Dates, times and prices as the site formats them in each language. */
const formatted = locales.flatMap((locale) => [
  formatDate('2026-09-30', locale),
  formatDateTime('2026-11-24T21:14:00Z', locale, 'America/Mexico_City'),
  formatPrice(1699, 'MXN', locale),
  formatPrice(1699, 'USD', locale),
])

/** Characters of `texts` missing from `codePoints`, as `U+2190 ← (in "…")`; line breaks and tabs are no glyphs. */
function missingFrom(codePoints: number[], texts: string[]): string[] {
  const has = new Set(codePoints)
  const missing = new Map<string, string>()
  for (const text of texts) {
    for (const character of text) {
      const codePoint = character.codePointAt(0)!
      if (has.has(codePoint) || '\n\r\t'.includes(character) || missing.has(character)) continue
      missing.set(
        character,
        `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${character} (in "${text.slice(0, 60)}")`,
      )
    }
  }
  return [...missing.values()]
}

const font = await readFont(subsetFont)

describe('the brand font file', () => {
  it('draws every character of the interface messages, the seed content and the formats, in both languages', async () => {
    const texts = [...strings(es), ...strings(en), ...(await seedStrings()), ...formatted]
    const missing = missingFrom(font.codePoints, texts).filter((line) => !notInTypeface.includes(line.split(' ')[1]!))
    // A character listed here: add it to subsetCodePoints (scripts/lib/brand-font.ts), run
    // `npm run font:subset` and copy the unicode-range it prints into src/fonts/brand.ts.
    expect(missing).toEqual([])
  })

  it('leaves out only characters the typeface itself lacks', async () => {
    const source = await readFont(sourceFont)
    expect(missingFrom(source.codePoints, notInTypeface)).toHaveLength(notInTypeface.length)
  })

  it(`stays within ${BUDGET_BYTES.toLocaleString('en')} bytes`, () => {
    expect(statSync(subsetFont).size).toBeLessThanOrEqual(BUDGET_BYTES)
  })

  it('keeps the weights the CSS uses (400–800), 400 the default', () => {
    expect(font.axes).toEqual({ wght: { min: 400, default: 400, max: 800 } })
    expect(brandTs).toMatch(/weight: '400 800'/)
  })
})

describe('src/fonts/brand.ts', () => {
  it('serves the subset', () => {
    const src = /src: '([^']+)'/.exec(brandTs)?.[1]
    expect(src && path.resolve(root, 'src/fonts', src)).toBe(subsetFont)
  })

  it("states exactly the file's characters in its unicode-range", () => {
    const declared = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(brandTs)?.[1]
    expect(declared).toBe(unicodeRange(font.codePoints))
  })

  it('lists the Roboto fallback first, right after the Arial face next/font writes', () => {
    const fallback = /fallback: \[\s*'([^']+)'/.exec(brandTs)?.[1]
    expect(fallback).toBe(robotoFallbackFamily)
  })
})

describe('the Roboto fallback face (globals.css)', () => {
  const face = [...globalsCss.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .find((body) => body.includes(`font-family: '${robotoFallbackFamily}'`))
  const property = (name: string) => {
    const value = new RegExp(`${name}:\\s*([\\d.]+)%;`).exec(face ?? '')?.[1]
    return value === undefined ? undefined : Number(value)
  }

  it("is matched to the brand font's metrics", () => {
    expect(face).toContain("src: local('Roboto'), local('Roboto-Regular');")
    expect({
      sizeAdjust: property('size-adjust'),
      ascentOverride: property('ascent-override'),
      descentOverride: property('descent-override'),
      lineGapOverride: property('line-gap-override'),
    }).toEqual(robotoFallback(font))
  })

  it("takes the average width of the same design as the file's (Capsize's Plus Jakarta Sans)", () => {
    const { unitsPerEm, ascent, descent, lineGap } = capsizeMetrics.plusJakartaSans
    expect({ unitsPerEm, ascent, descent, lineGap }).toEqual({
      unitsPerEm: font.unitsPerEm,
      ascent: font.ascent,
      descent: font.descent,
      lineGap: font.lineGap,
    })
  })
})
