import { lexicalToPlainText } from '#src/seo/plain-text.ts'

/**
 * Plain text of content for the search index: Lexical rich text flattened to its words (blocks
 * separated, so words of two paragraphs never run together), and control characters removed
 * (the results page uses two of them to mark the matching words; see ./highlight.ts).
 */
export function richTextToPlain(value: unknown): string {
  const data = value as Parameters<typeof lexicalToPlainText>[0]
  return cleanText(data?.root ? lexicalToPlainText(data) : '')
}

// Control and format characters (C0/C1, zero-width, bidi controls, private use, surrogates).
const invisible = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu

/** Removes control characters and collapses white space. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.replace(invisible, ' ').replace(/\s+/g, ' ').trim()
}
