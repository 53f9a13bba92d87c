import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'
import { patchAdapter } from '#src/config/adapter.ts'
import { type PoolLike, countDatabaseError, signals } from '#src/config/signals.ts'

type PgClientLike = { on(event: 'error', listener: (error: Error) => void): unknown }
type PgPoolLike = PgClientLike & {
  on(event: 'connect' | 'acquire', listener: (client: PgClientLike) => void): unknown
  /** node-postgres's own list of the pool's clients (not part of its typed API). */
  _clients?: PgClientLike[]
}

/** One line per outage, not one per dropped connection (a pool of 10 loses 10 at once). */
const QUIET_MS = 10_000

/**
 * A PostgreSQL restart or failover ends every open connection ("57P01 terminating connection due
 * to administrator command", ECONNRESET). node-postgres reports that as an `error` event on the
 * pool (idle connections) or on the client (a connection checked out between two queries); with
 * nobody listening, Node ends the process: that is how a restart killed the jobs worker (issue 27).
 * Here both are listened to and logged; the broken connection is dropped by the pool, and the next
 * query opens a new one once the server is back. Meanwhile queries fail, and callers answer for
 * it (the contact form: 503 with its message; the jobs: retried on the next run).
 */
export function withReconnectingPool(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return patchAdapter(adapterObj, (adapter) => {
    const payloadConnect = adapter.connect
    let lastLogged = 0
    const lost = (error: Error & { code?: string }) => {
      // Every one counted (citaya_database_errors_total), one line per outage logged.
      countDatabaseError()
      if (Date.now() - lastLogged < QUIET_MS) return
      lastLogged = Date.now()
      adapter.payload.logger.warn(
        `[database] connection to PostgreSQL lost (${error.code ? `${error.code} ` : ''}${error.message}): new connections are opened as queries need them`,
      )
    }
    adapter.connect = async function connect(this: PostgresAdapter, options) {
      await payloadConnect?.call(this, options)
      const pool = this.pool as unknown as PgPoolLike | undefined
      if (!pool || (pool as { citayaListening?: boolean }).citayaListening) return
      ;(pool as { citayaListening?: boolean }).citayaListening = true
      // Its size, idle and waiting clients, read at each scrape (src/observability/metrics.ts).
      signals.pools.add(pool as unknown as PoolLike)
      pool.on('error', lost)
      // Every client, whenever the pool made it: the ones made before this point too (Payload's
      // connect checks one out and keeps it), and each one again as it is handed out, once.
      const listening = new WeakSet<PgClientLike>()
      const listen = (client: PgClientLike) => {
        if (listening.has(client)) return
        listening.add(client)
        client.on('error', lost)
      }
      for (const client of pool._clients ?? []) listen(client)
      pool.on('connect', listen)
      pool.on('acquire', listen)
    }
  })
}
