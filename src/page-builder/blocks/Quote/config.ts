import type { Block } from 'payload'

import { text, textarea } from '#src/page-builder/blocks/fields.ts'

/** A quote or a testimonial, with who said it. */
export const QuoteBlock: Block = {
  slug: 'quote',
  labels: { singular: { es: 'Cita o testimonio', en: 'Quote or testimonial' }, plural: { es: 'Citas', en: 'Quotes' } },
  fields: [
    textarea('quote', { es: 'Cita', en: 'Quote' }, 600, true),
    text('author', { es: 'Autor', en: 'Author' }, 80),
    text('role', { es: 'Cargo o especialidad', en: 'Role or specialty' }, 120, false),
  ],
}
