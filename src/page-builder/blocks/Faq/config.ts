import type { Block } from 'payload'

import { heading, lead } from '#src/page-builder/blocks/fields.ts'

/** Frequently asked questions: the chosen FAQ sections, by reference (live, never copied). */
export const FaqBlock: Block = {
  slug: 'faq',
  labels: { singular: { es: 'Preguntas frecuentes', en: 'FAQ' }, plural: { es: 'Preguntas frecuentes', en: 'FAQ' } },
  fields: [
    heading,
    lead,
    {
      name: 'sections',
      type: 'relationship',
      relationTo: 'faq-sections',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 10,
      label: { es: 'Secciones de preguntas', en: 'FAQ sections' },
    },
  ],
}
