import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  BODY_LIMITS,
  BODY_TOO_LARGE_HEADER,
  CHUNKED_BODY_LIMIT,
  holdBody,
  limitRequestBody,
  readBody,
} from '#src/server/body-limit.ts'
import { requestProblem } from '#src/server/request-guard.ts'
import { serverFunctionBodyProblem } from '#src/server/staff-gate.ts'

/**
 * The production server's body limit on a real socket (src/server/body-limit.ts), with a stand-in
 * for Next.js that reads the whole body and says what it got.
 */
let server: http.Server
let port: number

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0]!
    limitRequestBody(req, res, pathname, async () => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      if (res.writableEnded) return
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify({ bytes: Buffer.concat(chunks).length, marked: req.headers[BODY_TOO_LARGE_HEADER] ?? null }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** Sends `total` bytes (chunked unless `length` is given), stopping at the answer. */
function send(
  path: string,
  total: number,
  length?: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      agent: false,
      headers: {
        ...headers,
        ...(length === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
      },
    })
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, sent })
        request.destroy()
      })
    })
    request.on('error', (error) => (answered ? undefined : reject(error)))
    const piece = Buffer.alloc(16 * 1024, 0x61)
    const write = () => {
      while (!answered && sent < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - sent))
        sent += part.length
        if (!request.write(part)) return void request.once('drain', write)
      }
      if (!answered) request.end()
    }
    write()
  })
}

describe('the production server’s body limit', () => {
  it('hands a chunked body within the limit to the route, whole', async () => {
    const response = await send('/api/posts', 200_000)
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ bytes: 200_000, marked: null })
  })

  it('answers 413 to a chunked body past 1 MB without reading the rest', async () => {
    const response = await send('/api/posts', 50 * 1024 * 1024)
    expect(response.status).toBe(413)
    expect(response.sent).toBeLessThan(30 * 1024 * 1024)
  })

  it('answers 413 to a declared length over the limit before the body comes', async () => {
    const response = await send('/api/posts', 10, BODY_LIMITS.other + 1)
    expect(response.status).toBe(413)
  })

  it('lets the site’s own endpoints answer for themselves: empty body, marked too large', async () => {
    const chunkedResponse = await send('/api/contact', 5 * 1024 * 1024)
    expect(JSON.parse(chunkedResponse.body)).toEqual({ bytes: 0, marked: '1' })
    const declared = await send('/api/auth/session', 10, BODY_LIMITS.session + 1)
    expect(JSON.parse(declared.body)).toEqual({ bytes: 0, marked: '1' })
  })

  it('removes a client’s own too-large marker', async () => {
    const response = await send('/api/contact', 100, undefined, { [BODY_TOO_LARGE_HEADER]: '1' })
    expect(JSON.parse(response.body)).toEqual({ bytes: 100, marked: null })
  })

  it('holds chunked bodies to the smaller of the route’s limit and 1 MB', () => {
    expect(CHUNKED_BODY_LIMIT).toBe(1024 * 1024)
  })
})

describe('readBody (the routes’ side)', () => {
  it('stops reading at the limit whatever Content-Length says', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const request = new Request('http://x/', {
      method: 'POST',
      body,
      headers: { 'content-length': '5' },
      duplex: 'half',
    } as RequestInit)
    await expect(readBody(request, 10_000)).rejects.toThrow(/larger than 10000 bytes/)
    expect(pulled).toBeLessThan(20_000)
  })
})

describe('requests refused before Next.js', () => {
  it.each([
    ['TRACE', '/', 405],
    ['PROPFIND', '/api/posts', 405],
    ['GET', '/%', 400],
    ['GET', '/%ff', 400],
    ['GET', '/admin/%', 400],
    ['GET', '/?q=%', 400],
    ['GET', 'http://evil.example/', 400],
    ['POST', '/plans', 405],
    ['POST', '/admin', 405],
  ])('%s %s → %i', (method, url, status) => {
    expect(requestProblem(method, url)?.status).toBe(status)
  })

  it.each([
    ['GET', '/blog/1?page=2'],
    ['GET', '/%C3%A1'],
    ['POST', '/api/contact'],
    ['DELETE', '/api/posts/1'],
    ['OPTIONS', '/api/posts'],
  ])('lets %s %s through', (method, url) => {
    expect(requestProblem(method, url)).toBeNull()
  })

  it('lets the admin’s server functions (Next-Action) through', () => {
    expect(requestProblem('POST', '/admin/collections/posts', { 'next-action': 'abc' })).toBeNull()
  })
})

/** A stand-in for Next.js that reads the whole body and answers it (as `format` writes it). */
const echoBody =
  (req: http.IncomingMessage, res: http.ServerResponse, format: (body: string) => string) => async () => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    res.end(format(Buffer.concat(chunks).toString('utf8')))
  }

describe('a body inspected before Next.js sees it (server functions, src/server/staff-gate.ts)', () => {
  let inspected: http.Server
  let inspectedPort: number

  beforeAll(async () => {
    inspected = http.createServer((req, res) => {
      limitRequestBody(
        req,
        res,
        '/admin',
        echoBody(req, res, (body) => JSON.stringify({ body })),
        serverFunctionBodyProblem,
      )
    })
    await new Promise<void>((resolve) => inspected.listen(0, '127.0.0.1', resolve))
    inspectedPort = (inspected.address() as AddressInfo).port
  })

  afterAll(async () => {
    inspected.closeAllConnections()
    await new Promise((resolve) => inspected.close(resolve))
  })

  const post = async (body: string, type: string, chunked = false) => {
    const response = await fetch(`http://127.0.0.1:${inspectedPort}/admin`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: chunked ? new Blob([body]).stream() : body,
      ...(chunked ? { duplex: 'half' } : {}),
    } as RequestInit)
    return { status: response.status, body: await response.text() }
  }

  it('hands React’s reply format to the route, whole, declared or chunked', async () => {
    const call = '[{"name":"form-state","args":{}}]'
    expect(await post(call, 'text/plain;charset=UTF-8')).toEqual({ status: 200, body: JSON.stringify({ body: call }) })
    expect((await post(call, 'text/plain;charset=UTF-8', true)).status).toBe(200)
    const form = `--b\r\nContent-Disposition: form-data; name="0"\r\n\r\n[1]\r\n--b--\r\n`
    expect((await post(form, 'multipart/form-data; boundary=b')).status).toBe(200)
  })

  it('answers 400 to anything else, before the route sees it', async () => {
    for (const [body, type] of [
      ['garbage{', 'text/plain'],
      ['{"name":"x"}', 'text/plain'],
      ['garbage', 'multipart/form-data; boundary=b'],
      ['a=1', 'application/x-www-form-urlencoded'],
    ] as const) {
      const response = await post(body, type)
      expect(response.status, `${type} ${body}`).toBe(400)
      expect(JSON.parse(response.body).errors[0].message).toMatch(/server function/)
    }
  })
})

/**
 * The production server decides whether a request may pass (the staff gate verifies its token
 * with jose, asynchronously) before it installs the body limit; Node's parser pushes the body
 * meanwhile. Without the hold, the inspector saw only what arrived after the decision (a server
 * function's arguments answered 400 "not a JSON array" in the e2e suite).
 */
describe('a body limit installed after an asynchronous decision', () => {
  it('gets the whole body: what arrived meanwhile is held and replayed in order', async () => {
    const inspected: string[] = []
    const late = http.createServer((req, res) => {
      const body = holdBody(req)
      // Stands for the token's verification: the whole body arrives before it ends.
      setTimeout(() => {
        body.release()
        limitRequestBody(
          req,
          res,
          '/admin',
          echoBody(req, res, (body) => body),
          (whole) => {
            inspected.push(whole.toString('utf8'))
            return null
          },
        )
        body.replay()
      }, 100)
    })
    await new Promise<void>((resolve) => late.listen(0, '127.0.0.1', resolve))
    try {
      const payload = '[{"name":"form-state","args":"x"}]'
      const response = await fetch(`http://127.0.0.1:${(late.address() as AddressInfo).port}/admin`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: payload,
        signal: AbortSignal.timeout(5000),
      })
      expect(await response.text()).toBe(payload)
      expect(inspected).toEqual([payload])
    } finally {
      late.closeAllConnections()
      await new Promise((resolve) => late.close(resolve))
    }
  })
})
