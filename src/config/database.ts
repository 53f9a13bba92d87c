import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

import { ConfigError, parseDatabaseUrl } from '#src/config/checks.ts'

/**
 * Pool settings for the Postgres adapter: the same on the embedded development server and on an
 * external one (transactions on). The launcher (scripts/run.ts) always hands the app a
 * DATABASE_URL, starting the embedded server when none is configured.
 */
export function databaseOptions(env: Record<string, string | undefined>): Pick<PostgresAdapterArgs, 'pool'> {
  const target = parseDatabaseUrl(env.DATABASE_URL)
  if (target.kind === 'embedded') {
    throw new ConfigError(
      'DATABASE_URL is not set: start the app through npm run dev, build, start or seed, which start the embedded database, or set DATABASE_URL.',
    )
  }
  return { pool: { connectionString: target.url, max: Number(env.DATABASE_POOL_MAX) || 10 } }
}
