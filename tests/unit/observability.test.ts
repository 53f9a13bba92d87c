import { Writable } from 'node:stream'

import { pino } from 'pino'
import { Registry } from 'prom-client'
import { afterAll, describe, expect, it } from 'vitest'

import { metricsProblems, metricsSettings, productionStartProblems } from '#src/config/checks.ts'
import { currentRequestId, requestIdFrom, withRequestId } from '#src/config/signals.ts'
import { logOptions } from '#src/observability/log.ts'
import { serveMetrics } from '#src/observability/metrics-server.ts'
import { routeKind, statusLabel } from '#src/observability/route-kind.ts'
import { freePort } from '#scripts/lib/network.ts'

describe('routeKind: the one label of a request besides its status', () => {
  it.each([
    ['/', 'page'],
    ['/en/blog/una-entrada?page=2', 'page'],
    ['/privacy/2025-08-20/pdf', 'page'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/_next/image?url=%2Fmedia%2Fa.png&w=640&q=75', 'image'],
    ['/api/health/ready', 'health'],
    ['/api/contact', 'contact'],
    ['/api/auth/session', 'auth'],
    ['/api/media/file/cover.webp', 'media'],
    ['/api/posts?where[slug][equals]=x', 'api'],
    ['/admin/collections/posts', 'admin'],
    ['/robots.txt', 'file'],
    ['/administrator', 'page'],
  ])('%s is %s', (url, kind) => {
    expect(routeKind(url)).toBe(kind)
  })

  it('keeps 1,000 made-up addresses to one kind', () => {
    const kinds = new Set(Array.from({ length: 1000 }, (_, i) => routeKind(`/made-up-${i}/${Math.random()}`)))
    expect([...kinds]).toEqual(['page'])
  })

  it('labels a status by its code, and a client that left first as 499', () => {
    expect(statusLabel(200, true)).toBe('200')
    expect(statusLabel(503, true)).toBe('503')
    expect(statusLabel(200, false)).toBe('499')
  })
})

describe('request ids', () => {
  it("takes the front's id and refuses anything that could break a log line", () => {
    expect(requestIdFrom('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef')
    for (const bad of ['short', 'with space in it', 'x'.repeat(200), 'line\nbreak-1234', undefined]) {
      const made = requestIdFrom(bad)
      expect(made).not.toBe(bad)
      expect(made).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('is the current one inside its request and its promises, and none outside', async () => {
    expect(currentRequestId()).toBeUndefined()
    await withRequestId('request-abcdef12', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect(currentRequestId()).toBe('request-abcdef12')
    })
    expect(currentRequestId()).toBeUndefined()
  })
})

describe('log lines', () => {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'))
      done()
    },
  })
  const log = pino(logOptions(), sink)

  it('are JSON with the request id, and hold no e-mail, token, cookie or personal field', () => {
    lines.length = 0
    withRequestId('request-0000feed', () => {
      log.info('sign-in of ana.lopez@example.com with Bearer eyJhbGciOi.secret.part')
      log.warn({ email: 'ana.lopez@example.com', cookie: '__session=abc', msg: 'stored' })
      log.error({ err: new Error('Key (email)=(ana.lopez@example.com) already exists'), msg: 'insert failed' })
    })
    log.info('no request here')
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(parsed.slice(0, 3).map((line) => line.requestId)).toEqual(Array(3).fill('request-0000feed'))
    expect(parsed[3]!.requestId).toBeUndefined()
    const all = lines.join('\n')
    expect(all).not.toContain('ana.lopez@example.com')
    expect(all).not.toContain('eyJhbGciOi')
    expect(all).not.toContain('__session=abc')
    expect(all).toContain('[e-mail]')
  })
})

describe('metrics settings', () => {
  it('are off without METRICS_PORT and name the variable when wrong', () => {
    expect(metricsSettings({})).toBeNull()
    expect(metricsSettings({ METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(32) })).toEqual({
      port: 9464,
      token: 'a'.repeat(32),
    })
    expect(metricsProblems({ METRICS_PORT: 'abc' })).toEqual([expect.stringMatching(/^METRICS_PORT must be a port/)])
    expect(metricsProblems({ METRICS_PORT: '3000' })).toEqual([expect.stringMatching(/^METRICS_PORT is the site's/)])
    expect(metricsProblems({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN is shorter/),
    ])
    expect(metricsProblems({ METRICS_TOKEN: 'a'.repeat(32) })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN is set but METRICS_PORT/),
    ])
    expect(productionStartProblems({ CITAYA_E2E_SERVE: '1', METRICS_PORT: '0' }).join('\n')).toMatch(/METRICS_PORT/)
  })
})

describe('the metrics endpoint', () => {
  const registry = new Registry()
  const servers: { close(): void }[] = []
  afterAll(() => servers.forEach((server) => server.close()))

  it('answers only /metrics, and only with the token when one is set', async () => {
    const port = await freePort()
    const token = 't'.repeat(40)
    servers.push(serveMetrics(registry, { port, host: '127.0.0.1', token }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const url = `http://127.0.0.1:${port}`
    expect((await fetch(`${url}/metrics`)).status).toBe(401)
    expect((await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${'x'.repeat(40)}` } })).status).toBe(401)
    expect((await fetch(`${url}/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404)
    const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/)
  })
})
