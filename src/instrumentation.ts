import { env } from './config/env'

/** Runs once when a Next.js server starts; the checks live in a Node-only module. */
export async function register() {
  if (env.runtime() !== 'nodejs') return
  await import('./config/startup')
  if (env.redisUrl() && !env.isBuildPhase()) {
    const { registerInitialCacheOnce } = await import('./config/shared-cache')
    await registerInitialCacheOnce()
  }
}
