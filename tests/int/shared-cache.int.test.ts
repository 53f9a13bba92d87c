import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '#scripts/lib/network.ts'

/**
 * The shared cache every instance reads (cache-handler.mjs) in a real Redis of its own: a page
 * whose render began before a publish expired its tag must not be served after that expiry, however
 * late the render wrote it. That is the race that left one instance showing the old landing after a
 * scheduled release (the scale test's check (o)).
 */
const REDIS_SERVER = '/usr/bin/redis-server'
const installed = existsSync(REDIS_SERVER)
if (!installed)
  console.warn(
    `[shared cache] SKIPPED: redis-server is not installed at ${REDIS_SERVER} (apt-get install -y redis-server).`,
  )

// What next.config.ts loads at the project's root (loaded the same way as src/config/shared-cache.ts does).
const { redisWithLocalFallback } = await import('../../cache-handler.mjs')
type Handler = ReturnType<typeof redisWithLocalFallback>
const TAG = 'global:landing:en'
const entry = (text: string) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags: [TAG],
  value: { kind: 'FETCH', data: { headers: {}, body: text, status: 200, url: '' }, revalidate: false },
})
const bodyOf = (found: unknown) => (found as { value: { data: { body: string } } } | null)?.value.data.body ?? null
const connectTo = (port: number) => createClient({ url: `redis://127.0.0.1:${port}` })
type Client = ReturnType<typeof connectTo>
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe.skipIf(!installed)('shared cache (Redis)', () => {
  let server: ChildProcess
  let client: Client
  let second: Client
  let handler: Handler
  // A second instance: its own process memory, the same Redis.
  let other: Handler

  beforeAll(async () => {
    const port = await freePort()
    server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    const connect = () => connectTo(port)
    const deadline = Date.now() + 10_000
    for (;;) {
      client = connect()
      try {
        await client.connect()
        break
      } catch (error) {
        // Not started yet: this client gave up; the next one tries again.
        if (client.isOpen) client.destroy()
        if (Date.now() > deadline) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    handler = redisWithLocalFallback(client, 'test:')
    second = connect()
    await second.connect()
    other = redisWithLocalFallback(second, 'test:')
  })

  afterAll(async () => {
    // The clients first: a server gone under a connected client is an error event.
    for (const each of [client, second]) each?.destroy()
    server?.kill('SIGKILL')
  })

  it('refuses a page rendered from content older than its tag’s expiry, on every instance', async () => {
    // A visitor's render begins (a miss) and reads the old content…
    expect(await handler.get('/en', { implicitTags: [] })).toBeNull()
    await tick()
    // …the publish commits and expires the tag (through another instance)…
    await other.revalidateTag(TAG)
    await tick()
    // …and the render ends after that, writing the old page.
    await handler.set('/en', entry('old landing'), {})
    expect(bodyOf(await handler.get('/en', { implicitTags: [] }))).toBeNull()
    expect(bodyOf(await other.get('/en', { implicitTags: [] }))).toBeNull()

    // A render that began after the expiry is kept and shared.
    await handler.set('/en', entry('new landing'), {})
    expect(bodyOf(await other.get('/en', { implicitTags: [] }))).toBe('new landing')
    expect(bodyOf(await handler.get('/en', { implicitTags: [] }))).toBe('new landing')
  })

  it('keeps a page whose render began after the last expiry, and expires it at the next one', async () => {
    await handler.revalidateTag(TAG)
    await tick()
    expect(await handler.get('/plans', { implicitTags: [] })).toBeNull()
    await handler.set('/plans', entry('plans'), {})
    expect(bodyOf(await other.get('/plans', { implicitTags: [] }))).toBe('plans')
    await tick()
    await other.revalidateTag(TAG)
    expect(await handler.get('/plans', { implicitTags: [] })).toBeNull()
  })
})
