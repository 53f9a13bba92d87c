import { env } from '#src/config/env.ts'

/** The start-up of a Node.js server (src/instrumentation.ts): the production checks, then the shared cache's first fill. */
export async function registerNode(): Promise<void> {
  await import('#src/config/startup.ts')
  if (env.redisUrl() && !env.isBuildPhase()) {
    const { registerInitialCacheOnce } = await import('#src/config/shared-cache.ts')
    await registerInitialCacheOnce()
  }
}
