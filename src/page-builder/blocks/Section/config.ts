import type { Block } from 'payload'

/**
 * A reusable section, placed by reference: kept once in «Secciones reutilizables» and shown on
 * every page that places it (edit once, every page changes).
 */
export const SectionBlock: Block = {
  slug: 'section',
  labels: {
    singular: { es: 'Sección reutilizable', en: 'Reusable section' },
    plural: { es: 'Secciones reutilizables', en: 'Reusable sections' },
  },
  fields: [
    {
      name: 'section',
      type: 'relationship',
      relationTo: 'sections',
      required: true,
      label: { es: 'Sección', en: 'Section' },
    },
  ],
}
