import type { EventEmitter } from 'node:events'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createFreshDatabase, startEmbedded } from '#scripts/lib/database.ts'
import { parseDatabaseUrl } from '#src/config/checks.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    /** True when this run's database is on the embedded server (DATABASE_URL unset). */
    embeddedRun: boolean
  }
}

const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * One fresh database per run, migrated and seeded once here, dropped afterwards: on the
 * DATABASE_URL server, or, with DATABASE_URL unset, on the checkout's embedded PostgreSQL server
 * (started if no command is using it), exactly as a newcomer's `npm test` runs.
 */
export default async function setup(project: TestProject) {
  const target = parseDatabaseUrl(process.env.DATABASE_URL)
  const server =
    target.kind === 'external'
      ? { url: target.url, description: `PostgreSQL at ${target.label}`, stop: async () => {} }
      : await startEmbedded(root, (line) => console.log(`[int] ${line}`))
  const fresh = await createFreshDatabase(server.url, 'citaya_test').catch(async (error) => {
    await server.stop()
    throw error
  })
  const teardown = async () => {
    await fresh.drop()
    await server.stop()
  }
  const { url } = fresh
  console.log(`[int] database: ${new URL(url).pathname.slice(1)} on ${server.description}`)
  project.provide('databaseUrl', url)
  project.provide('embeddedRun', target.kind === 'embedded')

  process.env.DATABASE_URL = url
  try {
    const [{ default: config }, { getPayload }, { seed }, { migrateDatabase }] = await Promise.all([
      import('#payload-config'),
      import('payload'),
      import('#src/seed/seed.ts'),
      import('#src/seed/migrate.ts'),
    ])
    const payload = await getPayload({ config })
    await migrateDatabase(payload)
    await seed(payload, { reset: false })
    await payload.destroy()
    // Payload's destroy leaves its pool open, with a connection still checked out after the seed.
    // The forced drop at teardown cuts them, as intended; without listeners their 'error' crashed
    // this process (exit 1 after green tests) when a run was shorter than the pool's idle timeout.
    const pool = (payload.db as unknown as { pool?: EventEmitter & { _clients?: EventEmitter[] } }).pool
    pool?.on('error', () => {})
    for (const client of pool?._clients ?? []) client.on('error', () => {})
  } catch (error) {
    await teardown()
    throw error
  }

  return teardown
}
