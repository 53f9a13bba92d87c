import { afterEach, describe, expect, it, vi } from 'vitest'

import { DATABASE_TIMEOUT_MS, readiness, sharedCacheState } from '#src/server/health.ts'

const up = { database: async () => {}, buildId: () => 'b1', sharedCache: () => 'connected' as const }

describe('readiness (GET /api/health/ready)', () => {
  afterEach(() => {
    vi.useRealTimers()
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('citaya.redis')]
  })

  it('is ready with the database answering and a build on disk', async () => {
    const result = await readiness(up, { DEPLOYMENT_ID: 'd1' })
    expect(result).toEqual({
      status: 200,
      body: { ready: true, database: 'ok', build: 'b1', deployment: 'd1', sharedCache: 'connected' },
    })
  })

  it('is not ready when the database refuses', async () => {
    const result = await readiness({ ...up, database: () => Promise.reject(new Error('ECONNREFUSED')) }, {})
    expect(result.status).toBe(503)
    expect(result.body).toMatchObject({ ready: false, database: 'unreachable' })
  })

  it('is not ready when the database does not answer in time', async () => {
    vi.useFakeTimers()
    const pending = readiness({ ...up, database: () => new Promise(() => {}) }, {})
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS)
    expect((await pending).body.database).toBe('unreachable')
  })

  it('is not ready without a build', async () => {
    const result = await readiness({ ...up, buildId: () => null }, {})
    expect(result.status).toBe(503)
  })

  it('stays ready with Redis unreachable, and says so', async () => {
    const result = await readiness({ ...up, sharedCache: () => 'unreachable' }, {})
    expect(result.status).toBe(200)
    expect(result.body.sharedCache).toBe('unreachable')
  })

  it("reads the shared cache's client state", () => {
    expect(sharedCacheState({})).toBe('not-configured')
    expect(sharedCacheState({ REDIS_URL: 'redis://r:6379/0' })).toBe('unreachable')
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('citaya.redis')] = { isReady: true }
    expect(sharedCacheState({ REDIS_URL: 'redis://r:6379/0' })).toBe('connected')
  })
})
