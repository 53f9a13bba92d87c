/**
 * Bounded request bodies: how many bytes each kind of request may send, and the one helper that
 * enforces it, at two layers.
 *
 * - The production server (scripts/server.ts) enforces the limit on the socket, before Next.js
 *   sees the request (`limitRequestBody`). This is the layer that keeps memory bounded: Next's own
 *   adapter copies a request body into a web stream as fast as the socket delivers it, whether or
 *   not the route reads it (next/dist/server/body-streams.js has no back-pressure), so a route
 *   handler that stops reading cannot stop the server from buffering. A declared Content-Length
 *   over the limit is refused before one byte is read; a chunked body is held (up to the limit)
 *   until it ends, then handed to Next; past the limit the server stops reading and answers 413.
 * - The site's own route handlers read their bodies with `readBody`, which stops at the same limit
 *   and lets the route answer in the visitor's language: with the production server in front that
 *   is where a body refused on the socket ends up (marked with `BODY_TOO_LARGE_HEADER`), and under
 *   `next dev` it is the only check.
 *
 * Relative imports only: scripts/server.ts runs this file with Node's type stripping.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

const KB = 1024
const MB = 1024 * KB

/** Limits per kind of request (bytes). docs/security.md explains each. */
export const BODY_LIMITS = {
  /** The contact form: four fields of at most 5,000 characters fit in a fraction of it. */
  contact: 64 * KB,
  /** Opening a doctor's session: an ID token (≤ 8 KB) and a locale. */
  session: 16 * KB,
  /**
   * «Mi cuenta»'s forms: the largest, a data-rights request of 5,000 characters plus a 500-character
   * address, form-encoded (up to 12 bytes a character for an emoji).
   */
  account: 96 * KB,
  /** Uploads to the media collection (images for posts, plans, the logo). */
  upload: 10 * MB,
  /** The admin panel's server functions (form state of one document). */
  admin: 4 * MB,
  /** Payload's REST API (JSON documents, rich text included) and anything else. */
  other: 2 * MB,
} as const

/**
 * A chunked body (no Content-Length) is held by the production server until it ends, so it gets
 * the smaller of its route's limit and this. Browsers always declare the length of what they send
 * (form posts, uploads, fetch); a client sending a larger body without it is answered 413.
 */
export const CHUNKED_BODY_LIMIT = 1 * MB

/** The limit of a chunked body to this path (see CHUNKED_BODY_LIMIT). */
export const chunkedLimitFor = (pathname: string): number => Math.min(bodyLimitFor(pathname), CHUNKED_BODY_LIMIT)

/**
 * The site's own endpoints that read bodies with `readBody`: the production server lets them
 * answer a body it refused (in the visitor's language) instead of answering for them.
 */
const OWN_ENDPOINTS: Record<string, number> = {
  '/api/contact': BODY_LIMITS.contact,
  '/api/auth/session': BODY_LIMITS.session,
  '/api/auth/legal': BODY_LIMITS.session,
  // A doctor's account actions (src/account-actions): an e-mail, a code, passwords.
  '/api/auth/password-reset': BODY_LIMITS.session,
  '/api/auth/action': BODY_LIMITS.session,
  '/api/auth/verification': BODY_LIMITS.session,
  '/api/auth/email': BODY_LIMITS.session,
  '/api/account': BODY_LIMITS.account,
}

/** The byte limit of a request's body, by its path (without the query). */
export function bodyLimitFor(pathname: string): number {
  const own = OWN_ENDPOINTS[pathname]
  if (own !== undefined) return own
  if (pathname === '/api/media' || pathname.startsWith('/api/media/')) return BODY_LIMITS.upload
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return BODY_LIMITS.admin
  return BODY_LIMITS.other
}

/** Whether the route at this path reads its body with `readBody` (and answers 413 itself). */
export const isOwnEndpoint = (pathname: string): boolean => pathname in OWN_ENDPOINTS

/**
 * Set by the production server (and only by it: a client's own value is removed) on a request
 * whose body it refused: the route gets an empty body and answers 413 in its own words.
 */
export const BODY_TOO_LARGE_HEADER = 'x-citaya-body-too-large'

export class BodyTooLargeError extends Error {
  readonly limit: number
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes.`)
    this.name = 'BodyTooLargeError'
    this.limit = limit
  }
}

/**
 * Reads a web Request's body, at most `limit` bytes: past the limit it stops reading, cancels the
 * stream and throws BodyTooLargeError, whatever Content-Length said (or whether it was sent).
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  if (request.headers.get(BODY_TOO_LARGE_HEADER)) throw new BodyTooLargeError(limit)
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined)
    throw new BodyTooLargeError(limit)
  }
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLargeError(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** `readBody` decoded as UTF-8 text (invalid sequences replaced, as `Request.text()` does). */
export async function readText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit))
}

// ── The production server's side ────────────────────────────────────────────────────────────

/** How long after the 413 a refused client's connection is cut. */
const DRAIN_MS = 5000

/**
 * An answer sent while the client may still be sending its body (a refused body, a refused
 * request): once the answer is out, the socket's writing side is closed (the client reads the
 * answer, then the end of the stream) and DRAIN_MS later the socket is destroyed. Node would
 * otherwise destroy the socket right after the answer whenever the connection is not kept alive
 * (a client's `Connection: close`), and closing a socket with unread data sends a reset, which
 * can reach the client before it has read the answer.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.shouldKeepAlive = true
  res.once('finish', () => {
    const socket = req.socket
    socket.end()
    setTimeout(() => socket.destroy(), DRAIN_MS).unref()
  })
}

/** Whether the request comes with a body (declared or chunked). */
export const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

/**
 * Looks at a whole body before Next.js does (`limitRequestBody`'s last argument): a message says
 * why the body is refused (answered 400), null lets it through.
 */
export type BodyInspector = (
  body: Buffer,
  headers: IncomingMessage['headers'],
) => string | null | Promise<string | null>

/** The 413 the production server sends for routes that are not the site's own (Payload's API, the admin). */
function answerTooLarge(res: ServerResponse, limit: number): void {
  answerJson(res, 413, `The request body is too large (at most ${limit} bytes).`)
}

/** A JSON error in Payload's shape, never cached: the server's own answer to a request Next never saw. */
function answerJson(res: ServerResponse, status: number, message: string): void {
  // One answer per request: nothing else writes to `res` (Next never saw this request).
  const body = JSON.stringify({ errors: [{ message }] })
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('content-length', Buffer.byteLength(body))
  res.end(body)
}

type Push = IncomingMessage['push']

/**
 * Stops reading a request's body: the request stream ends (empty) now; whatever the parser still
 * delivers is dropped and, because push() answers false, the parser stops reading the socket.
 * `push` is the request's real push (when it has been replaced already).
 */
export function dropBody(req: IncomingMessage, push: Push = req.push.bind(req) as Push): void {
  req.push = (() => false) as Push
  // Ended before the parser saw the whole body: marked complete, or the ended stream's
  // auto-destroy would take it for an aborted request and destroy the socket, answer and all.
  req.complete = true
  push(null)
}

/**
 * Holds what Node's parser delivers of a request's body while an asynchronous decision is made
 * about it (the staff gate verifies tokens with jose, which has no synchronous API): the parser
 * calls `req.push` as pieces arrive, whether or not anyone listens, so a `limitRequestBody`
 * installed after an `await` would miss the pieces pushed before it (and inspect half a body).
 * `release()` gives the request its real push back; `replay()` then pushes what was held through
 * whatever intercepts `req.push` by then, in order. Only what arrives during the decision is held.
 */
export function holdBody(req: IncomingMessage): { release: () => void; replay: () => void } {
  const push = req.push.bind(req) as Push
  const held: Array<Buffer | null> = []
  req.push = ((chunk: Buffer | null) => {
    held.push(chunk)
    return true
  }) as Push
  return {
    release: () => {
      req.push = push
    },
    replay: () => {
      for (const chunk of held.splice(0)) req.push(chunk)
    },
  }
}

/**
 * Enforces the body limit of `req` on the socket, then calls `next` (which hands the request to
 * Next.js) exactly once, or answers 413 itself:
 *
 * - no body, or a Content-Length within the limit: `next` at once (Node's parser never delivers
 *   more than the declared length);
 * - a Content-Length over the limit: nothing is read;
 * - a chunked body: the chunks the parser delivers are held back (at most `chunkedLimitFor`) until the
 *   body ends, then replayed into the request and `next` is called; one byte over the limit and
 *   the server stops reading.
 *
 * A refused body, on the site's own endpoints, reaches Next empty and marked with
 * BODY_TOO_LARGE_HEADER so the route answers in the visitor's language; elsewhere the server
 * answers 413 (JSON, like Payload's errors). Either way the connection is closed after the answer.
 * With `inspect`, every body (declared or chunked) is held until it is complete and inspected
 * first: a body it finds fault with is answered 400 and never reaches Next.
 */
export function limitRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  next: () => void,
  inspect?: BodyInspector,
): void {
  delete req.headers[BODY_TOO_LARGE_HEADER]
  const limit = bodyLimitFor(pathname)
  // Node's HTTP parser hands each piece of the body to req.push() as it arrives, and push(null)
  // at its end, whether or not anyone reads the stream. The real push is kept here.
  const push = req.push.bind(req) as Push
  const refuse = (exceeded: number) => {
    dropBody(req, push)
    closeAfterAnswer(req, res)
    if (isOwnEndpoint(pathname)) {
      req.headers[BODY_TOO_LARGE_HEADER] = '1'
      req.headers['content-length'] = '0'
      delete req.headers['transfer-encoding']
      next()
    } else {
      answerTooLarge(res, exceeded)
    }
  }
  const chunked = req.headers['transfer-encoding'] !== undefined
  if (!chunked) {
    // No body, or a declared length: the parser never delivers more than Content-Length says.
    if (Number(req.headers['content-length'] ?? 0) > limit) return refuse(limit)
    if (!inspect || !hasBody(req)) return next()
  }
  // Chunked, or a body to inspect: the pieces are held here (a chunked body at most
  // CHUNKED_BODY_LIMIT) until the body is complete, then inspected and replayed into the stream;
  // one byte over the limit and nothing more is read.
  const holdLimit = chunked ? chunkedLimitFor(pathname) : limit
  const held: Buffer[] = []
  let size = 0
  const replay = () => {
    for (const piece of held) push(piece)
    held.length = 0
    push(null)
    req.headers['content-length'] = String(size)
    delete req.headers['transfer-encoding']
    next()
  }
  req.push = ((chunk: Buffer | null) => {
    if (chunk === null) {
      req.push = push
      if (!inspect) replay()
      else
        void Promise.resolve(inspect(Buffer.concat(held), req.headers)).then((problem) => {
          if (!problem) return replay()
          held.length = 0
          push(null)
          answerJson(res, 400, problem)
        })
      return false
    }
    size += chunk.length
    if (size > holdLimit) {
      held.length = 0
      refuse(holdLimit)
      return false
    }
    held.push(chunk)
    return true
  }) as Push
}
