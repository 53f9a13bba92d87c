import type { IncomingMessage, ServerResponse } from 'node:http'

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { signals } from '#src/config/signals.ts'
import { type Query, JOB_STATES, readQueueState } from '#src/observability/queue-state.ts'
import { routeKind, statusLabel } from '#src/observability/route-kind.ts'

/**
 * The Prometheus metrics of one process (an app instance: scripts/server.ts; the jobs worker:
 * src/jobs/worker.ts), served by ./metrics-server.ts on METRICS_PORT. Every name starts with
 * `citaya_`; every label has a fixed, small set of values (route kind, status code, task, state),
 * never an address, an id or anything a visitor sends. What each means and which alert reads it:
 * docs/operations.md#metrics-and-alerts.
 */
export type MetricsOptions = {
  /** `app` or `worker`: the `role` label Prometheus's alerts tell the processes apart by. */
  role: 'app' | 'worker'
  /** A query on the database, for the queue's state; its failure leaves those gauges out of the scrape. */
  query: Query
  /** Whether contact messages are also forwarded (CONTACT_FORWARD_URL): a message is delivered only then. */
  forwardConfigured: boolean
  /** 1 when the process could serve (the readiness check of /api/health/ready), else 0. */
  ready: () => Promise<boolean>
  /** The shared cache's state, for instances with REDIS_URL; undefined leaves the gauge out. */
  sharedCacheUp?: () => boolean | undefined
}

export type Metrics = {
  registry: Registry
  /** Records one HTTP request's kind, status and duration when its response ends or the client leaves. */
  observeRequest(req: IncomingMessage, res: ServerResponse): void
  /** Counts one run of the worker's loop (ok or failed) and its time. */
  workerRun(outcome: 'ok' | 'failed'): void
}

/** Seconds: from a static file out of memory (~1 ms) to a slow render or a stalled upstream. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry()
  registry.setDefaultLabels({ role: options.role })
  // Process memory, CPU, event-loop delay, handles, garbage collection: prom-client's own set.
  collectDefaultMetrics({ register: registry, prefix: 'citaya_' })

  const requests = new Histogram({
    name: 'citaya_http_request_duration_seconds',
    help: 'HTTP requests answered by this instance, by route kind and status code, and their duration',
    labelNames: ['kind', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })

  // The database's view, read once per scrape and shared by the gauges below.
  let snapshot: Promise<Awaited<ReturnType<typeof readQueueState>> | null> | null = null
  const queueState = () => {
    snapshot ??= readQueueState(options.query, options.forwardConfigured)
      .catch(() => {
        queryFailures.inc()
        return null
      })
      .finally(() => setTimeout(() => (snapshot = null), 500).unref())
    return snapshot
  }
  const queryFailures = new Counter({
    name: 'citaya_metrics_query_failures_total',
    help: 'Scrapes whose queue-state query failed (the database is away): the queue gauges were left out',
    registers: [registry],
  })

  new Gauge({
    name: 'citaya_jobs',
    help: 'Jobs not completed, by task and state (waiting for their moment, due, running, failed for good)',
    labelNames: ['task', 'state'] as const,
    registers: [registry],
    async collect() {
      const state = await queueState()
      this.reset()
      if (!state) return
      const tasks = new Set(state.jobs.map((job) => job.task))
      // Every state of every task seen, 0 included, so a rate or a comparison has a series to read.
      for (const task of tasks) for (const s of JOB_STATES) this.set({ task, state: s }, 0)
      for (const job of state.jobs) this.set({ task: job.task, state: job.state }, job.count)
    },
  })
  new Gauge({
    name: 'citaya_jobs_oldest_due_age_seconds',
    help: 'Seconds since the oldest due job (not running, not failed) became due; 0 when none is due',
    registers: [registry],
    async collect() {
      const state = await queueState()
      this.reset()
      if (state) this.set(state.oldestDueJobSeconds)
    },
  })
  new Gauge({
    name: 'citaya_contact_deliveries',
    help: 'Contact messages not yet delivered: pending (first attempt to come), retrying (an attempt failed), given up (no attempt left)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const state = await queueState()
      this.reset()
      if (state) for (const [name, count] of Object.entries(state.deliveries)) this.set({ state: name }, count)
    },
  })
  new Gauge({
    name: 'citaya_contact_delivery_oldest_retrying_age_seconds',
    help: 'Seconds since the oldest contact message still being retried was received; 0 when none is',
    registers: [registry],
    async collect() {
      const state = await queueState()
      this.reset()
      if (state) this.set(state.oldestRetryingDeliverySeconds)
    },
  })
  new Gauge({
    name: 'citaya_scheduled',
    help: 'Scheduled releases and legal versions taking effect later: pending (their moment to come) and failed',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      const state = await queueState()
      this.reset()
      for (const row of state?.scheduled ?? []) {
        this.set({ kind: row.kind, state: 'pending' }, row.pending)
        this.set({ kind: row.kind, state: 'failed' }, row.failed)
      }
    },
  })
  new Gauge({
    name: 'citaya_scheduled_overdue_seconds',
    help: 'Seconds since the moment of the oldest scheduled release or legal version past its moment and not done; 0 when none',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const state = await queueState()
      this.reset()
      for (const row of state?.scheduled ?? []) this.set({ kind: row.kind }, row.overdueSeconds)
    },
  })

  new Gauge({
    name: 'citaya_ready',
    help: '1 when this process can serve (database answers; for an instance, its build is on disk), else 0',
    registers: [registry],
    async collect() {
      this.set((await options.ready().catch(() => false)) ? 1 : 0)
    },
  })
  if (options.sharedCacheUp)
    new Gauge({
      name: 'citaya_shared_cache_up',
      help: '1 while the shared cache (Redis) is connected, 0 while this instance serves from its own memory',
      registers: [registry],
      collect() {
        const up = options.sharedCacheUp?.()
        this.reset()
        if (up !== undefined) this.set(up ? 1 : 0)
      },
    })
  new Counter({
    name: 'citaya_cache_revalidations_total',
    help: 'Cache tags expired: in an admin request, sent to /api/revalidate (from the worker, scripts), received there; ok or failed',
    labelNames: ['way', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const [key, count] of signals.revalidations) {
        const [way, outcome] = key.split(' ') as [string, string]
        this.inc({ way, outcome }, count)
      }
    },
  })
  new Counter({
    name: 'citaya_front_notices_total',
    help: 'Notices sent to the caching fronts that content changed (FRONT_CHANGE_URLS), ok or failed',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const [outcome, count] of signals.frontNotices) this.inc({ outcome }, count)
    },
  })
  new Gauge({
    name: 'citaya_database_pool_connections',
    help: "Payload's PostgreSQL pool: connections open, idle, and queries waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset()
      let total = 0
      let idle = 0
      let waiting = 0
      for (const pool of signals.pools) {
        total += pool.totalCount
        idle += pool.idleCount
        waiting += pool.waitingCount
      }
      this.set({ state: 'total' }, total)
      this.set({ state: 'idle' }, idle)
      this.set({ state: 'waiting' }, waiting)
    },
  })
  new Counter({
    name: 'citaya_database_errors_total',
    help: "Connection errors on Payload's PostgreSQL pool (a restart or failover drops every connection)",
    registers: [registry],
    collect() {
      this.reset()
      this.inc(signals.databaseErrors)
    },
  })

  const workerRuns = new Counter({
    name: 'citaya_worker_runs_total',
    help: "Runs of the worker's loop (due jobs every second), ok or failed (the database away)",
    labelNames: ['outcome'] as const,
    registers: options.role === 'worker' ? [registry] : [],
  })
  const lastRun = new Gauge({
    name: 'citaya_worker_last_run_timestamp_seconds',
    help: "When the worker's loop last finished a run, ok or not (Unix time)",
    registers: options.role === 'worker' ? [registry] : [],
  })

  return {
    registry,
    observeRequest(req, res) {
      const started = process.hrtime.bigint()
      const kind = routeKind(req.url)
      res.once('close', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9
        requests.observe({ kind, status: statusLabel(res.statusCode, res.writableFinished) }, seconds)
      })
    },
    workerRun(outcome) {
      workerRuns.inc({ outcome })
      lastRun.setToCurrentTime()
    },
  }
}
