import { describe, expect, it } from 'vitest'

import { restoreLanguageScript } from '../../src/i18n/persistence'

/** Runs the inline script against a fake page: the stored choice and the address; returns where it sends the visitor. */
function run(stored: string | null, href: string): string | null {
  const url = new URL(href, 'https://citaya.example')
  let replaced: string | null = null
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => (replaced = to) }
  const localStorage = { getItem: () => stored }
  new Function('location', 'localStorage', restoreLanguageScript)(location, localStorage)
  return replaced
}

describe('the stored language, restored on load', () => {
  it('sends an unprefixed address to its English twin when English was chosen', () => {
    expect(run('en', '/')).toBe('/en')
    expect(run('en', '/plans')).toBe('/en/plans')
    expect(run('en', '/blog/page/2?x=1#top')).toBe('/en/blog/page/2?x=1#top')
  })

  it('leaves an address that states its language alone (a shared link)', () => {
    expect(run('en', '/es')).toBeNull()
    expect(run('en', '/es/blog/1')).toBeNull()
    expect(run('en', '/en/plans')).toBeNull()
    expect(run('es', '/en/plans')).toBeNull()
  })

  it('does nothing without a choice, with the default, or with anything else stored', () => {
    expect(run(null, '/plans')).toBeNull()
    expect(run('es', '/plans')).toBeNull()
    expect(run('fr', '/plans')).toBeNull()
    expect(run('en', '/english')).toBe('/en/english')
  })

  it('survives storage that throws (disabled cookies and storage)', () => {
    const throwing = { getItem: () => { throw new Error('denied') } }
    expect(() => new Function('location', 'localStorage', restoreLanguageScript)({ pathname: '/' }, throwing)).not.toThrow()
  })
})
