/** Runs once when a Next.js server starts; the checks live in a Node-only module. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  await import('./config/startup')
  if (process.env.REDIS_URL?.trim() && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { registerInitialCacheOnce } = await import('./config/shared-cache')
    await registerInitialCacheOnce()
  }
}
