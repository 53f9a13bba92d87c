import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentChanged } from '#src/config/content-changes.ts'
import { ownServerJson } from '#src/server/own-server.ts'

/** The proxy's copies of its own endpoints (redirect rules, known paths): how old a copy it may answer with. */
describe('ownServerJson', () => {
  let server: Server
  let version = 1
  let previousPort: string | undefined

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ version }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    previousPort = process.env.PORT
    process.env.PORT = String((server.address() as AddressInfo).port)
  })

  afterAll(async () => {
    process.env.PORT = previousPort
    await new Promise((resolve) => server.close(resolve))
  })

  const isVersion = (value: unknown): value is { version: number } =>
    typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'number'

  it('after a quiet spell, answers with the endpoint as it is now, not the copy from before', async () => {
    version = 1
    const read = ownServerJson('/anything', isVersion, 50)
    expect(await read()).toEqual({ version: 1 })
    version = 2
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await read()).toEqual({ version: 2 })
  })

  it('within the time to live, reuses its copy', async () => {
    version = 1
    const read = ownServerJson('/anything', isVersion, 10_000)
    expect(await read()).toEqual({ version: 1 })
    version = 2
    expect(await read()).toEqual({ version: 1 })
  })

  it('drops its copy as soon as this process expires cache tags: the next caller waits for the fresh one', async () => {
    version = 1
    const read = ownServerJson('/anything', isVersion, 10_000)
    expect(await read()).toEqual({ version: 1 })
    version = 2
    // A publish in this process (src/data/revalidate.ts): a page just published is known at once.
    contentChanged()
    expect(await read()).toEqual({ version: 2 })
    version = 3
    expect(await read()).toEqual({ version: 2 })
  })

  it('does not hand a read begun before a change to a caller after it', async () => {
    // Answers only when released, each request with the version it arrived at.
    const waiting: Array<() => void> = []
    const slow = createServer((_request, response) => {
      const answer = version
      waiting.push(() => response.end(JSON.stringify({ version: answer })))
    })
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    const port = process.env.PORT
    process.env.PORT = String((slow.address() as AddressInfo).port)
    try {
      version = 1
      const read = ownServerJson('/anything', isVersion, 10_000)
      const before = read()
      await new Promise((resolve) => setTimeout(resolve, 50))
      version = 2
      contentChanged()
      const after = read()
      await new Promise((resolve) => setTimeout(resolve, 50))
      for (const release of waiting.splice(0)) release()
      expect(await before).toEqual({ version: 1 })
      expect(await after).toEqual({ version: 2 })
    } finally {
      process.env.PORT = port
      await new Promise((resolve) => slow.close(resolve))
    }
  })
})
