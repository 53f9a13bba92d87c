import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

/**
 * Payload's Postgres adapter with something of ours put around its methods once it exists: the
 * atomic job claims (job-claims.ts), the migration lock (migration-lock.ts) and the reconnecting
 * pool (database-connection.ts) each change the adapter `init` returns, and nothing else.
 */
export function patchAdapter(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
  patch: (adapter: PostgresAdapter) => void,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      patch(adapter)
      return adapter
    },
  }
}
