import { describe, expect, it } from 'vitest'

import { lexicalToPlainText } from '#src/seo/plain-text.ts'
import { toLexical } from '#src/seed/richtext.ts'

/** src/seo/plain-text.ts: Payload's plain-text converter, with a quote kept as a block of its own. */
describe('rich text as plain text', () => {
  it('puts a quote on its own line, never run into the block before it', () => {
    const text = lexicalToPlainText(
      toLexical([
        { type: 'p', text: 'Ver planes.' },
        { type: 'quote', text: 'Cita textual.' },
        { type: 'h2', text: 'Después' },
      ]),
    )
    expect(text).toBe('Ver planes.\nCita textual.\nDespués')
  })

  it('is empty for nothing, and for an editor left with one empty paragraph', () => {
    expect(lexicalToPlainText(null)).toBe('')
    expect(lexicalToPlainText(toLexical([{ type: 'p', text: '' }]))).toBe('')
  })
})
