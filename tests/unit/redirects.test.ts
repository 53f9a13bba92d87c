import { describe, expect, it } from 'vitest'

import {
  buildRules,
  matchRedirect,
  normalizePath,
  normalizeSiteTarget,
  unredirectableRoute,
} from '#src/redirects/rules.ts'

const origin = 'http://site.test'

describe('redirect rules', () => {
  const rules = buildRules([
    { from: '/planes', language: 'all', type: '308', to: { type: 'custom', url: '/plans' } },
    { from: '/promo/', language: 'es', type: '302', to: { type: 'custom', url: '/plans?ref=promo' } },
    {
      from: '/fuera',
      language: 'en',
      type: '301',
      allowedHost: 'example.com',
      to: { type: 'custom', url: 'https://example.com/x' },
    },
    {
      from: '/blog/1',
      language: 'all',
      type: '301',
      to: { type: 'reference', reference: { relationTo: 'posts', value: 9 } },
      postNumber: 7,
    },
    {
      from: '/blog/2',
      language: 'all',
      type: '301',
      to: { type: 'reference', reference: { relationTo: 'posts', value: 10 } },
      postNumber: null,
    },
  ])

  it('applies a redirect in both languages, localizing a site target, keeping the query string', () => {
    expect(matchRedirect(rules, '/planes', '?ref=footer', origin)).toEqual({
      location: `${origin}/plans?ref=footer`,
      status: 308,
    })
    expect(matchRedirect(rules, '/en/planes/', '', origin)).toEqual({ location: `${origin}/en/plans`, status: 308 })
  })

  it('applies a one-language redirect only there, and the target query wins over the request', () => {
    expect(matchRedirect(rules, '/promo', '?ref=mail&utm=1', origin)).toEqual({
      location: `${origin}/plans?ref=promo&utm=1`,
      status: 302,
    })
    expect(matchRedirect(rules, '/en/promo', '', origin)).toBeNull()
    expect(matchRedirect(rules, '/en/fuera', '', origin)?.location).toBe('https://example.com/x')
    expect(matchRedirect(rules, '/fuera', '', origin)).toBeNull()
  })

  it('sends an old post address to the post where it is now, and skips a post that is not published', () => {
    expect(matchRedirect(rules, '/en/blog/1', '', origin)).toEqual({ location: `${origin}/en/blog/7`, status: 301 })
    expect(matchRedirect(rules, '/blog/2', '', origin)).toBeNull()
  })

  it('normalizes paths and refuses what is not a site path', () => {
    expect(normalizePath('/Planes/?x=1#y')).toBe('/Planes')
    expect(normalizePath('//evil.example/x')).toBeNull()
    expect(normalizePath('https://evil.example')).toBeNull()
    expect(normalizePath('/')).toBe('/')
  })

  it('reads a path as the server does, and never gives a path that names a host', () => {
    expect(normalizePath('/a/../plans/')).toBe('/plans')
    expect(normalizePath('/%2e/plans')).toBe('/plans')
    for (const spelling of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e%2e//evil.example/x',
      '/%2E//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/.\\/evil.example',
      '/%5c%5cevil.example',
      '/%2f%2fevil.example',
      '/\t/evil.example',
      '/x//y',
    ])
      expect([spelling, normalizePath(spelling)]).toEqual([spelling, null])
    expect(normalizeSiteTarget('/a/../plans/?ref=x#top')).toBe('/plans?ref=x#top')
    expect(normalizeSiteTarget('/.//evil.example?x')).toBeNull()
  })

  it('never answers an off-site Location for a site path, even one already in the table', () => {
    const stored = buildRules([
      { from: '/viejo', language: 'all', type: '302', to: { type: 'custom', url: '/.//evil.example' } },
      { from: '/otro', language: 'all', type: '302', to: { type: 'custom', url: '/%2e%2e//evil.example/x' } },
      { from: '/lejos', language: 'all', type: '302', to: { type: 'custom', url: 'https://evil.example/' } },
      { from: '/login', language: 'all', type: '302', to: { type: 'custom', url: '/plans' } },
    ])
    expect(stored).toEqual({})
    // A table made elsewhere (the proxy only trusts its shape): a protocol-relative target is no redirect.
    const forged = {
      'es:/viejo': { to: '//evil.example/', status: 302 },
      'es:/otro': { to: '/\\evil.example', status: 302 },
    }
    expect(matchRedirect(forged, '/viejo', '', origin)).toBeNull()
    expect(matchRedirect(forged, '/otro', '', origin)).toBeNull()
    // The site's own host, and a host an admin allowed on that row, stay.
    expect(
      buildRules(
        [{ from: '/casa', language: 'es', type: '301', to: { type: 'custom', url: 'http://site.test/en/plans' } }],
        'site.test',
      ),
    ).toEqual({ 'es:/casa': { to: 'http://site.test/en/plans', status: 301 } })
  })

  it("keeps a target written with its language as that language's page", () => {
    const table = buildRules([{ from: '/x', language: 'all', type: '301', to: { type: 'custom', url: '/en/plans' } }])
    expect(table).toEqual({ 'es:/x': { to: '/en/plans', status: 301 }, 'en:/x': { to: '/en/plans', status: 301 } })
  })

  it('finds sign-in, registration, dashboard, legal, preview and system paths in any spelling and language', () => {
    for (const path of [
      '/login',
      '/es/login',
      '/en/login/',
      '/LOGIN',
      '/%6cogin',
      '/register',
      '/dashboard/x',
      '/es/dashboard',
      '/privacy',
      '/privacy/history',
      '/en/terms-of-service/2024-01-01/pdf',
      '/preview/page/help',
      '/legal-preview/x',
      '/admin',
      '/api/x',
      '/_next/static/x',
    ])
      expect([path, unredirectableRoute(path)]).not.toEqual([path, null])
    for (const path of ['/plans', '/loginx', '/blog/1', '/privacidad']) expect(unredirectableRoute(path)).toBeNull()
  })
})
