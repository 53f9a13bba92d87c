import { spawn } from 'node:child_process'
import { type Server, createServer } from 'node:http'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withRequestId } from '#src/config/signals.ts'
import { DELIVERY_TASK } from '#src/contact/delivery/task.ts'
import { handleContactPost } from '#src/contact/submit.ts'
import { TAKES_EFFECT_TASK } from '#src/legal/takes-effect.ts'
import { type Metrics, createMetrics } from '#src/observability/metrics.ts'
import { freePort } from '#scripts/lib/network.ts'
import { startSmtpServer } from '#tests/int/contact-support.ts'

/**
 * Issue 43: the metrics read the queue's state from the database as an operator's alerts need it
 * (a delivery retrying, then given up; the oldest due job; a release or legal version past its
 * moment), and the HTTP metrics' series stay bounded whatever addresses are requested.
 */
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let forward: Server
let metrics: Metrics
type Pool = { query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

beforeAll(async () => {
  const [smtpPort, forwardPort] = await Promise.all([freePort(), freePort()])
  // The forward answers 500: every delivery attempt fails after the staff mail went out.
  forward = createServer((_req, res) => res.writeHead(500).end()).listen(forwardPort, '127.0.0.1')
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    SMTP_SKIP_VERIFY: 'true',
    CONTACT_FORWARD_URL: `http://127.0.0.1:${forwardPort}/hook`,
  })
  smtp = await startSmtpServer(smtpPort)
  const [{ default: config }, { getPayload }] = await Promise.all([import('#payload-config'), import('payload')])
  payload = await getPayload({ config })
  const pool = (payload.db as unknown as { pool: Pool }).pool
  metrics = createMetrics({
    role: 'worker',
    query: (text, values) => pool.query(text, values),
    forwardConfigured: true,
    ready: async () => Boolean(await pool.query('SELECT 1')),
  })
})

afterAll(async () => {
  delete process.env.CONTACT_FORWARD_URL
  await payload?.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
  await payload?.destroy()
  await smtp?.close()
  forward?.close()
})

/** The value of one series in a scrape, or undefined when the scrape has none. */
async function value(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((item) => item.name === name)
  const found = (metric?.values as { labels: Record<string, string | number>; value: number }[] | undefined)?.find(
    (entry) => Object.entries(labels).every(([key, wanted]) => String(entry.labels[key]) === wanted),
  )
  return found?.value
}

const run = (query: string) => payload.db.drizzle.execute(sql.raw(query))

describe('the queue state in the metrics', () => {
  it('follows a contact delivery from pending to retrying to given up, with the request id in its job', async () => {
    const before = {
      pending: (await value('citaya_contact_deliveries', { state: 'pending' })) ?? 0,
      retrying: (await value('citaya_contact_deliveries', { state: 'retrying' })) ?? 0,
      givenUp: (await value('citaya_contact_deliveries', { state: 'given_up' })) ?? 0,
    }
    const request = new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '198.51.100.43',
      },
      body: new URLSearchParams({
        name: 'Dra. Ana López',
        email: 'ana@example.com',
        subject: 'Metrics',
        message: 'Quiero una demo del asistente.',
      }).toString(),
    })
    const response = await withRequestId('request-from-the-front-0001', () =>
      handleContactPost(request, { payload, rateLimit: { max: 1000, windowMinutes: 60 } }),
    )
    expect(response.status).toBe(201)
    const [job] = (
      await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: DELIVERY_TASK } }, limit: 1 })
    ).docs
    expect(job?.input).toMatchObject({ requestId: 'request-from-the-front-0001' })
    await new Promise((resolve) => setTimeout(resolve, 600)) // the scrape's snapshot lives 500 ms
    expect(await value('citaya_contact_deliveries', { state: 'pending' })).toBe(before.pending + 1)
    expect(await value('citaya_jobs', { task: DELIVERY_TASK, state: 'due' })).toBe(1)

    await payload.jobs.runByID({ id: job!.id })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(smtp.mails).toHaveLength(1)
    expect(await value('citaya_contact_deliveries', { state: 'retrying' })).toBe(before.retrying + 1)
    expect(await value('citaya_contact_deliveries', { state: 'pending' })).toBe(before.pending)
    // Received an hour ago: the alert's condition (docker/prometheus/alerts.yml).
    await run(`update contact_messages set created_at = now() - interval '61 minutes' where subject = 'Metrics'`)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await value('citaya_contact_delivery_oldest_retrying_age_seconds')).toBeGreaterThanOrEqual(3660)

    // Its retries used up: Payload marks the job failed for good.
    await run(`update payload_jobs set has_error = true, processing = false where id = ${job!.id}`)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await value('citaya_contact_deliveries', { state: 'given_up' })).toBe(before.givenUp + 1)
    expect(await value('citaya_contact_deliveries', { state: 'retrying' })).toBe(before.retrying)
    expect(await value('citaya_jobs', { task: DELIVERY_TASK, state: 'failed' })).toBe(1)
  })

  it('shows the oldest due job, and a legal version and a release past their moment', async () => {
    // This file's own copy of the database: the seed's jobs (never run here) are cleared first.
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await value('citaya_jobs_oldest_due_age_seconds')).toBe(0)
    const tenMinutesAgo = new Date(Date.now() - 600_000)
    await payload.jobs.queue({
      task: TAKES_EFFECT_TASK,
      input: { at: tenMinutesAgo.toISOString() },
      waitUntil: tenMinutesAgo,
    })
    await run(
      `insert into releases (name, status, scheduled_at) values ('metrics-overdue', 'scheduled', now() - interval '5 minutes')`,
    )
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await value('citaya_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(600)
    expect(await value('citaya_scheduled_overdue_seconds', { kind: 'legal_version' })).toBeGreaterThanOrEqual(600)
    expect(await value('citaya_scheduled_overdue_seconds', { kind: 'release' })).toBeGreaterThanOrEqual(300)
    expect(await value('citaya_ready')).toBe(1)
    await run(`delete from releases where name = 'metrics-overdue'`)
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: TAKES_EFFECT_TASK } } })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await value('citaya_scheduled_overdue_seconds', { kind: 'release' })).toBe(0)
    expect(await value('citaya_scheduled_overdue_seconds', { kind: 'legal_version' })).toBe(0)
  })
})

describe('the HTTP metrics', () => {
  it('keep the same series after 1,000 distinct addresses', async () => {
    const port = await freePort()
    const server = createServer((req, res) => {
      metrics.observeRequest(req, res)
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200).end('ok')
    }).listen(port, '127.0.0.1')
    const series = async () =>
      (await metrics.registry.metrics()).split('\n').filter((line) => line.startsWith('citaya_http_request_duration'))
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.text())
    await Promise.all(['/', '/missing', '/api/contact', '/_next/static/a.js'].map(get))
    const first = await series()
    for (let i = 0; i < 1000; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => get(`/${j % 2 ? 'missing' : 'page'}-${i + j}?q=${i + j}`)))
    const after = await series()
    server.close()
    expect(after.length).toBe(first.length)
    expect(after.join('\n')).not.toMatch(/page-\d|missing-\d/)
    expect(after.join('\n')).toMatch(
      /^citaya_http_request_duration_seconds_count\{role="worker",kind="page",status="404"\} 501$/m,
    )
  })
})

describe('the worker (payload run src/jobs/worker.ts, as npm run worker starts it)', () => {
  it('serves its own metrics, and logs JSON lines with the request id of the delivery it runs, without the message', async () => {
    const root = path.resolve(import.meta.dirname, '..', '..')
    const metricsPort = await freePort()
    const email = `worker-${Date.now()}@example.com`
    const message = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        name: 'Dra. Obrera',
        email,
        subject: 'Worker',
        message: 'Un mensaje que ningún log guarda.',
        language: 'es',
        status: 'new',
      },
    })
    await payload.jobs.queue({
      task: DELIVERY_TASK,
      input: { messageId: message.id, requestId: 'request-for-the-worker-01' },
    })
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      CITAYA_NO_JOBS: '0',
      METRICS_PORT: String(metricsPort),
      SMTP_HOST: '',
      CONTACT_FORWARD_URL: '',
    }
    const worker = spawn(path.join(root, 'node_modules', '.bin', 'payload'), ['run', 'src/jobs/worker.ts'], {
      cwd: root,
      env,
      detached: true,
    })
    let output = ''
    worker.stdout.on('data', (chunk) => (output += chunk))
    worker.stderr.on('data', (chunk) => (output += chunk))
    try {
      await expect
        .poll(() => output.includes('delivered'), { timeout: 60_000, message: `the worker delivers it:\n${output}` })
        .toBe(true)
      const lines = output.split('\n').filter((line) => line.includes('request-for-the-worker-01'))
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines)
        expect((JSON.parse(line) as { requestId: string }).requestId).toBe('request-for-the-worker-01')
      expect(output).not.toContain(email)
      expect(output).not.toContain('ningún log')
      // The run that delivered it is counted when it returns.
      let scrape = ''
      await expect
        .poll(
          async () => {
            scrape = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
            return scrape
          },
          { timeout: 10_000 },
        )
        .toMatch(/^citaya_worker_runs_total\{(?=[^}]*outcome="ok")(?=[^}]*role="worker")[^}]*\} [1-9]/m)
      expect(scrape).toMatch(/^citaya_ready\{role="worker"\} 1$/m)
      expect(scrape).toMatch(/^citaya_worker_last_run_timestamp_seconds\{role="worker"\} \d/m)
    } finally {
      process.kill(-worker.pid!, 'SIGTERM')
      await new Promise((resolve) => worker.once('exit', resolve))
    }
  })
})
