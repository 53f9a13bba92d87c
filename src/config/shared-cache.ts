import { registerInitialCache } from '@fortedigital/nextjs-cache-handler/instrumentation'
import type { RedisClientType } from 'redis'

import { env } from '#src/config/env.ts'

/**
 * Copies the build's prerendered pages and data into the shared Redis cache, once per deployment:
 * the first instance of a deployment to start takes a lock (SET NX, with an expiry in case it dies
 * half-way) and marks the deployment done when it finished; instances started later skip it.
 * Entries already written at run time by another instance are kept (setOnlyIfNotExists): they are
 * newer than the build. Redis down at start: skipped with one line; pages then render on demand.
 */
export async function registerInitialCacheOnce(): Promise<void> {
  // The database was restored since this build (scripts/server.ts): its pages show replaced content.
  if (env.contentRestoredSinceBuild()) return
  const { default: CacheHandler, cacheKeyPrefix, sharedRedis } = await import('../../cache-handler.mjs')
  const client = sharedRedis() as RedisClientType
  const prefix: string = cacheKeyPrefix()
  const deadline = Date.now() + 3000
  while (!client.isReady && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  if (!client.isReady) {
    console.error(
      "[cache] Redis is not reachable at start: the build's pages were not copied to the shared cache; they render on first visit.",
    )
    return
  }
  try {
    if (await client.get(`${prefix}initial-cache:done`)) return
    const locked = await client.set(`${prefix}initial-cache:lock`, String(process.pid), { NX: true, EX: 300 })
    if (!locked) return
    const started = Date.now()
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true })
    await client.set(`${prefix}initial-cache:done`, new Date().toISOString())
    console.log(`[cache] build's pages copied to the shared cache for this deployment in ${Date.now() - started} ms`)
  } catch (error) {
    console.error(
      `[cache] copying the build's pages to the shared cache failed (${(error as Error).message}); they render on first visit.`,
    )
  }
}
