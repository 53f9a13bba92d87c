import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

import { ConfigError, parseDatabaseUrl } from './checks'

/**
 * Pool settings for the Postgres adapter. The launcher (scripts/run.ts) always hands the app a
 * DATABASE_URL; when it points at the embedded PGlite server it also sets DATABASE_EMBEDDED=1.
 * PGlite serves one statement at a time and Payload opens a second connection inside a
 * transaction, so the embedded database runs without transactions and with a small pool
 * (never 1: Payload's connect() keeps one client checked out).
 */
export function databaseOptions(
  env: Record<string, string | undefined>,
): Pick<PostgresAdapterArgs, 'pool' | 'transactionOptions'> {
  const target = parseDatabaseUrl(env.DATABASE_URL)
  if (target.kind === 'embedded') {
    throw new ConfigError(
      'DATABASE_URL is not set: start the app through npm run dev, build, start or seed, which start the embedded database, or set DATABASE_URL.',
    )
  }
  if (env.DATABASE_EMBEDDED === '1') {
    return { pool: { connectionString: target.url, max: 4 }, transactionOptions: false }
  }
  return { pool: { connectionString: target.url, max: Number(env.DATABASE_POOL_MAX) || 10 } }
}
