import type { CollectionSlug, Payload } from 'payload'

import { seedAdmin } from '#src/seed/admin.ts'
import { seedCatalog, seedFaq, seedLegal, seedPages, seedPosts, seedSeo } from '#src/seed/content-collections.ts'
import { globals } from '#src/seed/content/globals.ts'
import { seedBrandImages } from '#src/seed/media.ts'
import { seedGlobals } from '#src/seed/globals.ts'
import { expireAllContent } from '#src/seed/expire.ts'

export type SeedOptions = { reset: boolean }

/** Content the seed owns; `--reset` empties these. Staff accounts and contact messages are never touched. */
const contentCollections: CollectionSlug[] = [
  // First: the pages place plans, FAQ sections, integrations, sections and media.
  'pages',
  'sections',
  'posts',
  'plans',
  'features',
  'integrations',
  'faq-sections',
  'legal-documents',
  'seo-pages',
  'media',
]

/** True when no content has been written yet (the first start of a new database). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return !settings.brandName
}

/** Writes every piece of seed content through the Local API. Safe to run again: stable keys, no duplicates. */
export async function seed(payload: Payload, options: SeedOptions): Promise<void> {
  if (options.reset) {
    for (const collection of contentCollections) {
      await payload.delete({
        collection,
        where: { id: { exists: true } },
        overrideAccess: true,
        context: { skipRevalidate: true },
      })
    }
    payload.logger.info('Seed: content removed (staff accounts and contact messages kept).')
  }
  await seedAdmin(payload)
  const brand = globals.siteSettings.es.brandName
  const images = await seedBrandImages(payload, brand)
  await seedGlobals(payload, images)
  await seedCatalog(payload)
  await seedFaq(payload)
  await seedPosts(payload, { es: `Equipo de ${brand}`, en: `${brand} team` })
  await seedLegal(payload)
  await seedSeo(payload, images.social)
  await seedPages(payload)
  await expireAllContent(payload)
  payload.logger.info(`Seed finished${options.reset ? ' (content replaced)' : ''}.`)
}
