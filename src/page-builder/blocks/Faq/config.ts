import type { Block } from 'payload'

import { heading, lead, placedLive } from '#src/page-builder/blocks/fields.ts'

/** Frequently asked questions: the chosen FAQ sections, by reference (live, never copied). */
export const FaqBlock: Block = {
  slug: 'faq',
  labels: { singular: { es: 'Preguntas frecuentes', en: 'FAQ' }, plural: { es: 'Preguntas frecuentes', en: 'FAQ' } },
  fields: [
    heading,
    lead,
    ...placedLive('sections', 'faq-sections', { es: 'Secciones de preguntas', en: 'FAQ sections' }, 10),
  ],
}
