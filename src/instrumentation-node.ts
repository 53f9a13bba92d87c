import { env } from '#src/config/env.ts'

/**
 * The start-up of a Node.js server (src/instrumentation.ts): the production checks, tracing when a
 * collector is set, then the shared cache's first fill.
 */
export async function registerNode(): Promise<void> {
  await import('#src/config/startup.ts')
  const { registerTracing } = await import('#src/observability/tracing.ts')
  await registerTracing()
  if (env.redisUrl() && !env.isBuildPhase()) {
    const { registerInitialCacheOnce } = await import('#src/config/shared-cache.ts')
    await registerInitialCacheOnce()
  }
}
