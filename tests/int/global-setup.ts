import type { EventEmitter } from 'node:events'
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { createFreshDatabase, startEmbedded } from '#scripts/lib/database.ts'
import { parseDatabaseUrl } from '#src/config/checks.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database: a server to make more databases on (its copies are what files use). */
    databaseUrl: string
    /** One copy of the seeded database per worker, by VITEST_POOL_ID - 1 (tests/int/setup.ts). */
    workerDatabaseUrls: string[]
    /** One copy of the seeded media folder per worker, likewise. */
    workerMediaDirs: string[]
    /** True when this run's database is on the embedded server (DATABASE_URL unset). */
    embeddedRun: boolean
  }
}

const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * One fresh database per run, migrated and seeded once here, dropped afterwards: on the
 * DATABASE_URL server, or, with DATABASE_URL unset, on the checkout's embedded PostgreSQL server
 * (started if no command is using it), exactly as a newcomer's `npm test` runs.
 *
 * Files run on as many workers as vitest.config.ts gives the suite, each worker on a copy of that
 * database and of the seeded media folder: a file's writes never race another file's reads, yet
 * the suite no longer waits for each file's start-up (importing Payload's config) one at a time.
 */
export default async function setup(project: TestProject) {
  const target = parseDatabaseUrl(process.env.DATABASE_URL)
  const server =
    target.kind === 'external'
      ? { url: target.url, description: `PostgreSQL at ${target.label}`, stop: async () => {} }
      : await startEmbedded(root, (line) => console.log(`[int] ${line}`))
  const drops: Array<() => Promise<void>> = []
  const folders: string[] = []
  const teardown = async () => {
    for (const drop of drops.reverse()) await drop().catch(() => {})
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
    await server.stop()
  }
  try {
    const fresh = await createFreshDatabase(server.url, 'citaya_test')
    drops.push(fresh.drop)
    const { url } = fresh
    console.log(`[int] database: ${new URL(url).pathname.slice(1)} on ${server.description}`)
    project.provide('databaseUrl', url)
    project.provide('embeddedRun', target.kind === 'embedded')

    process.env.DATABASE_URL = url
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
    // Cut below (a template must have no connection); without listeners their 'error' crashed this
    // process.
    const pool = (payload.db as unknown as { pool?: EventEmitter & { _clients?: EventEmitter[] } }).pool
    pool?.on('error', () => {})
    for (const client of pool?._clients ?? []) client.on('error', () => {})

    const seeded = new URL(url).pathname.slice(1)
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [seeded],
    )
    await admin.end()

    const workers = Math.max(1, project.config.maxWorkers)
    const media = path.resolve(root, process.env.MEDIA_DIR || 'media')
    const databases: string[] = []
    const mediaDirs: string[] = []
    for (let worker = 1; worker <= workers; worker++) {
      const copy = await createFreshDatabase(server.url, `citaya_test_w${worker}`, { template: seeded })
      drops.push(copy.drop)
      databases.push(copy.url)
      const dir = path.join(root, '.data', `int-media-${process.pid}-w${worker}`)
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      if (existsSync(media)) cpSync(media, dir, { recursive: true })
      folders.push(dir)
      mediaDirs.push(dir)
    }
    project.provide('workerDatabaseUrls', databases)
    project.provide('workerMediaDirs', mediaDirs)
    console.log(`[int] ${workers} worker(s), each on a copy of the seeded database and media`)
  } catch (error) {
    await teardown()
    throw error
  }

  return teardown
}
