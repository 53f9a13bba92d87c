import type { IncomingMessage, ServerResponse } from 'node:http'

import compression from 'compression'
import Negotiator from 'negotiator'
import vary from 'vary'

import { CompressedCache, type Encoding } from '#src/server/compression/cache.ts'

type Next = () => void
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void
/** The compression package is typed for Express; it reads only what Node's own objects have. */
type ExpressArgs = Parameters<ReturnType<typeof compression>>
const express = (req: IncomingMessage, res: ServerResponse) => [req, res] as unknown as [ExpressArgs[0], ExpressArgs[1]]

/** Bodies under this size are sent as they are (the compression package's default threshold). */
export const MIN_COMPRESSED_BYTES = 1024

/** Cache budget: the whole site, compressed both ways, takes a few megabytes (docs/performance.md). */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024

const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/** The client's best encoding of brotli and gzip (brotli on a tie: it is smaller), or none. */
export function acceptedEncoding(req: Pick<IncomingMessage, 'headers'>): Encoding | undefined {
  const [best] = new Negotiator(req).encodings(ENCODINGS, { preferred: ENCODINGS })
  return best as Encoding | undefined
}

/**
 * A response whose body can be compressed once and reused: a complete 200 answer to GET whose
 * ETag names its exact content (Next.js gives one to every prerendered page and its RSC data,
 * and to the files it serves), of a compressible type, not yet encoded, and not marked
 * no-transform. Streamed and per-request answers (dynamic pages, the API) have no ETag.
 */
export function isCacheable(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || res.statusCode !== 200 || !res.getHeader('etag')) return false
  const encoding = res.getHeader('content-encoding')
  if (encoding && encoding !== 'identity') return false
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('cache-control') ?? ''))) return false
  return compression.filter(...express(req, res))
}

type Chunk = { data: string | Uint8Array; encoding?: BufferEncoding }

const byteLength = ({ data, encoding }: Chunk) =>
  typeof data === 'string' ? Buffer.byteLength(data, encoding) : data.byteLength
const toBuffer = ({ data, encoding }: Chunk): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data, encoding)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data.buffer, data.byteOffset, data.byteLength)
const chunkOf = (data: unknown, encoding: unknown): Chunk => ({
  data: typeof data === 'string' || data instanceof Uint8Array ? data : String(data),
  encoding: typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined,
})

type Callback = () => void

/**
 * Holds back a cacheable response's headers and body until it ends, then sends the compressed
 * body from the cache (compressing it on a miss). Any other response goes straight through.
 * Installed before the streaming compression, which therefore wraps it and settles writeHead's
 * headers first (on-headers).
 */
function holdCacheable(req: IncomingMessage, res: ServerResponse, encoding: Encoding, cache: CompressedCache): void {
  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  const flushHeaders = res.flushHeaders
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided'
  let ended = false
  const chunks: Chunk[] = []

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (mode === 'undecided') {
      this.statusCode = statusCode
      const headers = rest.find((value) => typeof value === 'object' && value !== null)
      if (Array.isArray(headers)) mode = 'pass'
      else {
        for (const [name, value] of Object.entries(headers ?? {}))
          if (value !== undefined) this.setHeader(name, value as string)
        mode = isCacheable(req, this) ? 'hold' : 'pass'
      }
    }
    if (mode === 'hold') return this
    return writeHead.apply(this, [statusCode, ...rest] as Parameters<typeof writeHead>)
  } as typeof res.writeHead

  res.flushHeaders = function (this: ServerResponse) {
    if (mode !== 'hold') flushHeaders.call(this)
  }

  res.write = function (this: ServerResponse, chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (mode === 'undecided') this.writeHead(this.statusCode)
    if (mode === 'pass')
      return (write as (...args: unknown[]) => boolean).apply(this, [chunk, encodingOrCallback, callback])
    if (ended) return false
    const done = (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as Callback | undefined
    chunks.push(chunkOf(chunk, encodingOrCallback))
    if (done) process.nextTick(done)
    return true
  } as typeof res.write

  res.end = function (this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (mode === 'undecided') this.writeHead(this.statusCode)
    if (mode === 'pass')
      return (end as (...args: unknown[]) => ServerResponse).apply(this, [chunk, encodingOrCallback, callback])
    if (ended) return this
    ended = true
    const done = [chunk, encodingOrCallback, callback].find((value) => typeof value === 'function') as
      Callback | undefined
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(chunkOf(chunk, encodingOrCallback))
    void send(this, done)
    return this
  } as typeof res.end

  /**
   * The body is turned into bytes only when it must be compressed (a miss) or is too small to be:
   * on a hit the cache answers from the key alone. Next's ETag is a hash of the whole page plus its
   * length, and the ETag of a file it serves names its size and modification time, so (encoding,
   * path, ETag) names one compressed body. The query string is left out: it does not change what
   * an ETag names, and keeping it would let anyone force a new compression per made-up query.
   */
  async function send(response: ServerResponse, done?: Callback): Promise<void> {
    vary(response, 'Accept-Encoding')
    const size = chunks.reduce((total, chunk) => total + byteLength(chunk), 0)
    let payload: Buffer | undefined
    if (size >= MIN_COMPRESSED_BYTES) {
      const path = (req.url ?? '').split('?', 1)[0]
      const key = `${encoding}\n${path}\n${response.getHeader('etag')}`
      try {
        payload = await cache.get(key, () => Buffer.concat(chunks.map(toBuffer)), encoding)
        response.setHeader('Content-Encoding', encoding)
      } catch (error) {
        console.error('[compression] sending uncompressed:', error)
      }
    }
    payload ??= Buffer.concat(chunks.map(toBuffer))
    if (response.destroyed) return
    response.setHeader('Content-Length', payload.length)
    writeHead.call(response, response.statusCode)
    ;(end as (this: ServerResponse, chunk: Buffer, callback?: Callback) => ServerResponse).call(response, payload, done)
  }
}

/**
 * Compression for every response of the production server (next.config.ts turns Next's own
 * per-request gzip off). Cacheable responses are compressed once per content and reused from
 * `cache`; the rest stream through the compression package (brotli or gzip, flushed as Next
 * streams).
 */
export function createCompression(cache = new CompressedCache(DEFAULT_CACHE_BYTES)): Middleware {
  const held = new WeakSet<ServerResponse>()
  const streaming = compression({
    filter: (req, res) => {
      const [request, response] = [req as unknown as IncomingMessage, res as unknown as ServerResponse]
      return !(held.has(response) && isCacheable(request, response)) && compression.filter(req, res)
    },
  })
  return function compress(req, res, next) {
    const encoding = acceptedEncoding(req)
    if (encoding && req.method === 'GET') {
      held.add(res)
      holdCacheable(req, res, encoding, cache)
    }
    streaming(...express(req, res), next)
  }
}
