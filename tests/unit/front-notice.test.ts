import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { frontChangeProblems, frontChangeUrls, productionStartProblems } from '#src/config/checks.ts'
import { signals } from '#src/config/signals.ts'
import { tellFrontsContentChanged } from '#src/data/front-notice.ts'
import { freePort } from '#scripts/lib/network.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('FRONT_CHANGE_URLS', () => {
  it('lists each front, and names the variable for an address that is not one', () => {
    expect(frontChangeUrls({})).toEqual([])
    expect(
      frontChangeUrls({ FRONT_CHANGE_URLS: ' http://front-1:8081/front/changed, http://front-2:8081/front/changed ' }),
    ).toEqual(['http://front-1:8081/front/changed', 'http://front-2:8081/front/changed'])
    expect(frontChangeProblems({ FRONT_CHANGE_URLS: 'front:8081' })).toEqual([
      expect.stringMatching(/^FRONT_CHANGE_URLS holds "front:8081", which is not an http\(s\) address/),
    ])
    expect(frontChangeUrls({ FRONT_CHANGE_URLS: 'ftp://front/changed' })).toEqual([])
    expect(productionStartProblems({ CITAYA_E2E_SERVE: '1', FRONT_CHANGE_URLS: 'nonsense' }).join('\n')).toMatch(
      /FRONT_CHANGE_URLS/,
    )
  })
})

describe('telling the fronts that content changed', () => {
  const notices: number[] = []
  let server: http.Server
  let port: number
  const saved = process.env.FRONT_CHANGE_URLS

  beforeAll(async () => {
    port = await freePort()
    server = http.createServer((request, response) => {
      if (request.method === 'POST' && request.url === '/front/changed') notices.push(Date.now())
      response.statusCode = request.url === '/front/changed' ? 204 : 404
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  })
  afterAll(() => {
    server.close()
    process.env.FRONT_CHANGE_URLS = saved
  })

  it('tells every front at once and again a moment later; a burst of changes is one notice each time', async () => {
    process.env.FRONT_CHANGE_URLS = `http://127.0.0.1:${port}/front/changed`
    const started = Date.now()
    // A release: many tags expired in a few milliseconds.
    for (let change = 0; change < 5; change++) tellFrontsContentChanged(1000)
    await sleep(500)
    expect(notices).toHaveLength(1)
    await sleep(1000)
    expect(notices).toHaveLength(2)
    expect(notices[1]! - started).toBeGreaterThanOrEqual(990)
    expect(signals.frontNotices.get('ok')).toBe(2)
  })

  it('counts a front that cannot be reached and says so in one line naming the variable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    process.env.FRONT_CHANGE_URLS = `http://127.0.0.1:${port}/elsewhere`
    tellFrontsContentChanged(50)
    await sleep(300)
    expect(signals.frontNotices.get('failed')).toBe(2)
    // Once, not per notice: a front that is down is an alert, not a flood of lines.
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/answered 404.*FRONT_CHANGE_URLS/)
    warn.mockRestore()
  })

  it('tells no one when no front is configured', async () => {
    delete process.env.FRONT_CHANGE_URLS
    const before = notices.length
    tellFrontsContentChanged(50)
    await sleep(200)
    expect(notices).toHaveLength(before)
  })
})
