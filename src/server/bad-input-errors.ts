import type { AfterErrorHook } from 'payload'

/**
 * PostgreSQL error codes (SQLSTATE) that mean "the value in the request cannot be what it claims
 * to be", not that the server failed: an id that is not a number (`/api/posts/abc`, `1.5`,
 * `where[id][in]=a,b`: 22P02), one out of range (`99999999999999999999`: 22003), a date that is
 * not a date (22007, 22008), text with a NUL byte (22021), a negative page or limit (2201W, 2201X).
 */
const BAD_INPUT_CODES = new Set(['22P02', '22003', '22007', '22008', '22021', '2201W', '2201X'])

/**
 * What the multipart parser (busboy, through Payload's processMultipart) says about a body that is
 * not well-formed multipart: Payload rethrows it as an APIError without a status, that is a 500.
 */
const MALFORMED_MULTIPART =
  /^(?:Unexpected end of (?:form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Unsupported content type|Request is not eligible for file upload)/

/** The SQLSTATE of a database error, looked for through Drizzle's and Payload's wrappers. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Payload's REST API answers 500 to any error that is not its own; a malformed id, number or
 * date in the request reaches PostgreSQL and comes back as such an error. This root `afterError`
 * hook turns those, and a multipart body that does not parse, into 400 with a plain message, so a broken client or a probe gets the right
 * 4xx instead of "Something went wrong" (issue 15, finding 8; tests/e2e/hostile-traffic.spec.ts).
 */
export const badInputAs400: AfterErrorHook = ({ error }) => {
  if (MALFORMED_MULTIPART.test(error?.message ?? ''))
    return {
      status: 400,
      response: { errors: [{ message: 'The request body is not well-formed multipart/form-data.' }] },
    }
  const code = sqlState(error)
  if (!code || !BAD_INPUT_CODES.has(code)) return
  return {
    status: 400,
    response: { errors: [{ message: 'The request contains a value that is not valid here (an id, number or date).' }] },
  }
}
