import localFont from 'next/font/local'

/**
 * The brand typeface, Plus Jakarta Sans: one variable woff2 of 15.7 kB for every weight the site
 * uses (400–800), cut by `npm run font:subset` (scripts/font-subset.ts, what it keeps and why:
 * scripts/lib/brand-font.ts) from Fontsource's latin file of 27.3 kB to printable Basic Latin, the
 * Latin-1 Supplement (Spanish, ¿ ¡ « », names' accented letters) and the typographic marks the
 * texts use (– — ‘ ’ “ ” …). The unicode-range below states exactly those characters (next/font
 * needs a literal; tests/unit/brand-font.test.ts compares it with the file's cmap), so any other
 * character is drawn by the fallback without a download.
 *
 * next/font copies the file into the build under a hashed name (cached for a year), preloads it
 * and writes a fallback @font-face on Arial with size-adjust and ascent/descent overrides measured
 * from the font, so the swap (font-display: swap) moves no text: no layout shift. Android has no
 * Arial: there the next family, a face on Roboto with overrides of its own (globals.css), does
 * the same.
 */
export const brandFont = localFont({
  src: './plus-jakarta-sans-citaya.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  adjustFontFallback: 'Arial',
  fallback: [
    'Plus Jakarta Sans Roboto Fallback',
    'system-ui',
    '-apple-system',
    'Segoe UI',
    'Roboto',
    'Helvetica Neue',
    'Arial',
    'sans-serif',
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+20-7E, U+A0-AC, U+AE-FF, U+2013-2014, U+2018-2019, U+201C-201D, U+2026',
    },
  ],
})
