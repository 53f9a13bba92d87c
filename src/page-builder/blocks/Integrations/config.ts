import type { Block } from 'payload'

import { heading, lead } from '#src/page-builder/blocks/fields.ts'

/** Integration cards: the chosen integrations, by reference (live, as /integrations shows them). */
export const IntegrationsBlock: Block = {
  slug: 'integrations',
  labels: {
    singular: { es: 'Integraciones', en: 'Integrations' },
    plural: { es: 'Integraciones', en: 'Integrations' },
  },
  fields: [
    heading,
    lead,
    {
      name: 'integrations',
      type: 'relationship',
      relationTo: 'integrations',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 12,
      label: { es: 'Integraciones', en: 'Integrations' },
    },
  ],
}
