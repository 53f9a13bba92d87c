/**
 * Requests the production server refuses before Next.js sees them, because Next would answer
 * them with a 500: a method no route implements (TRACE, PROPFIND, …), an address whose path or
 * query is not valid percent-encoded UTF-8 (`/%`, `/%ff`, `/admin/%`), a write to a page. The answer is a short
 * page in both languages: nothing in such a request says which one the visitor reads.
 *
 * Relative imports only: scripts/server.ts runs this file with Node's type stripping.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Every method a page, Payload's API or the site's endpoints answer. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const allowed = new Set<string>(ALLOWED_METHODS)

export type Refusal = { status: 400 | 405; es: string; en: string; allow?: readonly string[] }

/** Whether `part` (a path or a query) decodes as UTF-8 percent-encoding. */
function decodes(part: string): boolean {
  try {
    decodeURIComponent(part.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}

/** Pages (everything outside the API) are read, never written to: the public site has no server actions. */
export const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const
const pageMethods = new Set<string>(PAGE_METHODS)

const notAllowed = (allow: readonly string[]): Refusal => ({
  status: 405,
  allow,
  es: 'Este método HTTP no está permitido aquí.',
  en: 'This HTTP method is not allowed here.',
})

/**
 * What is wrong with a request, or null when Next.js may have it. Besides unknown methods, a
 * write (POST, PUT…) to a page is refused: Next would take it for a server action and answer a
 * malformed body with a 500. The admin panel's own server functions carry `Next-Action` and go
 * through; everything under /api is left to its route.
 */
export function requestProblem(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingMessage['headers'] = {},
): Refusal | null {
  if (!method || !allowed.has(method)) return notAllowed(ALLOWED_METHODS)
  const target = url ?? ''
  const query = target.indexOf('?')
  const path = query === -1 ? target : target.slice(0, query)
  // Query pairs are decoded one by one, as Payload and Next do; the path as a whole.
  const badQuery =
    query !== -1 &&
    target
      .slice(query + 1)
      .split('&')
      .some((pair) => !decodes(pair))
  if (!path.startsWith('/') || !decodes(path) || badQuery || path.includes('\0')) {
    return { status: 400, es: 'La dirección no es válida.', en: 'The address is not valid.' }
  }
  const decoded = decodeURIComponent(path)
  const api = decoded === '/api' || decoded.startsWith('/api/')
  const admin = decoded === '/admin' || decoded.startsWith('/admin/')
  if (!api && !pageMethods.has(method) && !(admin && headers['next-action'])) return notAllowed(PAGE_METHODS)
  return null
}

/** Answers a refused request: a small page in Spanish and English, never cached. */
export function answerRefusal(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const body = `<!doctype html><html lang="es"><meta charset="utf-8"><title>${refusal.status}</title><p>${refusal.es}</p><p lang="en">${refusal.en}</p></html>\n`
  res.statusCode = refusal.status
  if (refusal.allow) res.setHeader('allow', refusal.allow.join(', '))
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('x-content-type-options', 'nosniff')
  res.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
  res.setHeader('x-frame-options', 'DENY')
  res.setHeader('content-length', Buffer.byteLength(body))
  res.end(req.method === 'HEAD' ? undefined : body)
}
