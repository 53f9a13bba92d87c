import localFont from 'next/font/local'

/**
 * The brand typeface, Plus Jakarta Sans, self-hosted from its npm package (@fontsource-variable):
 * one variable file covers every weight the site uses (400–800). It is Fontsource's "latin"
 * subset, which holds what Spanish and English need (á é í ó ú ü ñ, ¿ ¡, « », € and typographic
 * punctuation) in 27 kB; the unicode-range below says so to the browser, so any other character
 * is drawn by the fallback without downloading anything more.
 *
 * next/font copies the file into the build under a hashed name (cached for a year), preloads it
 * and writes a fallback @font-face on Arial with size-adjust and ascent/descent overrides measured
 * from the font, so the swap (font-display: swap) moves no text: no layout shift.
 */
export const brandFont = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})
