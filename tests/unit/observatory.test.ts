import { describe, expect, it } from 'vitest'

import { securityHeaderRules } from '#src/security/headers.ts'
import { inlineScriptHashes, wantsScriptHashes, withScriptHashes } from '#src/security/inline-scripts.ts'

/**
 * Mozilla's HTTP Observatory rubric (@mdn/mdn-http-observatory 1.4.8: the checks of
 * src/analyzer/tests, the modifiers of src/grader/charts.js, the curve of src/scanner/index.js)
 * applied to the headers a public page gets from a production deployment: built with an https
 * NEXT_PUBLIC_SERVER_URL and a real Firebase project, its policy completed by the production
 * server with the hashes of the page's inline scripts. The scanner itself cannot be a dependency
 * (its install downloads a certificate bundle); docs/security.md gives its figure from a real run
 * over https on this machine, which this reproduces.
 */
const production = { NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'https://citaya.example' }
const page = `<!DOCTYPE html><html><head><script>restore()</script></head><body><script>self.__next_f.push([1,"x"])</script></body></html>`

const BROAD = ['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']
const UNSAFE = [...BROAD, "'unsafe-inline'", 'data:']
const HASH_OR_NONCE = /^'(?:sha256|sha384|sha512|nonce)-/

function parse(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>()
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), new Set(values.map((v) => (v.startsWith("'") ? v.toLowerCase() : v))))
  }
  return directives
}

/** contentSecurityPolicyTest: the first outcome that applies, in the scanner's order. */
function cspModifier(policy: string | undefined): number {
  if (!policy) return -25
  const csp = parse(policy)
  const source = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*'])
  const script = source('script-src')
  const style = source('style-src')
  const object = source('object-src')
  for (const list of [script, style]) if ([...list].some((v) => HASH_OR_NONCE.test(v))) list.delete("'unsafe-inline'")
  const active = [...csp]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, v]) => [...v])
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])])
  const insecure = (values: string[]) => values.some((v) => v.startsWith('http:') || v.startsWith('ftp:'))
  if ([...script].some((v) => UNSAFE.includes(v)) || [...object].some((v) => BROAD.includes(v))) return -20
  if (insecure([...active, ...script])) return -20
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return -10
  if (insecure(passive)) return -10
  if ([...style].some((v) => UNSAFE.includes(v))) return 0
  const defaults = csp.get('default-src')
  return defaults?.size === 1 && defaults.has("'none'") ? 10 : 5
}

function hstsModifier(value: string | undefined): number {
  const maxAge = /max-age=(\d+)/i.exec(value ?? '')?.[1]
  if (!maxAge) return -20
  return Number(maxAge) >= 15768000 ? 0 : -10
}

/** The score and grade the scanner gives a site answering https with these headers (and redirecting http to it). */
function observatory(headers: Map<string, string>): { score: number; grade: string } {
  const policy = headers.get('content-security-policy')
  const frameAncestors = policy ? parse(policy).has('frame-ancestors') : false
  const xfo = headers.get('x-frame-options')?.trim().toLowerCase()
  const referrer = headers.get('referrer-policy')?.toLowerCase() ?? ''
  const modifiers = [
    cspModifier(policy),
    0, // cookies: a public page sets none
    0, // CORS: no Access-Control-Allow-Origin
    0, // redirection: the TLS terminator sends http to https on the same host (docs/operations.md)
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)
      ? 5
      : referrer
        ? -5
        : 0,
    hstsModifier(headers.get('strict-transport-security')),
    0, // subresource integrity: every script is from the site itself, over https
    headers.get('x-content-type-options')?.toLowerCase() === 'nosniff' ? 0 : -5,
    frameAncestors ? 5 : xfo === 'deny' || xfo === 'sameorigin' ? 0 : -20,
  ]
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0)
  // Extra credit only for a site that already has an A (MINIMUM_SCORE_FOR_EXTRA_CREDIT).
  const score = uncurved >= 90 ? 100 + modifiers.reduce((a, b) => a + b, 0) : uncurved
  const chart: Array<[number, string]> = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [0, 'F'],
  ]
  return { score, grade: chart.find(([minimum]) => Math.max(score, 0) >= minimum)![1] }
}

function publicPageHeaders(env: Record<string, string>): Map<string, string> {
  const rule = securityHeaderRules(env).find((candidate) => candidate.source === '/:path*')!
  return new Map(rule.headers.map(({ key, value }) => [key.toLowerCase(), value]))
}

describe("Mozilla's HTTP Observatory rubric", () => {
  it('grades a public page of a production deployment A+ (110)', () => {
    const headers = publicPageHeaders(production)
    const policy = headers.get('content-security-policy')!
    // What the production server sends (src/server/script-hashes.ts): the page's hashes, when the policy wants them.
    if (wantsScriptHashes(policy))
      headers.set('content-security-policy', withScriptHashes(policy, inlineScriptHashes(page)))
    expect(observatory(headers)).toEqual({ score: 110, grade: 'A+' })
  })

  it("reproduces the review's figure: B+ (80) with 'unsafe-inline' in script-src", () => {
    const headers = publicPageHeaders(production)
    const unsafe = new Map(headers)
    unsafe.set(
      'content-security-policy',
      headers.get('content-security-policy')!.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    )
    expect(observatory(unsafe)).toEqual({ score: 80, grade: 'B+' })
  })
})
