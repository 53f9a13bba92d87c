import type { Block } from 'payload'

import { heading, lead, placedLive } from '#src/page-builder/blocks/fields.ts'

/**
 * Prices: the chosen plans, by reference. The page shows them as Plans has them now (a price
 * change reaches every page); nothing is copied. A plan deleted later is left out of the page, and
 * content health lists the block (placedLive).
 */
export const PricingBlock: Block = {
  slug: 'pricing',
  labels: { singular: { es: 'Precios', en: 'Pricing' }, plural: { es: 'Precios', en: 'Pricing' } },
  fields: [heading, lead, ...placedLive('plans', 'plans', { es: 'Planes', en: 'Plans' }, 6)],
}
