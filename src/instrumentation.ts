/** Runs once when a Next.js server starts; the checks live in a Node-only module. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./config/startup')
}
