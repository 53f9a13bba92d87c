/**
 * Entry point run by `payload run` (see scripts/run.ts):
 *   --prepare   apply pending migrations; seed only if the database is empty (first start)
 *   (default)   apply pending migrations; write all seed content (idempotent)
 *   --reset     like default, but first delete the seeded content (staff accounts and contact messages stay)
 */
import config from '#payload-config'
import { getPayload } from 'payload'

import { PREPARE_LOCK_KEY, adapterClient, withAdvisoryLock } from '#src/config/migration-lock.ts'
import { reindexSearch, searchIndexMissing } from '#src/search/reindex.ts'
import { migrateDatabase } from '#src/seed/migrate.ts'
import { isEmpty, seed } from '#src/seed/seed.ts'

const args = new Set(process.argv.slice(2))
const payload = await getPayload({ config })

try {
  // Two release steps started together on one database: the second waits here until the first has
  // migrated and seeded, then finds the migrations applied and the database no longer empty
  // (the migrations themselves are also locked, src/config/migration-lock.ts).
  await withAdvisoryLock(
    adapterClient(payload.db as unknown as Parameters<typeof adapterClient>[0]),
    PREPARE_LOCK_KEY,
    async () => {
      await migrateDatabase(payload)
      if (args.has('--prepare')) {
        if (await isEmpty(payload)) {
          payload.logger.info('Empty database: writing the seed content.')
          await seed(payload, { reset: false })
        }
      } else {
        await seed(payload, { reset: args.has('--reset') })
      }
      // Content written before the search index existed (or by a seed run with hooks skipped).
      if (await searchIndexMissing(payload))
        payload.logger.info(`Search index: ${await reindexSearch(payload)} entries built.`)
    },
    () => payload.logger.info('Another process is preparing this database (migrations, seed); waiting for it.'),
  )
} catch (error) {
  payload.logger.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await payload.destroy()
}
process.exit(process.exitCode ?? 0)
