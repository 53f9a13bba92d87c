import { describe, expect, it } from 'vitest'

import { buildRules, matchRedirect, normalizePath } from '#src/redirects/rules.ts'

const origin = 'http://site.test'

describe('redirect rules', () => {
  const rules = buildRules([
    { from: '/planes', language: 'all', type: '308', to: { type: 'custom', url: '/plans' } },
    { from: '/promo/', language: 'es', type: '302', to: { type: 'custom', url: '/plans?ref=promo' } },
    { from: '/fuera', language: 'en', type: '301', to: { type: 'custom', url: 'https://example.com/x' } },
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
})
