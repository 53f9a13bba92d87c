/**
 * Requests only staff may make, refused by the production server before their body is read when
 * they carry no staff session (issue 26, findings 2 and 9):
 *
 * - **uploads**: a write (POST, PUT, PATCH) to an upload collection (`/api/media…`). Payload
 *   checks access only after it has parsed the multipart body, so twenty anonymous 10 MB posts
 *   cost the server hundreds of MB before each was answered 403;
 * - **server functions** (Next.js server actions, the `Next-Action` header): the admin panel's
 *   only ones, which staff call once signed in. React decodes their body (the Flight reply
 *   format) before any code of the site runs, the step past advisories on React Server
 *   Components were about (docs/security.md). The admin's sign-in, forgot-password and reset
 *   forms post to Payload's REST API, not to a server function, and the public site has none.
 *
 * A staff session is a Payload token (the `payload-token` cookie, or `Authorization: JWT …` /
 * `Bearer …`) signed with this server's PAYLOAD_SECRET and not expired: the same HS256 signature
 * Payload checks, verified here with `jose`, the library Payload verifies it with (one copy of the
 * same version: package.json pins the one Payload does). It is a pre-filter: Payload still checks
 * the session, its origin and the staff member's access afterwards. A forged or expired token is
 * no session.
 *
 * Relative imports only: scripts/server.ts runs this file with Node's type stripping.
 */
import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders, ServerResponse } from 'node:http'

import { jwtVerify } from 'jose'

/** Collections with `upload` in their config (payload.config.ts); tests/int/staff-gate.int.test.ts keeps it true. */
export const UPLOAD_COLLECTIONS = ['media'] as const

/** The staff collection whose tokens count (Users, `auth`). */
const STAFF_COLLECTION = 'users'

const WRITES = new Set(['POST', 'PUT', 'PATCH'])

export type StaffOnly = { status: 403; kind: 'upload' | 'server-function'; message: string }

/** Payload's key for HS256: the first 32 hex characters of SHA-256(PAYLOAD_SECRET) (payload/dist/index.js). */
export const payloadSigningKey = (secret: string): Buffer =>
  Buffer.from(createHash('sha256').update(secret).digest('hex').slice(0, 32))

/**
 * Whether `token` is a Payload staff token signed with `key`, unexpired at `now` (ms). Only HS256
 * is accepted (a token naming another algorithm, `none` included, is refused before any key is
 * used), and a token without an expiry is no session: Payload always sets one.
 */
export async function isStaffToken(token: string, key: Buffer, now = Date.now()): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    })
    return payload.collection === STAFF_COLLECTION
  } catch {
    return false
  }
}

/** The tokens a request offers, where Payload looks for them (payload/dist/auth/extractJWT.js). */
function offeredTokens(headers: IncomingHttpHeaders): string[] {
  const tokens: string[] = []
  const authorization = headers.authorization
  if (authorization?.startsWith('JWT ')) tokens.push(authorization.slice(4))
  if (authorization?.startsWith('Bearer ')) tokens.push(authorization.slice(7))
  for (const pair of (headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === 'payload-token') tokens.push(pair.slice(at + 1).trim())
  }
  return tokens
}

export async function hasStaffSession(headers: IncomingHttpHeaders, key: Buffer, now = Date.now()): Promise<boolean> {
  for (const token of offeredTokens(headers)) if (await isStaffToken(token, key, now)) return true
  return false
}

const isUploadPath = (pathname: string): boolean =>
  UPLOAD_COLLECTIONS.some((slug) => pathname === `/api/${slug}` || pathname.startsWith(`/api/${slug}/`))

/**
 * What a request without a staff session may not do, or null. `pathname` is decoded (the path as
 * Next routes it); the session is only looked at when the request needs one. Decided at once
 * (not a promise) when no token needs verifying: a request that needs no session, or one that
 * offers no token (an anonymous upload is refused before its body is read, as the production
 * server relies on); a promise only when a token must be verified (jose is asynchronous).
 */
export function staffOnlyProblem(
  method: string | undefined,
  pathname: string,
  headers: IncomingHttpHeaders,
  key: Buffer,
  now = Date.now(),
): StaffOnly | null | Promise<StaffOnly | null> {
  let kind: StaffOnly['kind'] | null = null
  if (headers['next-action'] !== undefined) kind = 'server-function'
  else if (WRITES.has(method ?? '') && isUploadPath(pathname)) kind = 'upload'
  if (!kind) return null
  const refusal: StaffOnly = {
    status: 403,
    kind,
    message:
      kind === 'upload'
        ? 'Uploading files needs a staff session: sign in to the admin first.'
        : 'Server functions are for signed-in staff only: sign in to the admin first.',
  }
  if (!offeredTokens(headers).length) return refusal
  return hasStaffSession(headers, key, now).then((staff) => (staff ? null : refusal))
}

/** Answers a refused request: Payload's error shape, never cached. The body is not read. */
export function answerStaffOnly(res: ServerResponse, problem: StaffOnly): void {
  const body = JSON.stringify({ errors: [{ message: problem.message }] })
  res.statusCode = problem.status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('x-content-type-options', 'nosniff')
  res.setHeader('content-length', Buffer.byteLength(body))
  res.end(body)
}

/**
 * What is wrong with a server function's body, or null (`limitRequestBody`'s inspector for
 * requests with `Next-Action`, which only staff get this far with). React's client sends the
 * arguments as JSON text (an array) or, when they hold files, as multipart whose field `0` is that
 * JSON; anything else makes React's decoder throw, which Next answers 500 (issue 26, finding 4).
 */
export async function serverFunctionBodyProblem(body: Buffer, headers: IncomingHttpHeaders): Promise<string | null> {
  const contentType = headers['content-type'] ?? ''
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase()
  let root: string | null = null
  if (type === 'text/plain') root = body.toString('utf8')
  else if (type === 'multipart/form-data') {
    try {
      const value = (
        await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
      ).get('0')
      root = typeof value === 'string' ? value : null
    } catch {
      root = null
    }
  } else return 'A server function takes its arguments as text/plain or multipart/form-data.'
  try {
    if (root !== null && Array.isArray(JSON.parse(root))) return null
  } catch {
    // not JSON
  }
  return 'The server function call is malformed: its arguments are not a JSON array.'
}
