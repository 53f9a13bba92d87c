import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Compressed once, so the effort can be high: brotli 9 and gzip 9 (measured on the 80 kB terms
 * page: 10 ms and 2 ms once, against 1.4 ms of gzip 6 on every request before; docs/performance.md).
 * Runs on libuv's thread pool, never on the event loop.
 */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    })
  }
  return gzip(body, { level: 9 })
}

/**
 * Compressed bodies of responses that name their exact content, kept most recently used first
 * within a byte budget. The key is the caller's (encoding, path, validator), so a changed
 * document (a new ETag after revalidation) is a new entry and the old one ages out. Concurrent
 * misses for one key share a single compression.
 */
export class CompressedCache {
  private readonly entries = new Map<string, Buffer>()
  private readonly pending = new Map<string, Promise<Buffer>>()
  private bytes = 0
  readonly maxBytes: number
  private readonly compressor: typeof compress

  constructor(maxBytes: number, compressor: typeof compress = compress) {
    this.maxBytes = maxBytes
    this.compressor = compressor
  }

  get size(): number {
    return this.entries.size
  }

  get usedBytes(): number {
    return this.bytes
  }

  /** The compressed body for `key`; `body()` is read and compressed only when it is neither cached nor under way. */
  async get(key: string, body: () => Buffer, encoding: Encoding): Promise<Buffer> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const underWay = this.pending.get(key)
    if (underWay) return underWay
    const work = this.compressor(body(), encoding)
      .then((compressed) => {
        this.store(key, compressed)
        return compressed
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, work)
    return work
  }

  private store(key: string, compressed: Buffer): void {
    if (compressed.length > this.maxBytes) return
    const previous = this.entries.get(key)
    if (previous) {
      this.entries.delete(key)
      this.bytes -= previous.length
    }
    this.entries.set(key, compressed)
    this.bytes += compressed.length
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= value.length
    }
  }
}
