import type { IncomingMessage, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { siteScriptHashes, wantsScriptHashes, withScriptHashes } from '#src/security/inline-scripts.ts'

type Next = () => void
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void
type Callback = () => void
type Chunk = { data: string | Uint8Array; encoding?: BufferEncoding }

/**
 * The most HTML held back to hash one response. Public pages weigh 20–120 kB (the terms of
 * service are the largest); past this the page is sent with the hashes of the scripts seen so
 * far (later ones are blocked) and the server logs it, rather than hold an unbounded body.
 */
export const MAX_HASHED_HTML_BYTES = 2 * 1024 * 1024

/** Policies remembered per (path, ETag): a few kilobytes each; the whole site is a few hundred. */
export const DEFAULT_POLICY_CACHE_BYTES = 4 * 1024 * 1024

const CSP = 'content-security-policy'

/**
 * Policies of responses that name their exact content (an ETag: every prerendered page), most
 * recently used first within a byte budget (lru-cache's `maxSize`, counting key and policy): a
 * page's hashes are computed when it is first sent, and each later request for the same content
 * reuses them.
 */
export class PolicyCache {
  private readonly entries: LRUCache<string, string, () => string>
  readonly maxBytes: number
  /** How many documents were hashed (misses), for the tests. */
  hashed = 0

  constructor(maxBytes = DEFAULT_POLICY_CACHE_BYTES) {
    this.maxBytes = maxBytes
    this.entries = new LRUCache<string, string, () => string>({
      maxSize: maxBytes,
      sizeCalculation: (policy, key) => key.length + policy.length,
      memoMethod: (_key, _stale, { context: compute }) => {
        this.hashed += 1
        return compute()
      },
    })
  }

  get(key: string, compute: () => string): string {
    return this.entries.memo(key, { context: compute })
  }
}

const byteLength = ({ data, encoding }: Chunk) =>
  typeof data === 'string' ? Buffer.byteLength(data, encoding) : data.byteLength
const toBuffer = ({ data, encoding }: Chunk): Buffer =>
  typeof data === 'string' ? Buffer.from(data, encoding) : Buffer.from(data.buffer, data.byteOffset, data.byteLength)
const chunkOf = (data: unknown, encoding: unknown): Chunk => ({
  data: typeof data === 'string' || data instanceof Uint8Array ? data : String(data),
  encoding: typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined,
})

/**
 * What to do with a response once its status and headers are known:
 * - 304: its Content-Security-Policy is removed. A browser revalidating a page keeps the headers
 *   it stored with the body unless the 304 brings new ones; the stored policy is the one whose
 *   hashes match that body (same ETag), while Next's 304 carries the policy without hashes.
 * - an HTML body under a policy that wants hashes (the public site's): held until it ends, hashed.
 * - anything else (files, the API, the admin's pages, HEAD): untouched.
 */
function decide(req: IncomingMessage, res: ServerResponse): 'hold' | 'pass' {
  if (res.statusCode === 304) {
    res.removeHeader(CSP)
    return 'pass'
  }
  if (req.method === 'HEAD') return 'pass'
  const policy = res.getHeader(CSP)
  const type = String(res.getHeader('content-type') ?? '')
  return typeof policy === 'string' && /^\s*text\/html\b/i.test(type) && wantsScriptHashes(policy) ? 'hold' : 'pass'
}

/**
 * Holds an HTML response until it ends (Next streams dynamic pages in parts; a prerendered one
 * comes in one piece), sets its Content-Security-Policy to the site's policy plus the sha256 of
 * each inline script in it, then sends it on unchanged. A response with an ETag (a prerendered
 * page) is hashed once per content: later requests take the policy from `policies`.
 */
function holdHtml(req: IncomingMessage, res: ServerResponse, policies: PolicyCache, maxBytes: number): void {
  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  const flushHeaders = res.flushHeaders
  let mode: 'undecided' | 'hold' | 'pass' | 'released' = 'undecided'
  let ended = false
  let held = 0
  const chunks: Chunk[] = []

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (mode === 'undecided') {
      this.statusCode = statusCode
      const headers = rest.find((value) => typeof value === 'object' && value !== null)
      // A flat [name, value, …] list: Next does not send one; passed on as it is.
      if (Array.isArray(headers)) mode = 'pass'
      else {
        for (const [name, value] of Object.entries(headers ?? {}))
          if (value !== undefined) this.setHeader(name, value as string)
        mode = decide(req, this)
      }
    }
    if (mode === 'hold') return this
    return writeHead.apply(this, [statusCode, ...rest] as Parameters<typeof writeHead>)
  } as typeof res.writeHead

  // Next flushes the headers before a streamed page's first part: decided first, held if holding.
  res.flushHeaders = function (this: ServerResponse) {
    if (mode === 'undecided') this.writeHead(this.statusCode)
    if (mode !== 'hold') flushHeaders.call(this)
  }

  /** Sets the policy for what is held, then sends the headers and the held body on. */
  function release(response: ServerResponse): void {
    mode = 'released'
    const base = response.getHeader(CSP) as string
    const body = () => Buffer.concat(chunks.map(toBuffer)).toString('utf8')
    const etag = response.getHeader('etag')
    const compute = () => {
      const { hashes, refused } = siteScriptHashes(body())
      // Logged once per page and ETag (the policy is then kept): an injected script, or a new
      // kind of inline script from a Next.js upgrade that isSiteInlineScript must learn.
      for (const source of refused)
        console.error(
          `[csp] ${JSON.stringify(req.url)}: an inline script that is not the site's is left blocked: ${JSON.stringify(source.slice(0, 120))}`,
        )
      return withScriptHashes(base, hashes)
    }
    // Should hashing ever fail, the page goes out under the policy without hashes: its inline
    // scripts are blocked (and reported), never allowed wholesale.
    let policy = base
    try {
      policy =
        etag && ended ? policies.get(`${(req.url ?? '').split('?', 1)[0]}\n${etag}\n${base}`, compute) : compute()
    } catch (error) {
      console.error(`[csp] ${JSON.stringify(req.url)}: could not hash the inline scripts:`, error)
    }
    response.setHeader(CSP, policy)
    writeHead.call(response, response.statusCode)
    for (const chunk of chunks.splice(0))
      (write as (this: ServerResponse, data: Chunk['data'], encoding?: BufferEncoding) => boolean).call(
        response,
        chunk.data,
        chunk.encoding,
      )
  }

  res.write = function (this: ServerResponse, chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (mode === 'undecided') this.writeHead(this.statusCode)
    if (mode !== 'hold')
      return (write as (...args: unknown[]) => boolean).apply(this, [chunk, encodingOrCallback, callback])
    if (ended) return false
    const done = (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as Callback | undefined
    const piece = chunkOf(chunk, encodingOrCallback)
    chunks.push(piece)
    held += byteLength(piece)
    if (held > maxBytes) {
      console.error(
        `[csp] ${JSON.stringify(req.url)}: HTML over ${maxBytes} bytes; sent with the hashes of its first ${maxBytes} bytes only`,
      )
      release(this)
    }
    if (done) process.nextTick(done)
    return true
  } as typeof res.write

  res.end = function (this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (mode === 'undecided') this.writeHead(this.statusCode)
    if (mode !== 'hold')
      return (end as (...args: unknown[]) => ServerResponse).apply(this, [chunk, encodingOrCallback, callback])
    if (ended) return this
    ended = true
    const done = [chunk, encodingOrCallback, callback].find((value) => typeof value === 'function') as
      Callback | undefined
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(chunkOf(chunk, encodingOrCallback))
    if (this.destroyed) return this
    release(this)
    ;(end as (this: ServerResponse, callback?: Callback) => ServerResponse).call(this, done)
    return this
  } as typeof res.end
}

/**
 * The production server's Content-Security-Policy for HTML (scripts/server.ts): every HTML
 * response whose configured policy allows no inline script (the public site's, from
 * src/security/headers.ts) gets the sha256 hash of each of its own inline scripts in script-src.
 * Installed inside the compression layer, so it sees the HTML before it is compressed, and its
 * policy is set before the compression layer stores or sends the body.
 */
export function createScriptHashes(
  policies = new PolicyCache(),
  { maxBytes = MAX_HASHED_HTML_BYTES }: { maxBytes?: number } = {},
): Middleware {
  return function hashScripts(req, res, next) {
    holdHtml(req, res, policies, maxBytes)
    next()
  }
}
