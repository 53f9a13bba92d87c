import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

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

/** What a miss needs to make an entry: the body, read only then, and the encoding to compress it with. */
type Miss = { body: () => Buffer; encoding: Encoding }

/**
 * Compressed bodies of responses that name their exact content, kept most recently used first
 * within a byte budget (lru-cache's `maxSize`; a body larger than the whole budget is sent but
 * not kept). The key is the caller's (encoding, path, validator), so a changed document (a new
 * ETag after revalidation) is a new entry and the old one ages out. Concurrent misses for one key
 * share a single compression (lru-cache's `fetch`), and a failed compression is not kept.
 */
export class CompressedCache {
  private readonly entries: LRUCache<string, Buffer, Miss>
  readonly maxBytes: number

  constructor(maxBytes: number, compressor: typeof compress = compress) {
    this.maxBytes = maxBytes
    this.entries = new LRUCache<string, Buffer, Miss>({
      maxSize: maxBytes,
      // lru-cache takes positive sizes only; no compressed body is empty (both formats have headers).
      sizeCalculation: (compressed) => Math.max(1, compressed.length),
      fetchMethod: (_key, _stale, { context }) => compressor(context.body(), context.encoding),
      // A compression whose entry was pushed out while it ran still answers its requests.
      ignoreFetchAbort: true,
    })
  }

  get size(): number {
    return this.entries.size
  }

  get usedBytes(): number {
    return this.entries.calculatedSize
  }

  /** The compressed body for `key`; `body()` is read and compressed only when it is neither cached nor under way. */
  async get(key: string, body: () => Buffer, encoding: Encoding): Promise<Buffer> {
    // Never undefined: the compressor resolves to a body or rejects, and aborts are ignored.
    return (await this.entries.fetch(key, { context: { body, encoding } }))!
  }
}
