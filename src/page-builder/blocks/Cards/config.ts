import type { Block } from 'payload'

import { heading, items, lead } from '#src/page-builder/blocks/fields.ts'

/** Cards with icons (benefits, features): the landing's «Beneficios» cards. */
export const CardsBlock: Block = {
  slug: 'cards',
  labels: { singular: { es: 'Tarjetas con iconos', en: 'Cards with icons' }, plural: { es: 'Tarjetas', en: 'Cards' } },
  fields: [heading, lead, items('items', { es: 'Tarjetas', en: 'Cards' }, { es: 'Tarjeta', en: 'Card' }, 12, true)],
}
