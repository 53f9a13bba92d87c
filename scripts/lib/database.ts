import path from 'node:path'

import pg from 'pg'

import { ConfigError } from '#src/config/checks.ts'
import { checkOldPgliteFolder, joinEmbedded } from '#scripts/lib/embedded-postgres.ts'

export type Database = {
  /** The URL handed to the app. */
  url: string
  /** One line for the first lines of output. */
  description: string
  stop: () => Promise<void>
}

/** The checkout's embedded PostgreSQL folder: EMBEDDED_DB_DIR, or .data/postgres. */
export function embeddedDataDir(root: string): string {
  return path.resolve(root, process.env.EMBEDDED_DB_DIR || '.data/postgres')
}

/**
 * Joins (or starts) the embedded PostgreSQL server of this checkout (scripts/lib/embedded-postgres.ts).
 * `notice` receives a one-line message about a folder left by the old PGlite default.
 */
export async function startEmbedded(root: string, notice: (line: string) => void = () => {}): Promise<Database> {
  const dataDir = embeddedDataDir(root)
  const old = checkOldPgliteFolder(root, dataDir)
  if (old) notice(old)
  const server = await joinEmbedded(dataDir)
  return { url: server.url, description: server.description, stop: server.leave }
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
    throw new ConfigError(
      `DATABASE_URL: cannot connect to PostgreSQL at ${label} (${reason}). Is the server running, and are the user and password right?`,
    )
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Creates a new database on the server of `url` and returns its URL and a drop function, so each
 * test run has its own database and leaves nothing behind: empty, or a copy of `template` (a
 * database on the same server that nobody is connected to; PostgreSQL copies it file by file).
 */
export async function createFreshDatabase(
  url: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await admin.connect()
  try {
    await admin.query(`create database "${name}"${options.template ? ` template "${options.template}"` : ''}`)
  } finally {
    await admin.end()
  }
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
