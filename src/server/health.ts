/**
 * Liveness and readiness of an app instance (GET /api/health/live, /api/health/ready), asked by
 * the container engine's healthchecks (docker-compose.yml) and by whoever balances the instances
 * (docs/operations.md). Live: the process answers. Ready: it can serve pages of its deployment:
 * the database answers and the build it serves is on disk. The shared cache (Redis) is reported
 * but does not make an instance unready: when Redis is down every instance is in the same state,
 * each serves from its own memory (cache-handler.mjs), and taking them all out would turn a
 * slower spread of edits into an outage.
 */

export type SharedCacheState = 'not-configured' | 'connected' | 'unreachable'

export type ReadinessProbes = {
  /** Resolves when the database answers a query; rejects otherwise. */
  database(): Promise<void>
  /** The BUILD_ID of the build on disk, or null when there is none. */
  buildId(): string | null
  sharedCache(): SharedCacheState
}

export type Readiness = {
  status: 200 | 503
  body: {
    ready: boolean
    database: 'ok' | 'unreachable'
    build: string | null
    deployment: string | null
    sharedCache: SharedCacheState
  }
}

/** A database that does not answer within this is unready: the balancer should try another instance. */
export const DATABASE_TIMEOUT_MS = 2000

export async function readiness(probes: ReadinessProbes, env: Record<string, string | undefined>): Promise<Readiness> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const database = await Promise.race([
    probes.database().then(() => 'ok' as const),
    new Promise<'unreachable'>((resolve) => {
      timer = setTimeout(() => resolve('unreachable'), DATABASE_TIMEOUT_MS)
    }),
  ])
    .catch(() => 'unreachable' as const)
    .finally(() => clearTimeout(timer))
  const build = probes.buildId()
  const ready = database === 'ok' && build !== null
  return {
    status: ready ? 200 : 503,
    body: {
      ready,
      database,
      build,
      deployment: env.DEPLOYMENT_ID?.trim() || null,
      sharedCache: probes.sharedCache(),
    },
  }
}

/** The shared cache's Redis client (cache-handler.mjs keeps one per process on globalThis). */
export function sharedCacheState(env: Record<string, string | undefined>): SharedCacheState {
  if (!env.REDIS_URL?.trim()) return 'not-configured'
  const client = (globalThis as Record<symbol, { isReady?: boolean } | undefined>)[Symbol.for('citaya.redis')]
  return client?.isReady ? 'connected' : 'unreachable'
}

/** Health answers are about this instance at this moment: never kept by the front or a CDN. */
export const HEALTH_HEADERS = { 'cache-control': 'no-store' }
