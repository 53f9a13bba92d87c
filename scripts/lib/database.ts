import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import pg from 'pg'

import { ConfigError } from '../../src/config/checks.ts'
import { freePort } from './network.ts'

export type Database = {
  /** The URL handed to the app. */
  url: string
  /** True for PGlite: the app then runs without transactions (see src/config/database.ts). */
  embedded: boolean
  /** One line for the first lines of output. */
  description: string
  stop: () => Promise<void>
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.setTimeout(1000)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Starts PGlite (PostgreSQL in WebAssembly) behind a Postgres wire-protocol socket.
 * `dataDir` undefined means in memory (tests). A data directory is served by one process
 * at a time: a second launcher (say `npm run seed` beside `npm run dev`) reuses the first one's server.
 */
export async function startEmbedded(dataDir: string | undefined): Promise<Database> {
  const lockFile = dataDir ? `${dataDir}.lock.json` : undefined
  if (lockFile && existsSync(lockFile)) {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; port: number }
    if (lock.pid !== process.pid && processAlive(lock.pid) && (await portAnswers(lock.port))) {
      return {
        url: `postgres://postgres@127.0.0.1:${lock.port}/postgres`,
        embedded: true,
        description: `embedded PostgreSQL (PGlite) in ${path.relative(process.cwd(), dataDir!)}, shared with process ${lock.pid} on 127.0.0.1:${lock.port}`,
        stop: async () => {},
      }
    }
  }
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true })
  // unaccent and pg_trgm: the help-centre search's migration creates them (docs/search.md).
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { unaccent, pg_trgm } })
  const port = await freePort()
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 32 })
  await server.start()
  if (lockFile) writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port }))
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    description: dataDir
      ? `embedded PostgreSQL (PGlite) in ${path.relative(process.cwd(), dataDir)}, on 127.0.0.1:${port}`
      : `embedded PostgreSQL (PGlite) in memory, on 127.0.0.1:${port}`,
    stop: async () => {
      await server.stop()
      await db.close()
      if (lockFile) rmSync(lockFile, { force: true })
    },
  }
}

/** Connects once to an external server so a wrong DATABASE_URL fails with one clear line. */
export async function checkReachable(url: string, label: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    const reason = error instanceof Error ? (error as { code?: string }).code || error.message : String(error)
    if (/does not exist/.test(String((error as Error).message))) return // Payload creates the database
    throw new ConfigError(`DATABASE_URL: cannot connect to PostgreSQL at ${label} (${reason}). Is the server running, and are the user and password right?`)
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Creates a new, empty database on the server of `url` and returns its URL and a drop function,
 * so each test run has its own database and leaves nothing behind.
 */
export async function createFreshDatabase(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  const fresh = new URL(url)
  fresh.pathname = `/${name}`
  return {
    url: fresh.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists "${name}" with (force)`)
      await client.end()
    },
  }
}
