import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { createAccount, uniqueEmail } from '#tests/e2e/support/firebase.ts'

/**
 * Issue 43, as an operator reads the production server: its metrics on a port of their own
 * (METRICS_PORT; the site's port has none), their series bounded whatever addresses are requested,
 * a request id in every answer and in every log line written for it (the contact delivery the
 * request started included), and no e-mail, name, message, password, token or cookie in any line
 * of the log; its traces at an OpenTelemetry collector, without what a visitor typed. `npm run
 * test:e2e` starts the server with METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT (a receiver that
 * keeps every export in E2E_OTLP_LOG) and keeps its log in E2E_SERVER_LOG; against a server
 * started otherwise these tests are skipped, saying so.
 */
const metricsUrl = process.env.E2E_METRICS_URL
const serverLog = process.env.E2E_SERVER_LOG
const otlpLog = process.env.E2E_OTLP_LOG
const emulator =
  process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${process.env.FIREBASE_AUTH_EMULATOR_PORT || 9099}`

test.describe('what an operator sees of the production server', () => {
  test.skip(
    !metricsUrl || !serverLog,
    'the server was not started by npm run test:e2e (no E2E_METRICS_URL, E2E_SERVER_LOG)',
  )

  test('metrics on their own port, none on the site, series bounded over 1,000 addresses', async ({ request }) => {
    expect((await request.get('/metrics')).status()).toBe(404)
    const scrape = async () => {
      const response = await fetch(metricsUrl!)
      expect(response.status).toBe(200)
      return response.text()
    }
    const httpSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('citaya_http_'))
    // One made-up address first, so its series (page, 404) exists before the count.
    expect((await request.get('/made-up-first')).status()).toBe(404)
    const before = await scrape()
    for (const name of [
      'citaya_http_request_duration_seconds_bucket',
      'citaya_jobs_oldest_due_age_seconds',
      'citaya_contact_deliveries{',
      'citaya_scheduled_overdue_seconds{',
      'citaya_database_pool_connections{',
      'citaya_database_errors_total',
      'citaya_cache_revalidations_total',
      'citaya_process_resident_memory_bytes',
      'citaya_nodejs_eventloop_lag_p99_seconds',
    ])
      expect(before, name).toContain(name)
    expect(before).toMatch(/^citaya_ready\{role="app"\} 1$/m)
    for (let i = 0; i < 1000; i += 20)
      await Promise.all(
        Array.from({ length: 20 }, async (_, j) => {
          const response = await request.get(`/made-up-${i + j}-${Math.random().toString(36).slice(2)}?n=${i + j}`)
          expect(response.status()).toBe(404)
        }),
      )
    const after = await scrape()
    expect(httpSeries(after).length).toBe(httpSeries(before).length)
    expect(after).not.toContain('made-up')
    const count = (text: string) =>
      Number(
        /^citaya_http_request_duration_seconds_count\{role="app",kind="page",status="404"\} (\d+)$/m.exec(text)?.[1],
      )
    expect(count(after) - count(before)).toBe(1000)
  })

  test('a request id in every answer, the front’s kept, and in the log with the delivery it started', async ({
    request,
  }) => {
    const first = (await request.get('/')).headers()['x-request-id']
    const second = (await request.get('/')).headers()['x-request-id']
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).not.toBe(first)
    const fromFront = `e2e${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.slice(0, 32)
    const echoed = await request.get('/plans', { headers: { 'x-request-id': fromFront } })
    expect(echoed.headers()['x-request-id']).toBe(fromFront)
    const refused = await request.get('/plans', { headers: { 'x-request-id': 'bad id\twith tab' } })
    expect(refused.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    // A contact message and a doctor's sign-in: the personal data and secrets a log must not hold.
    const email = uniqueEmail('log-check')
    const name = `Dra. Registro ${Math.random().toString(36).slice(2, 8)}`
    const body = `Mensaje privado ${Math.random().toString(36).slice(2)} sobre mi consultorio`
    const contactId = `contact${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.slice(0, 32)
    const posted = await request.post('/api/contact', {
      headers: { accept: 'application/json', 'x-request-id': contactId },
      form: { name, email, subject: 'Registro de prueba', message: body, submissionKey: crypto.randomUUID() },
    })
    expect(posted.status()).toBe(201)
    expect(posted.headers()['x-request-id']).toBe(contactId)

    const doctorEmail = uniqueEmail('log-doctor')
    const password = `Pw-${Math.random().toString(36).slice(2)}-x9`
    const doctorName = `Dra. Bitácora ${Math.random().toString(36).slice(2, 8)}`
    await createAccount(doctorEmail, password, doctorName)
    const signedIn = (await (
      await fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: doctorEmail, password, returnSecureToken: true }),
      })
    ).json()) as { idToken: string }
    const session = await request.post('/api/auth/session', { data: { idToken: signedIn.idToken, locale: 'es' } })
    expect(session.status()).toBe(200)
    const cookie = /__session=([^;]+)/.exec(session.headers()['set-cookie'] ?? '')?.[1]
    expect(cookie).toBeTruthy()
    expect((await request.get('/dashboard', { headers: { cookie: `__session=${cookie}` } })).status()).toBe(200)

    // The delivery the contact post started runs on this server (no worker here), after the answer.
    let lines: string[] = []
    await expect
      .poll(
        () => {
          lines = readFileSync(serverLog!, 'utf8').split('\n')
          return lines.some((line) => line.includes(contactId) && line.includes('delivered'))
        },
        { timeout: 30_000, message: 'the delivery of the message logs a line with its request id' },
      )
      .toBe(true)
    for (const line of lines.filter((l) => l.includes(contactId))) {
      expect(() => JSON.parse(line), line).not.toThrow()
      expect((JSON.parse(line) as { requestId?: string }).requestId).toBe(contactId)
    }
    const log = lines.join('\n')
    for (const secret of [
      email,
      name,
      body,
      doctorEmail,
      doctorName,
      password,
      signedIn.idToken,
      signedIn.idToken.slice(-40),
      cookie!,
      cookie!.slice(-40),
    ])
      expect(log.includes(secret), `the log holds ${secret.slice(0, 24)}…`).toBe(false)
  })

  test('traces reach the collector, one per request with its route, without the query string or cookies', async ({
    request,
  }) => {
    test.skip(!otlpLog, 'the server was not started by npm run test:e2e (no E2E_OTLP_LOG)')
    const typed = `secreto${Math.random().toString(36).slice(2, 10)}`
    const cookie = `cookie${Math.random().toString(36).slice(2, 14)}`
    // A request from a traced caller (a sampled W3C trace): the server samples what its caller did
    // (npm run test:e2e traces nothing else, OTEL_TRACES_SAMPLER=parentbased_always_off).
    const traceId = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')
    const traceparent = `00-${traceId}-${'1'.repeat(16)}-01`
    const answered = await request.get(`/en/plans?utm_term=${typed}`, {
      headers: { cookie: `__session=${cookie}`, traceparent },
    })
    expect(answered.status()).toBe(200)
    type Attribute = { key: string; value: { stringValue?: string; intValue?: string | number } }
    type Export = {
      resourceSpans?: Array<{
        resource?: { attributes?: Attribute[] }
        scopeSpans?: Array<{ spans?: Array<{ traceId: string; name: string; attributes?: Attribute[] }> }>
      }>
    }
    const spans = () =>
      readFileSync(otlpLog!, 'utf8')
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => (JSON.parse(line) as Export).resourceSpans ?? [])
        .flatMap((resource) =>
          (resource.scopeSpans ?? []).flatMap((scope) =>
            (scope.spans ?? []).map((span) => {
              const attributes = Object.fromEntries(
                [...(resource.resource?.attributes ?? []), ...(span.attributes ?? [])].map((a) => [
                  a.key,
                  String(a.value.stringValue ?? a.value.intValue ?? ''),
                ]),
              )
              return { traceId: span.traceId, name: span.name, attributes }
            }),
          ),
        )
    // Spans leave in batches every few seconds.
    await expect
      .poll(
        () =>
          spans().some(
            (span) =>
              span.traceId === traceId &&
              span.attributes['service.name'] === 'citaya-site' &&
              span.attributes['http.target'] === '/en/plans' &&
              span.attributes['http.status_code'] === '200' &&
              /plans/.test(span.attributes['next.route'] ?? span.name),
          ),
        { timeout: 30_000, message: `the span of GET /en/plans in trace ${traceId}, from service citaya-site` },
      )
      .toBe(true)
    // The server's other requests meanwhile (this test's own too) were not traced.
    expect(spans().every((span) => span.traceId === traceId)).toBe(true)
    const exported = readFileSync(otlpLog!, 'utf8')
    expect(exported.includes(typed), 'the collector got the query string').toBe(false)
    expect(exported.includes(cookie), 'the collector got the cookie').toBe(false)
  })
})
