import { describe, expect, it } from 'vitest'

import { type KnownPaths, isKnownPaths, madePage, madePageTwin, missingPage } from '#src/not-found/known-paths.ts'

const site = {
  articles: [1, 2, 3, 4, 5, 6, 7],
  blogPages: 2,
  legal: { privacy: ['2025-08-20', '2025-07-15'], terms: ['2025-08-20'] },
  pages: { '/para-psicologos': 7 },
}
const known: KnownPaths = { es: site, en: { ...site, articles: [1, 2, 3, 4, 5, 6], blogPages: 1 } }

describe('missingPage', () => {
  it('lets published articles, blog pages and legal versions through', () => {
    for (const path of [
      '/blog/1',
      '/blog/7',
      '/blog/page/1',
      '/blog/page/2',
      '/privacy/2025-07-15',
      '/privacy/2025-07-15/pdf',
      '/terms-of-service/2025-08-20',
    ]) {
      expect(missingPage(known, 'es', path), path).toBeNull()
    }
  })

  it('answers made-up ids: the article 404 for an article, the site 404 for pages, the PDF 404 for a PDF', () => {
    expect(missingPage(known, 'es', '/blog/8')).toBe('article')
    expect(missingPage(known, 'en', '/blog/7')).toBe('article')
    expect(missingPage(known, 'es', '/blog/page')).toBe('article')
    expect(missingPage(known, 'es', '/blog/page/3')).toBe('page')
    expect(missingPage(known, 'en', '/blog/page/2')).toBe('page')
    expect(missingPage(known, 'es', '/blog/page/0')).toBe('page')
    expect(missingPage(known, 'es', '/privacy/2099-01-01')).toBe('page')
    expect(missingPage(known, 'es', '/terms-of-service/2025-07-15')).toBe('page')
    expect(missingPage(known, 'es', '/privacy/2099-01-01/pdf')).toBe('pdf')
  })

  it('accepts only the canonical spelling of a number, so no page has endless twins', () => {
    for (const path of ['/blog/01', '/blog/1.0', '/blog/+1', '/blog/1e0', '/blog/page/02', '/blog/page/2.0']) {
      expect(missingPage(known, 'es', path), path).not.toBeNull()
    }
  })

  it('leaves static pages and other addresses to the router', () => {
    for (const path of [
      '/',
      '/blog',
      '/privacy',
      '/privacy/history',
      '/terms-of-service/history',
      '/plans',
      '/nope',
      '/blog/1/extra/x',
    ]) {
      expect(missingPage(known, 'es', path), path).toBeNull()
    }
  })
})

describe('isKnownPaths', () => {
  it('accepts the endpoint answer and refuses anything else', () => {
    expect(isKnownPaths(known)).toBe(true)
    expect(isKnownPaths(null)).toBe(false)
    expect(isKnownPaths({ es: site })).toBe(false)
    expect(isKnownPaths({ es: site, en: { ...site, legal: { privacy: [] } } })).toBe(false)
  })
})

describe('madePage', () => {
  it('finds a page staff made by its address in its own language only', () => {
    const both: KnownPaths = { es: site, en: { ...site, pages: { '/for-psychologists': 7 } } }
    expect(madePage(both, 'es', '/para-psicologos')).toBe(7)
    expect(madePage(both, 'en', '/for-psychologists')).toBe(7)
    expect(madePage(both, 'en', '/para-psicologos')).toBeNull()
    expect(madePage(both, 'es', '/toString')).toBeNull()
  })

  it('leads from another language’s address to the twin in this language', () => {
    const both: KnownPaths = { es: site, en: { ...site, pages: { '/for-psychologists': 7 } } }
    expect(madePageTwin(both, 'en', '/para-psicologos')).toBe('/for-psychologists')
    expect(madePageTwin(both, 'es', '/for-psychologists')).toBe('/para-psicologos')
    expect(madePageTwin(both, 'en', '/otra')).toBeNull()
  })
})
