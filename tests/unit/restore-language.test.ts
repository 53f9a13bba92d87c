import { describe, expect, it } from 'vitest'

import { restoreLanguageScript } from '#src/i18n/persistence.ts'

/** Runs the inline script against a fake page: the stored choice and the address; returns where it sends the visitor. */
function run(stored: string | null, href: string): string | null {
  const url = new URL(href, 'https://citaya.example')
  let replaced: string | null = null
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => (replaced = to),
  }
  const localStorage = { getItem: () => stored }
  new Function('location', 'localStorage', restoreLanguageScript)(location, localStorage)
  return replaced
}

describe('the stored language, restored on load', () => {
  it('sends the entry address / to /en when English was chosen, keeping query and fragment', () => {
    expect(run('en', '/')).toBe('/en')
    expect(run('en', '/?utm_source=x#precios')).toBe('/en?utm_source=x#precios')
  })

  it('shows every other address in its own language: a shared Spanish link stays Spanish', () => {
    expect(run('en', '/plans')).toBeNull()
    expect(run('en', '/blog/1')).toBeNull()
    expect(run('en', '/blog/page/2?x=1#top')).toBeNull()
    expect(run('en', '/es')).toBeNull()
    expect(run('en', '/es/blog/1')).toBeNull()
    expect(run('en', '/en/plans')).toBeNull()
    expect(run('es', '/en/plans')).toBeNull()
  })

  it('does nothing without a choice, with the default, or with anything else stored', () => {
    expect(run(null, '/')).toBeNull()
    expect(run('es', '/')).toBeNull()
    expect(run('fr', '/')).toBeNull()
    expect(run('EN', '/')).toBeNull()
  })

  it('never writes the stored choice', () => {
    const location = { pathname: '/', search: '', hash: '', replace: () => undefined }
    const writes: string[] = []
    const localStorage = {
      getItem: () => 'en',
      setItem: (key: string) => writes.push(key),
      removeItem: (key: string) => writes.push(key),
    }
    new Function('location', 'localStorage', restoreLanguageScript)(location, localStorage)
    expect(writes).toEqual([])
  })

  it('survives storage that throws (disabled cookies and storage)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(() =>
      new Function('location', 'localStorage', restoreLanguageScript)({ pathname: '/' }, throwing),
    ).not.toThrow()
  })
})
