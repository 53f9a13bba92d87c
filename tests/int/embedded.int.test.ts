import { describe, expect, it } from 'vitest'

import { startEmbedded } from '../../scripts/lib/database.ts'

/**
 * The zero-setup path, whatever DATABASE_URL this run uses: boot an embedded PGlite server,
 * migrate, seed, and read the content the home page shows, all through Payload.
 */
// The server is left to end with this test file's worker: Payload keeps one pool client checked
// out until the process ends, and stopping the server under it raises an unhandled socket error.
describe('embedded database', () => {
  it('boots, migrates, seeds and serves the home page content through Payload', async () => {
    const database = await startEmbedded(undefined)
    process.env.DATABASE_URL = database.url
    process.env.DATABASE_EMBEDDED = '1'
    const [{ default: config }, { getPayload }, { seed }, { migrateDatabase }] = await Promise.all([
      import('../../payload.config'),
      import('payload'),
      import('@/seed/seed'),
      import('@/seed/migrate'),
    ])
    const payload = await getPayload({ config })
    try {
      await migrateDatabase(payload)
      const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100 })
      expect(docs.length).toBeGreaterThan(0)
      await seed(payload, { reset: false })
      const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'es' })
      expect(settings.brandName).toBe('CitaYa')
    } finally {
      await payload.destroy()
    }
  })
})
