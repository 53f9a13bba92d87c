import { env } from '#src/config/env.ts'

/** Runs once when a Next.js server starts; the checks live in a Node-only module. */
export async function register() {
  if (env.runtime() !== 'nodejs') return
  await import('#src/config/startup.ts')
  if (env.redisUrl() && !env.isBuildPhase()) {
    const { registerInitialCacheOnce } = await import('#src/config/shared-cache.ts')
    await registerInitialCacheOnce()
  }
}
