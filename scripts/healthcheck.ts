/**
 * The containers' healthchecks (docker-compose.yml; neither image has curl), one word each, so that
 * no engine has to carry a quoted script:
 *   node scripts/healthcheck.ts ready      the app's GET /api/health/ready on this container's PORT
 *   node scripts/healthcheck.ts database   DATABASE_URL answers a query (the worker, which serves no HTTP)
 * Exits 0 when healthy, 1 otherwise, within 4 s.
 */
// A module (top-level await below) without a static import: pg is loaded only by the check that uses it.
export {}

const [what] = process.argv.slice(2)

async function ready(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${process.env.PORT || '3000'}/api/health/ready`, {
    signal: AbortSignal.timeout(3500),
  })
  if (!response.ok) throw new Error(`readiness answered ${response.status}: ${await response.text()}`)
}

async function database(): Promise<void> {
  // Loaded here, not at the top: the app image, which asks `ready`, has no node_modules of its own
  // (the packages are in each deployment's build folder); the worker's image, which asks this, has pg.
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    await client.query('SELECT 1')
  } finally {
    await client.end()
  }
}

const checks: Record<string, () => Promise<void>> = { ready, database }
const run = checks[what ?? '']
if (!run) {
  console.error('usage: node scripts/healthcheck.ts ready|database')
  process.exit(2)
}
try {
  await run()
  process.exit(0)
} catch (error) {
  console.error(`unhealthy: ${(error as Error).message}`)
  process.exit(1)
}
