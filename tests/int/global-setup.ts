import type { TestProject } from 'vitest/node'

import { createFreshDatabase, startEmbedded } from '../../scripts/lib/database.ts'
import { parseDatabaseUrl } from '../../src/config/checks.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseEmbedded: boolean
  }
}

/**
 * One fresh database per run: a new database on the DATABASE_URL server (dropped afterwards),
 * or an in-memory embedded PGlite when DATABASE_URL is unset. Migrated and seeded once here.
 */
export default async function setup(project: TestProject) {
  const target = parseDatabaseUrl(process.env.DATABASE_URL)
  let url: string
  let embedded: boolean
  let teardown: () => Promise<void>
  if (target.kind === 'external') {
    const fresh = await createFreshDatabase(target.url, 'citaya_test')
    ;({ url } = fresh)
    embedded = process.env.DATABASE_EMBEDDED === '1'
    teardown = fresh.drop
  } else {
    const database = await startEmbedded(undefined)
    ;({ url } = database)
    embedded = true
    teardown = database.stop
  }
  console.log(`[int] database: ${embedded ? 'embedded PGlite in memory' : new URL(url).pathname.slice(1)}`)
  project.provide('databaseUrl', url)
  project.provide('databaseEmbedded', embedded)

  process.env.DATABASE_URL = url
  process.env.DATABASE_EMBEDDED = embedded ? '1' : ''
  try {
    const [{ default: config }, { getPayload }, { seed }, { migrateDatabase }] = await Promise.all([
      import('../../payload.config'),
      import('payload'),
      import('../../src/seed/seed'),
      import('../../src/seed/migrate'),
    ])
    const payload = await getPayload({ config })
    await migrateDatabase(payload)
    await seed(payload, { reset: false })
    await payload.destroy()
  } catch (error) {
    await teardown()
    throw error
  }

  return teardown
}
