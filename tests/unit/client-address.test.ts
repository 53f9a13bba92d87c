import { describe, expect, it } from 'vitest'

import { parseTrustedProxies, resolveClientAddress, TrustedProxiesError } from '#src/server/client-address.ts'

describe('client address behind TRUSTED_PROXIES', () => {
  it('without trusted proxies the socket peer is the client, whatever X-Forwarded-For says', () => {
    const none = parseTrustedProxies(undefined)
    expect(resolveClientAddress('198.51.100.4', '203.0.113.1', none)).toBe('198.51.100.4')
    expect(resolveClientAddress('::ffff:198.51.100.4', undefined, none)).toBe('198.51.100.4')
    expect(resolveClientAddress(undefined, '203.0.113.1', none)).toBe('unknown')
  })

  it('behind trusted proxies, the first untrusted hop from the right', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 127.0.0.1 ::1')
    // nginx on 127.0.0.1 appended the client's address to what the client sent.
    expect(resolveClientAddress('::ffff:127.0.0.1', 'made-up, 1.2.3.4, 198.51.100.7', trusted)).toBe('198.51.100.7')
    // A load balancer (10.x) in front of nginx: both trusted, the balancer wrote the client.
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.8, 10.1.2.3', trusted)).toBe('198.51.100.8')
    expect(resolveClientAddress('::1', ['198.51.100.9'], trusted)).toBe('198.51.100.9')
    // An untrusted peer's header is ignored.
    expect(resolveClientAddress('198.51.100.10', '10.0.0.1', trusted)).toBe('198.51.100.10')
    // Everything trusted: the leftmost entry.
    expect(resolveClientAddress('127.0.0.1', '10.0.0.9', trusted)).toBe('10.0.0.9')
  })

  it('refuses entries that are not addresses or ranges, naming the variable', () => {
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.0/x', '1.2.3.4/8/9', '::1/129']) {
      expect(() => parseTrustedProxies(bad)).toThrow(TrustedProxiesError)
      expect(() => parseTrustedProxies(bad)).toThrow(/^TRUSTED_PROXIES/)
    }
    expect(() => parseTrustedProxies('  ')).not.toThrow()
  })
})
