import type { Block } from 'payload'

import { heading, items, lead } from '#src/page-builder/blocks/fields.ts'

/** Numbered steps (how it works): the landing's «Cómo funciona». */
export const StepsBlock: Block = {
  slug: 'steps',
  labels: { singular: { es: 'Pasos numerados', en: 'Numbered steps' }, plural: { es: 'Pasos', en: 'Steps' } },
  fields: [heading, lead, items('steps', { es: 'Pasos', en: 'Steps' }, { es: 'Paso', en: 'Step' }, 8, false)],
}
