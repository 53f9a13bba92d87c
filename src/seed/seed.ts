import type { Payload } from 'payload'

import { seedAdmin } from './admin'
import { seedSiteSettings } from './site-settings'

export type SeedOptions = { reset: boolean }

/** True when no content has been written yet (the first start of a new database). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return !settings.brandName
}

/** Writes every piece of seed content through the Local API. Safe to run again: stable keys, no duplicates. */
export async function seed(payload: Payload, options: SeedOptions): Promise<void> {
  const context = { skipRevalidate: true }
  await seedAdmin(payload)
  await seedSiteSettings(payload, context)
  payload.logger.info(`Seed finished${options.reset ? ' (content replaced)' : ''}.`)
}
