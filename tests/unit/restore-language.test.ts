import { describe, expect, it } from 'vitest'

import { languageSwitchTarget } from '#src/i18n/paths.ts'
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

  it('sends every unprefixed address to its English twin when English was chosen (a bookmark, /contact, /plans)', () => {
    expect(run('en', '/contact')).toBe('/en/contact')
    expect(run('en', '/plans')).toBe('/en/plans')
    expect(run('en', '/blog/1')).toBe('/en/blog/1')
    expect(run('en', '/blog/page/2?x=1#top')).toBe('/en/blog/page/2?x=1#top')
    expect(run('en', '/english')).toBe('/en/english')
    expect(run('en', '/espanol')).toBe('/en/espanol')
  })

  it('shows /es/… and /en/… in their own language, and leaves the staff previews alone', () => {
    expect(run('en', '/es')).toBeNull()
    expect(run('en', '/es/blog/1')).toBeNull()
    expect(run('en', '/en')).toBeNull()
    expect(run('en', '/en/plans')).toBeNull()
    expect(run('es', '/en/plans')).toBeNull()
    expect(run('en', '/preview/post/3')).toBeNull()
    expect(run('en', '/legal-preview/2')).toBeNull()
  })

  it('does nothing without a choice, with the default, or with anything else stored', () => {
    expect(run(null, '/')).toBeNull()
    expect(run(null, '/contact')).toBeNull()
    expect(run('es', '/contact')).toBeNull()
    expect(run('es', '/')).toBeNull()
    expect(run('fr', '/')).toBeNull()
    expect(run('EN', '/')).toBeNull()
  })

  it("never writes the stored choice unless the address is the language menu's", () => {
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

  it("stores the menu's choice (?language=…), takes it out of the address bar, then restores as usual", () => {
    function arrive(href: string, stored: string | null = null) {
      const url = new URL(href, 'https://citaya.example')
      const state = { stored, address: `${url.pathname}${url.search}${url.hash}`, replaced: null as string | null }
      const location = {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        replace: (to: string) => (state.replaced = to),
      }
      const localStorage = {
        getItem: () => state.stored,
        setItem: (_key: string, value: string) => (state.stored = value),
      }
      const history = {
        state: null,
        replaceState: (_state: unknown, _title: string, to: string) => (state.address = to),
      }
      new Function('location', 'localStorage', 'history', restoreLanguageScript)(location, localStorage, history)
      return state
    }
    expect(arrive('/en/help?language=en', 'es')).toEqual({ stored: 'en', address: '/en/help', replaced: null })
    expect(arrive('/blog?x=1&language=es#top', 'en')).toEqual({
      stored: 'es',
      address: '/blog?x=1#top',
      replaced: null,
    })
    // Spanish chosen on the landing: stored before the restore reads it, so / stays Spanish.
    expect(arrive('/?language=es', 'en')).toEqual({ stored: 'es', address: '/', replaced: null })
    expect(arrive('/?language=fr', 'en')).toEqual({
      stored: 'en',
      address: '/?language=fr',
      replaced: '/en?language=fr',
    })
  })
})

describe("the language menu's addresses, answered by the proxy", () => {
  it('sends a choice of the other language to the twin page, keeping the choice for the page to store', () => {
    expect(languageSwitchTarget('/help/faq', '?language=en')).toBe('/en/help/faq?language=en')
    expect(languageSwitchTarget('/', '?language=en')).toBe('/en?language=en')
    expect(languageSwitchTarget('/en/blog', '?language=es')).toBe('/blog?language=es')
    expect(languageSwitchTarget('/en', '?language=es')).toBe('/?language=es')
    expect(languageSwitchTarget('/es/plans', '?language=en')).toBe('/en/plans?language=en')
  })

  it('serves the page as it is when it already is in the chosen language, or the value is not a language', () => {
    expect(languageSwitchTarget('/help', '?language=es')).toBeNull()
    expect(languageSwitchTarget('/en/help', '?language=en')).toBeNull()
    expect(languageSwitchTarget('/es', '?language=es')).toBeNull()
    expect(languageSwitchTarget('/help', '?language=fr')).toBeNull()
    expect(languageSwitchTarget('/help', '?language=EN')).toBeNull()
    expect(languageSwitchTarget('/help', '')).toBeNull()
    expect(languageSwitchTarget('/english', '?language=es')).toBeNull()
  })
})
