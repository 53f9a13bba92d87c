import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
})
