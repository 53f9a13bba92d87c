import { type AddressInfo, createServer } from 'node:net'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { RENDER_HEADER, answerBadSearch } from '#src/search/bad-query.ts'
import { MARK_END, MARK_START, snippetParts } from '#src/search/highlight.ts'
import { MAX_PAGE, MAX_QUERY_LENGTH, parseSearchInput, queryWords } from '#src/search/input.ts'
import { faqPassages, legalPassages } from '#src/search/passages.ts'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const rich = (...texts: string[]) => ({ root: { type: 'root', children: texts.map(paragraph) } })

describe('search input', () => {
  it('accepts a query and a page', () => {
    expect(parseSearchInput({ q: '  ¿Cómo   cancelo? ', page: '2' })).toEqual({
      status: 'ok',
      query: '¿Cómo cancelo?',
      page: 2,
    })
  })

  it('is empty without a query, so the page shows just the form', () => {
    expect(parseSearchInput({})).toEqual({ status: 'empty' })
    expect(parseSearchInput({ q: '   ' })).toEqual({ status: 'empty' })
  })

  it('refuses a query longer than the limit, counted in characters', () => {
    expect(parseSearchInput({ q: 'a'.repeat(5000) })).toEqual({ status: 'invalid', reason: 'tooLong' })
    expect(parseSearchInput({ q: 'é'.repeat(MAX_QUERY_LENGTH) }).status).toBe('ok')
    expect(parseSearchInput({ q: '😀'.repeat(MAX_QUERY_LENGTH + 1) })).toEqual({ status: 'invalid', reason: 'tooLong' })
  })

  it('refuses odd Unicode without letters or digits, and strips invisible characters', () => {
    expect(parseSearchInput({ q: '\u200b\u202e\u0000' })).toEqual({ status: 'empty' })
    expect(parseSearchInput({ q: '😀🙃 ⁂' })).toEqual({ status: 'invalid', reason: 'noWords' })
    expect(parseSearchInput({ q: '\ud800cita\u0002' })).toEqual({ status: 'ok', query: 'cita', page: 1 })
    // Full-width letters are normalized (NFKC).
    expect(parseSearchInput({ q: 'ｃｉｔａ' })).toMatchObject({ query: 'cita' })
  })

  it('falls back to page 1 for a page out of bounds', () => {
    for (const page of ['0', '-1', 'x', '1.5', String(MAX_PAGE + 1)])
      expect(parseSearchInput({ q: 'cita', page })).toMatchObject({ page: 1 })
    expect(parseSearchInput({ q: ['cita', 'otra'], page: ['3'] })).toMatchObject({ query: 'cita', page: 3 })
  })

  it('gives the words a misspelling check looks at: unaccented, lower-case, 3 letters or more, at most 8', () => {
    expect(queryWords('¿Cancelación de RECORDATÓRIOS?')).toEqual(['cancelacion', 'recordatorios'])
    expect(queryWords('uno dos tres cuatro cinco seis siete ocho nueve diez')).toHaveLength(8)
  })
})

describe('search snippets', () => {
  it('splits the marked words out, with nothing from the database taken as HTML', () => {
    expect(snippetParts(`la ${MARK_START}cancelación${MARK_END} <b>surte</b>`)).toEqual([
      { text: 'la ', match: false },
      { text: 'cancelación', match: true },
      { text: ' <b>surte</b>', match: false },
    ])
  })
})

describe('search passages', () => {
  it('make one passage per FAQ question, linking to its answer', () => {
    const section = {
      title: 'Pagos',
      questions: [{ id: 'abc', question: '¿Puedo cancelar?', answer: rich('Sí, cuando', 'quieras.') }],
    }
    expect(faqPassages('es', section)).toEqual([
      {
        lang: 'es',
        path: '/help/faq#faq-abc',
        context: 'Pagos',
        heading: '¿Puedo cancelar?',
        body: 'Sí, cuando quieras.',
      },
    ])
  })

  it('make one passage per legal section, linking to the section of the current document', () => {
    const document = {
      kind: 'terms',
      title: 'Términos',
      sections: [{ anchor: 'cancelacion', heading: 'Cancelación', body: rich('Texto') }],
    }
    expect(legalPassages('en', document)[0]).toMatchObject({
      path: '/terms-of-service#cancelacion',
      heading: 'Cancelación',
      body: 'Texto',
    })
  })
})

describe('the proxy’s check of the search query (src/search/bad-query.ts)', () => {
  const request = (path: string, headers: Record<string, string> = {}) =>
    new NextRequest(new URL(path, 'http://127.0.0.1'), { headers })

  it('lets good, empty and other requests through to the page without asking the server for anything', async () => {
    for (const path of [
      '/help/search?q=cancelacion',
      '/en/help/search?q=reminders&page=2',
      '/help/search',
      '/help/search?q=',
      '/help?q=' + 'a'.repeat(5000),
      '/blog/search?q=😀',
    ]) {
      expect(await answerBadSearch(request(path)), path).toBeNull()
    }
  })

  it('lets the proxy’s own request for the rendering through (no loop)', async () => {
    expect(await answerBadSearch(request(`/help/search?q=${'a'.repeat(5000)}`, { [RENDER_HEADER]: '1' }))).toBeNull()
  })

  it('serves the page as usual when the server cannot render it, rather than failing', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        server.close(() => resolve(port))
      })
    })
    const saved = process.env.PORT
    process.env.PORT = String(closed)
    try {
      expect(await answerBadSearch(request(`/en/help/search?q=${encodeURIComponent('😀 ⁂')}`))).toBeNull()
    } finally {
      if (saved === undefined) delete process.env.PORT
      else process.env.PORT = saved
    }
  })
})
