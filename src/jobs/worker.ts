/**
 * `npm run worker` (scripts/run.ts starts it with `payload run`): the one jobs runner of a
 * several-instance deployment. Every second it runs the due jobs of the default queue (scheduled
 * publishing, scheduled releases, contact deliveries and their retries, the nightly content-health
 * check), one run at a time, as Payload's
 * `jobs:run --cron` did, plus what that command lacked (issue 27):
 * - a database restart or failover does not end it: the run fails, is logged once, and the next
 *   run after the database is back goes on (src/config/database-connection.ts keeps the pool's
 *   `error` events from ending the process);
 * - SIGTERM or SIGINT lets the run in progress finish (at most STOP_WAIT_MS), then hands back
 *   whatever it still holds (src/config/job-leases.ts) and exits 0; a SIGKILL leaves its claims
 *   to expire (src/config/job-claims.ts), and the next runner runs those jobs again.
 */
import config from '#payload-config'
import { getPayload } from 'payload'

import { metricsProblems, metricsSettings } from '#src/config/checks.ts'
import { env, processEnv } from '#src/config/env.ts'
import { handBackJobs } from '#src/config/job-leases.ts'
import { consoleToJsonLines } from '#src/observability/log.ts'
import { type Metrics, createMetrics } from '#src/observability/metrics.ts'
import { serveMetrics } from '#src/observability/metrics-server.ts'

/** Within a process manager's usual grace (Docker: 10 s; the launcher: 8 s) before its SIGKILL. */
const STOP_WAIT_MS = 6000
const EVERY_MS = 1000

for (const problem of metricsProblems(processEnv())) {
  console.error(`Configuration error: ${problem}`)
  process.exitCode = 1
}
if (process.exitCode) process.exit()
// Then JSON lines in production, like the instances' (src/observability/log.ts); Payload's own
// logger is configured the same way in payload.config.ts.
if (env.isProduction()) consoleToJsonLines()
const payload = await getPayload({ config })
const metrics = startMetrics()
let stopping = false
let failing = false
let wake: (() => void) | undefined

async function stop(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  wake?.()
  payload.logger.info(`[worker] ${signal}: finishing the jobs in progress (at most ${STOP_WAIT_MS / 1000} s)`)
  const { finished, handedBack } = await handBackJobs(STOP_WAIT_MS)
  payload.logger.info(
    `[worker] stopped: ${finished} job(s) finished${handedBack.length ? `, ${handedBack.join(', ')} handed back to the queue` : ''}`,
  )
  await payload.destroy().catch(() => undefined)
  process.exit(0)
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal))

payload.logger.info('[worker] running the default queue every second')
while (!stopping) {
  try {
    // Scheduled tasks (the nightly content-health check) are queued here, as the server's autoRun does.
    await payload.jobs.handleSchedules({ queue: 'default' })
    await payload.jobs.run({ queue: 'default' })
    if (failing) payload.logger.info('[worker] the database answers again: jobs run')
    failing = false
    metrics?.workerRun('ok')
  } catch (error) {
    metrics?.workerRun('failed')
    // Logged once per outage; the jobs stay in the queue and the next run picks them up.
    if (!failing)
      payload.logger.warn(`[worker] running jobs failed, retrying every second: ${(error as Error).message}`)
    failing = true
  }
  if (stopping) break
  await new Promise<void>((resolve) => {
    wake = resolve
    // On the next whole second, as Payload's cron ran: a post scheduled for 10:00:00 (the admin's
    // times are whole minutes) is published at 10:00:00, not up to a second later.
    setTimeout(resolve, EVERY_MS - (Date.now() % EVERY_MS) + 5)
  })
}
/**
 * With METRICS_PORT: the worker's own Prometheus metrics on that port (src/observability): its runs
 * and the last one's time, the queue's state, readiness (the database answers), Payload's pool and
 * prom-client's process metrics. docs/operations.md#metrics-and-alerts.
 */
function startMetrics(): Metrics | null {
  const settings = metricsSettings(processEnv())
  if (!settings) return null
  type Pool = { query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const created = createMetrics({
    role: 'worker',
    query: (sql, values) => pool.query(sql, values),
    forwardConfigured: Boolean(env.contactForwardUrl()),
    ready: async () => Boolean(await pool.query('SELECT 1')),
  })
  serveMetrics(created.registry, { port: settings.port, token: settings.token })
  return created
}

// The loop ends only by stop(), which exits; keep the module's top-level await pending until then.
await new Promise(() => undefined)
