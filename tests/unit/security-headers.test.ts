import { describe, expect, it } from 'vitest'

import { adminCsp, securityHeaderRules, siteCsp } from '#src/security/headers.ts'

const https = { NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'https://citaya.example' }
const localBuild = { NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000' }

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))
const header = (env: Record<string, string>, source: string, key: string) =>
  securityHeaderRules(env)
    .filter((rule) => rule.source === source)
    .flatMap((rule) => rule.headers)
    .find((candidate) => candidate.key === key)?.value

describe('security headers', () => {
  it('send HSTS and upgrade insecure requests only from an https production site', () => {
    expect(header(https, '/:path*', 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(directives(siteCsp(https)).has('upgrade-insecure-requests')).toBe(true)
    expect(directives(adminCsp(https)).has('upgrade-insecure-requests')).toBe(true)
    for (const env of [localBuild, { NODE_ENV: 'development', NEXT_PUBLIC_SERVER_URL: 'https://citaya.example' }]) {
      expect(header(env, '/:path*', 'Strict-Transport-Security')).toBeUndefined()
      expect(directives(siteCsp(env)).has('upgrade-insecure-requests')).toBe(false)
    }
  })

  it('let pages call Firebase Auth, and the emulator only when it is configured', () => {
    expect(directives(siteCsp(https)).get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ])
    expect(
      directives(siteCsp({ ...localBuild, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).get('connect-src'),
    ).toContain('http://127.0.0.1:9099')
    expect(directives(adminCsp(https)).get('connect-src')).toEqual(["'self'"])
  })

  it('never allow eval or websockets outside development', () => {
    expect(siteCsp(https)).not.toContain('unsafe-eval')
    expect(siteCsp(https)).not.toContain('ws:')
    expect(directives(siteCsp({ NODE_ENV: 'development' })).get('script-src')).toContain("'unsafe-eval'")
  })

  it("allow no inline script on the site outside development (the production server adds each page's hashes); the admin keeps its own", () => {
    for (const env of [https, localBuild]) expect(directives(siteCsp(env)).get('script-src')).toEqual(["'self'"])
    expect(directives(siteCsp({ NODE_ENV: 'development' })).get('script-src')).toContain("'unsafe-inline'")
    expect(directives(adminCsp(https)).get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('keep the site out of frames and let the admin frame itself only', () => {
    expect(directives(siteCsp(https)).get('frame-ancestors')).toEqual(["'none'"])
    expect(directives(adminCsp(https)).get('frame-ancestors')).toEqual(["'self'"])
    // The admin's rules come after the site's, so its values win for /admin (Next keeps the last).
    const sources = securityHeaderRules(https).map((rule) => rule.source)
    expect(sources.indexOf('/admin/:path*')).toBeGreaterThan(sources.indexOf('/:path*'))
    expect(header(https, '/admin/:path*', 'X-Frame-Options')).toBe('SAMEORIGIN')
    expect(header(https, '/:path*', 'X-Frame-Options')).toBe('DENY')
    // The staff previews only, for the admin's live-preview frame on the same site.
    for (const source of ['/preview/:path*', '/:locale(en|es)/preview/:path*']) {
      expect(sources.indexOf(source)).toBeGreaterThan(sources.indexOf('/:path*'))
      expect(header(https, source, 'X-Frame-Options')).toBe('SAMEORIGIN')
      expect(directives(header(https, source, 'Content-Security-Policy')!).get('frame-ancestors')).toEqual(["'self'"])
    }
  })
})
