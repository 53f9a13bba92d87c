import type { Block } from 'payload'

import { heading, lead } from '#src/page-builder/blocks/fields.ts'

/**
 * Prices: the chosen plans, by reference. The page shows them as Plans has them now (a price
 * change reaches every page); nothing is copied. A plan deleted later is left out of the page.
 */
export const PricingBlock: Block = {
  slug: 'pricing',
  labels: { singular: { es: 'Precios', en: 'Pricing' }, plural: { es: 'Precios', en: 'Pricing' } },
  fields: [
    heading,
    lead,
    {
      name: 'plans',
      type: 'relationship',
      relationTo: 'plans',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 6,
      label: { es: 'Planes', en: 'Plans' },
    },
  ],
}
