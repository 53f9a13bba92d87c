import { createHash, randomUUID } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

/**
 * The content epoch: one value in the database (table citaya_content_epoch, created by the
 * 20261124 migration) that changes only when the whole content is replaced by `npm run restore`.
 * A build records the epoch it prerendered its pages from (`.next/citaya-content-epoch`); a
 * production server that starts on a database of another epoch knows its build's pages, and
 * whatever the shared cache holds for this deployment, show content that is no longer there, and
 * expires every cached page before it answers anyone (scripts/server.ts). Edits never change the
 * epoch: they expire their own pages as they are saved.
 */
export const BUILD_EPOCH_FILE = 'citaya-content-epoch'

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> }

/** The database's epoch, or null on a database migrated before the epoch existed. */
export async function readContentEpoch(db: Queryable): Promise<string | null> {
  try {
    const { rows } = await db.query('SELECT epoch FROM public.citaya_content_epoch WHERE id = 1')
    return rows[0] ? String(rows[0].epoch) : null
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return null
    throw error
  }
}

/** A new epoch (after a restore); returns it. */
export async function newContentEpoch(db: Queryable): Promise<string> {
  const epoch = `restored-${new Date().toISOString()}-${randomUUID().slice(0, 8)}`
  await db.query(
    `INSERT INTO public.citaya_content_epoch (id, epoch, changed_at) VALUES (1, $1, now())
     ON CONFLICT (id) DO UPDATE SET epoch = excluded.epoch, changed_at = excluded.changed_at`,
    [epoch],
  )
  return epoch
}

async function withClient<T>(databaseUrl: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return await body(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** After `next build`: writes the epoch the build's pages were prerendered from next to them. */
export async function recordBuildEpoch(distDir: string, databaseUrl: string): Promise<string | null> {
  const epoch = await withClient(databaseUrl, readContentEpoch)
  if (epoch !== null) writeFileSync(path.join(distDir, BUILD_EPOCH_FILE), epoch)
  return epoch
}

/**
 * At a production server's start: whether the database's content was replaced since the build
 * (its epoch differs from the build's). False when either is unknown (a build made before the
 * epoch existed, or a database without it): nothing to compare, nothing restored through the script.
 */
export async function restoredSinceBuild(
  distDir: string,
  databaseUrl: string | undefined,
): Promise<{ restored: boolean; build: string | null; database: string | null }> {
  let build: string | null = null
  try {
    build = readFileSync(path.join(distDir, BUILD_EPOCH_FILE), 'utf8').trim() || null
  } catch {
    build = null
  }
  if (build === null || !databaseUrl) return { restored: false, build, database: null }
  const database = await withClient(databaseUrl, readContentEpoch)
  return { restored: database !== null && database !== build, build, database }
}

/** The bearer token of /api/revalidate, derived from PAYLOAD_SECRET so only this deployment can call it. */
export function revalidationTokenFor(secret: string): string {
  return createHash('sha256').update(`revalidate:${secret}`).digest('hex')
}
