import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CompressedCache, compress } from '#src/server/compression/cache.ts'
import { acceptedEncoding, createCompression } from '#src/server/compression/middleware.ts'

/** A page as long as the terms of service, so compression matters. */
const page = (version: string) =>
  `<!DOCTYPE html><html><body><h1>Términos ${version}</h1>${'<p>Cláusula de servicio.</p>'.repeat(3000)}</body></html>`

type Route = (req: IncomingMessage, res: ServerResponse) => void
const routes = new Map<string, Route>()
let currentTerms = page('v1')
let compressions = 0
const cache = new CompressedCache(64 * 1024 * 1024, (body, encoding) => {
  compressions += 1
  return compress(body, encoding)
})

/** Answers the way Next.js does: a prerendered page in one end() with an ETag of its content. */
const prerendered =
  (body: () => string, type = 'text/html; charset=utf-8'): Route =>
  (_req, res) => {
    const text = body()
    res.setHeader('Content-Type', type)
    res.setHeader('ETag', `"${text.length.toString(36)}-${text.slice(30, 60).length}-${text.includes('v2') ? 2 : 1}"`)
    res.setHeader('Content-Length', Buffer.byteLength(text))
    res.end(text)
  }

routes.set(
  '/terms',
  prerendered(() => currentTerms),
)
routes.set(
  '/small',
  prerendered(() => '<p>hola</p>'),
)
routes.set(
  '/logo.png',
  prerendered(() => 'PNG'.repeat(2000), 'image/png'),
)
routes.set('/no-transform', (req, res) => {
  res.setHeader('Cache-Control', 'no-transform')
  prerendered(() => currentTerms)(req, res)
})
routes.set('/missing', (_req, res) => {
  res.statusCode = 404
  res.setHeader('ETag', '"missing"')
  res.setHeader('Content-Type', 'text/html')
  res.end(page('not found'))
})
routes.set('/head-written', (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html', ETag: '"written"' })
  res.write(page('part one, '))
  res.end(page('part two'))
})
/** A streamed, per-request answer (a dynamic page): no ETag, flushed part by part. */
routes.set('/stream', (_req, res) => {
  res.setHeader('Content-Type', 'text/html')
  res.write(page('first part'))
  ;(res as ServerResponse & { flush?: () => void }).flush?.()
  setTimeout(() => res.end(page('second part')), 30)
})

let baseUrl = ''
const compression = createCompression(cache)
const server = createServer((req, res) =>
  compression(req, res, () => (routes.get((req.url ?? '').split('?')[0]) ?? ((_q, r) => r.end()))(req, res)),
)

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

type Raw = { status: number; headers: IncomingMessage['headers']; body: Buffer; text: string }

/** The bytes as sent, decoded here (fetch would decompress silently and hide what went over the wire). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: decoded.toString('utf8') })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }

describe('compression of the production server', () => {
  it('sends a prerendered page with brotli to a browser, complete and smaller', async () => {
    const response = await get('/terms', browser)
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(response.body.length).toBeLessThan(Buffer.byteLength(currentTerms) / 10)
    expect(response.text).toBe(currentTerms)
  })

  it('compresses a page once and answers later requests from the cache, byte for byte', async () => {
    currentTerms = page('v1')
    await get('/terms', browser)
    const before = compressions
    const [first, second] = await Promise.all([get('/terms', browser), get('/terms', browser)])
    expect(compressions).toBe(before)
    expect(first.body.equals(second.body)).toBe(true)
  })

  it('does not compress again for a query string, which does not change the page', async () => {
    currentTerms = page(`query ${Date.now()}`)
    await get('/terms', browser)
    const before = compressions
    for (const query of ['?utm_source=mail', '?a=1', '?a=2'])
      expect((await get(`/terms${query}`, browser)).text).toBe(currentTerms)
    expect(compressions).toBe(before)
  })

  it('compresses concurrent first requests for one page only once', async () => {
    currentTerms = page(`concurrent ${Date.now()}`)
    const before = compressions
    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/terms', browser)))
    expect(compressions - before).toBe(1)
    for (const response of responses) expect(response.text).toBe(currentTerms)
  })

  it('serves the new text as soon as a page changes (a new ETag), never the old compressed copy', async () => {
    currentTerms = page('v1')
    expect((await get('/terms', browser)).text).toContain('Términos v1')
    currentTerms = page('v2')
    const updated = await get('/terms', browser)
    expect(updated.text).toBe(currentTerms)
    expect(updated.text).not.toContain('Términos v1')
  })

  it('follows the client: gzip when brotli is not accepted, brotli when preferred, plain text when nothing is', async () => {
    currentTerms = page('v1')
    const gzip = await get('/terms', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.text).toBe(currentTerms)
    expect((await get('/terms', { 'accept-encoding': 'gzip;q=1, br;q=0.5' })).headers['content-encoding']).toBe('gzip')
    const plain = await get('/terms')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(currentTerms)
    expect(acceptedEncoding({ headers: { 'accept-encoding': 'identity' } })).toBeUndefined()
  })

  it('keeps headers given to writeHead and bodies written in parts', async () => {
    const response = await get('/head-written', browser)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.etag).toBe('"written"')
    expect(response.text).toBe(page('part one, ') + page('part two'))
  })

  it('streams per-request answers compressed, part by part', async () => {
    const response = await get('/stream', browser)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['transfer-encoding']).toBe('chunked')
    expect(response.text).toBe(page('first part') + page('second part'))
  })

  it('leaves alone what must not or need not be compressed', async () => {
    const small = await get('/small', browser)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.text).toBe('<p>hola</p>')
    expect((await get('/logo.png', browser)).headers['content-encoding']).toBeUndefined()
    expect((await get('/no-transform', browser)).headers['content-encoding']).toBeUndefined()
    const head = await get('/terms', browser, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('compresses error pages too, without caching them', async () => {
    const before = compressions
    const missing = await get('/missing', browser)
    expect(missing.status).toBe(404)
    expect(missing.text).toBe(page('not found'))
    expect(compressions).toBe(before)
  })
})

describe('the compressed-response cache', () => {
  it('drops the least recently used bodies when it is full', async () => {
    const stored = new CompressedCache(100, async (body) => body)
    const body = (n: number) => () => Buffer.alloc(40, n)
    await stored.get('a', body(1), 'gzip')
    await stored.get('b', body(2), 'gzip')
    await stored.get('a', body(9), 'gzip') // a is now the most recently used
    await stored.get('c', body(3), 'gzip')
    expect(stored.size).toBe(2)
    expect(stored.usedBytes).toBeLessThanOrEqual(100)
    expect((await stored.get('a', body(7), 'gzip'))[0]).toBe(1) // kept
    expect((await stored.get('b', body(8), 'gzip'))[0]).toBe(8) // evicted, made again
  })

  it('answers a compression whose entry was pushed out while it ran, and keeps no body larger than the budget', async () => {
    let finish: (body: Buffer) => void = () => {}
    const slow = new CompressedCache(100, (body) =>
      body.length === 1 ? new Promise<Buffer>((resolve) => (finish = resolve)) : Promise.resolve(body),
    )
    const pending = slow.get('slow', () => Buffer.from('s'), 'br')
    await slow.get('b', () => Buffer.alloc(60, 2), 'br')
    await slow.get('c', () => Buffer.alloc(60, 3), 'br') // pushes 'slow' out while it runs
    finish(Buffer.from('compressed'))
    expect((await pending).toString()).toBe('compressed')
    expect((await slow.get('huge', () => Buffer.alloc(101), 'br')).length).toBe(101)
    expect(slow.usedBytes).toBeLessThanOrEqual(100)
  })

  it('does not keep a failed compression', async () => {
    let calls = 0
    const failing = new CompressedCache(1000, async () => {
      calls += 1
      throw new Error('zlib failure')
    })
    await expect(failing.get('k', () => Buffer.from('x'), 'br')).rejects.toThrow('zlib failure')
    await expect(failing.get('k', () => Buffer.from('x'), 'br')).rejects.toThrow('zlib failure')
    expect(calls).toBe(2)
    expect(failing.size).toBe(0)
  })
})
