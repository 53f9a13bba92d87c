import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'
import { patchAdapter } from '#src/config/adapter.ts'

/**
 * Any 64-bit number the application uses for nothing else: the key of the PostgreSQL advisory
 * lock that serialises migrations (and the launcher's prepare step, src/seed/cli.ts) across
 * processes and machines.
 */
export const MIGRATION_LOCK_KEY = 7_312_026_112_301n
export const PREPARE_LOCK_KEY = 7_312_026_112_302n

type Client = {
  connect(): Promise<unknown>
  query(text: string, values?: unknown[]): Promise<unknown>
  end(): Promise<void>
}

/**
 * Runs `body` while holding a session-level advisory lock on its own connection (not one of the
 * pool's: the work inside runs its transactions on the pool, and a pool of one would otherwise
 * wait for itself). Another process asking for the same key waits until this one releases it, or
 * until this process ends (PostgreSQL drops a dead session's locks), so a crash never leaves it held.
 */
export async function withAdvisoryLock<T>(
  newClient: () => Client,
  key: bigint,
  body: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const client = newClient()
  await client.connect()
  try {
    const tried = (await client.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key.toString()])) as {
      rows: Array<{ locked: boolean }>
    }
    if (!tried.rows[0]?.locked) {
      onWait?.()
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key.toString()])
    }
    try {
      return await body()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key.toString()]).catch(() => undefined)
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** A new connection with the adapter's own settings (DATABASE_URL), outside its pool. */
export function adapterClient(adapter: PostgresAdapter): () => Client {
  return () => new adapter.pg.Client(adapter.poolOptions) as unknown as Client
}

/**
 * Payload applies migrations from two places: the launcher's prepare step before dev, build and
 * start (src/seed/cli.ts), and every production server when it first connects (`prodMigrations`,
 * a container started without the launcher). Payload reads which migrations ran, then runs the
 * others, with nothing stopping a second process from doing the same at the same moment: two
 * release steps on an empty database failed one of them on a duplicate enum type (issue 27).
 * Here every `migrate` holds an advisory lock: one process migrates, the others wait, then read
 * the migrations table again and find nothing to do.
 */
export function withMigrationLock(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return patchAdapter(adapterObj, (adapter) => {
    const payloadMigrate = adapter.migrate
    adapter.migrate = async function lockedMigrate(this: PostgresAdapter, migrateArgs) {
      return withAdvisoryLock(
        adapterClient(this),
        MIGRATION_LOCK_KEY,
        () => payloadMigrate.call(this, migrateArgs),
        () => this.payload.logger.info('Migrations: another process is migrating this database; waiting for it.'),
      )
    } as PostgresAdapter['migrate']
  })
}
