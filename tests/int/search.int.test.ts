import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchContent } from '#src/search/query.ts'
import { reindexSearch } from '#src/search/reindex.ts'
import { seed } from '#src/seed/seed.ts'
import { toLexical } from '#src/seed/richtext.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { testPayload } from '#tests/int/helpers.ts'

let payload: Payload
let image: number

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  image = (await payload.find({ collection: 'media', limit: 1 })).docs[0].id
})

/** Every result of a query, all pages. */
async function allPaths(locale: Locale, query: string): Promise<string[]> {
  const paths: string[] = []
  for (let page = 1; page <= 20; page++) {
    const results = await searchContent(payload, locale, query, page)
    paths.push(...results.hits.map((hit) => hit.path))
    if (page >= results.pageCount) break
  }
  return paths
}

async function faqPath(locale: Locale, question: RegExp): Promise<string> {
  const sections = await payload.find({ collection: 'faq-sections', locale, pagination: false })
  const item = sections.docs.flatMap((section) => section.questions ?? []).find((q) => question.test(q.question))
  if (!item?.id) throw new Error(`no FAQ item ${question}`)
  return `/help/faq#faq-${item.id}`
}

describe('search over the seeded content', () => {
  it('finds a FAQ item without accents, by the plural, and misspelt, in Spanish', async () => {
    const setup = await faqPath('es', /tarda la configuración/)
    expect((await searchContent(payload, 'es', 'configuracion', 1)).hits[0].path).toBe(setup)
    const reminders = await faqPath('es', /se envían los recordatorios/)
    expect(await allPaths('es', 'recordatorio')).toContain(reminders)
    const misspelt = await searchContent(payload, 'es', 'recordatoros', 1)
    expect(misspelt.correctedQuery).toBe('recordatorios')
    expect(misspelt.hits.map((hit) => hit.path)).toContain(reminders)
  })

  it('finds a FAQ item by the singular and misspelt, in English, with the matching words marked', async () => {
    const reminders = await faqPath('en', /reminders sent/i)
    const results = await searchContent(payload, 'en', 'reminder', 1)
    expect(results.hits.map((hit) => hit.path)).toContain(reminders)
    const hit = results.hits.find((h) => h.path === reminders)!
    expect(hit.kind).toBe('faq')
    expect(`${hit.heading} ${hit.snippet}`).toMatch(/\u0002reminders?\u0003/i)
    const misspelt = await searchContent(payload, 'en', 'remindres', 1)
    expect(misspelt.correctedQuery).toMatch(/^remind/)
    expect(misspelt.hits.map((h) => h.path)).toContain(reminders)
  })

  it("corrects a misspelling to the nearest of the site's own words in the visitor's language (issue 32)", async () => {
    // «sita» is one letter from «cita» and two from «sitio»: the nearest word wins, not the one
    // sharing the most letter triples.
    const cases: [Locale, string, string][] = [
      ['es', 'cancelar sita', 'cancelar cita'],
      ['es', 'recordatoros', 'recordatorios'],
      ['en', 'cancel apointment', 'cancel appointment'],
      ['en', 'remindrs', 'reminders'],
    ]
    for (const [locale, typed, expected] of cases) {
      const results = await searchContent(payload, locale, typed, 1)
      expect(results.correctedQuery, `${locale}: ${typed}`).toBe(expected)
      expect(results.total, `${locale}: ${typed}`).toBeGreaterThan(0)
    }
  })

  it('ranks help and FAQ answers above legal text for a how-to question (issue 32)', async () => {
    for (const [locale, query] of [
      ['es', 'cancelar cita'],
      ['en', 'cancel appointment'],
    ] as const) {
      const results = await searchContent(payload, locale, query, 1)
      expect(results.hits.length, query).toBeGreaterThan(1)
      const firstLegal = results.hits.findIndex((hit) => hit.kind === 'legal')
      const lastHelp = results.hits.map((hit) => hit.kind !== 'legal').lastIndexOf(true)
      expect(results.hits[0].kind, query).not.toBe('legal')
      if (firstLegal !== -1) expect(lastHelp, query).toBeLessThan(firstLegal)
    }
  })

  it('answers in the visitor language only, and only from the current legal version', async () => {
    const terms = await allPaths('es', 'cancelación')
    expect(terms.filter((path) => path === '/terms-of-service#cancelacion')).toHaveLength(1)
    expect(await allPaths('en', 'configuracion')).not.toContain(await faqPath('es', /tarda la configuración/))
  })

  it('finds nothing, without an error, for words that are not there or only operators', async () => {
    expect((await searchContent(payload, 'es', 'xilófono cuántico', 1)).total).toBe(0)
    expect((await searchContent(payload, 'es', '-"" OR', 1)).total).toBe(0)
    expect((await searchContent(payload, 'es', "'; drop table search; --", 1)).total).toBe(0)
  })

  it('a rebuild from the content gives the same index as the hooks did', async () => {
    const before = await allPaths('es', 'cita')
    await reindexSearch(payload)
    expect((await allPaths('es', 'cita')).sort()).toEqual(before.sort())
  })
})

describe('the index follows publishing', () => {
  const post = (slug: string, words: string) => ({
    title: `Nota ${words}`,
    description: `Resumen ${words}`,
    content: toLexical([{ type: 'p', text: `Texto con ${words}.` }]),
    slug,
    type: 'article' as const,
    readTimeMinutes: 2,
    author: 'Equipo',
    publishedAt: new Date().toISOString(),
    image,
  })

  it('never shows a draft, shows a post once published, keeps the published text while a new draft is edited, drops it on unpublish', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { ...post('borrador-buscable', 'zarigüeya'), _status: 'draft' },
      draft: true,
    })
    expect((await searchContent(payload, 'es', 'zarigueya', 1)).total).toBe(0)
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
    expect((await searchContent(payload, 'es', 'zarigueya', 1)).hits.map((h) => h.path)).toEqual([
      `/blog/${draft.articleNumber}`,
    ])
    // English falls back to the Spanish text, so it is found in English too.
    expect((await searchContent(payload, 'en', 'zarigueya', 1)).total).toBe(1)
    await payload.update({
      collection: 'posts',
      id: draft.id,
      data: { title: 'Nota ornitorrinco', _status: 'draft' },
      draft: true,
    })
    expect((await searchContent(payload, 'es', 'ornitorrinco', 1)).total).toBe(0)
    expect((await searchContent(payload, 'es', 'zarigueya', 1)).total).toBe(1)
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' } })
    expect((await searchContent(payload, 'es', 'zarigueya', 1)).total).toBe(0)
    await payload.delete({ collection: 'posts', id: draft.id })
  })

  it('a scheduled publish puts the post in the index when the jobs queue publishes it', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { ...post('programado-buscable', 'quetzal'), _status: 'draft' },
      draft: true,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id }, locale: undefined },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run()
    expect((await searchContent(payload, 'es', 'quetzal', 1)).hits.map((h) => h.path)).toEqual([
      `/blog/${draft.articleNumber}`,
    ])
    await payload.delete({ collection: 'posts', id: draft.id })
    expect((await searchContent(payload, 'es', 'quetzal', 1)).total).toBe(0)
  })

  it('after 100 random publish, unpublish and draft edits, search answers exactly what a direct query of the published posts does', async () => {
    // A small deterministic PRNG (mulberry32), so a failure can be replayed.
    let state = 20
    const random = () => {
      state = (state + 0x6d2b79f5) | 0
      let t = Math.imul(state ^ (state >>> 15), 1 | state)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const ids: number[] = []
    const paths = new Map<number, string>()
    for (let i = 0; i < 6; i++) {
      const doc = await payload.create({
        collection: 'posts',
        data: { ...post(`azar-${i}`, `tlacuache palabra${i}`), _status: 'draft' },
        draft: true,
      })
      ids.push(doc.id)
      paths.set(doc.id, `/blog/${doc.articleNumber}`)
    }
    const draftWords: string[] = []
    for (let op = 0; op < 100; op++) {
      const id = ids[Math.floor(random() * ids.length)]
      const choice = random()
      if (choice < 0.45) await payload.update({ collection: 'posts', id, data: { _status: 'published' } })
      else if (choice < 0.85) await payload.update({ collection: 'posts', id, data: { _status: 'draft' } })
      else {
        // A draft edit: its word is searchable only if that draft is published later.
        draftWords.push(`qzxborrador${op}`)
        await payload.update({
          collection: 'posts',
          id,
          data: { description: `Resumen tlacuache qzxborrador${op}`, _status: 'draft' },
          draft: true,
        })
      }
    }
    // The direct query: published posts whose published title has the word, read with anonymous access.
    const published = await payload.find({
      collection: 'posts',
      overrideAccess: false,
      pagination: false,
      where: { and: [{ id: { in: ids } }, { title: { like: 'tlacuache' } }] },
    })
    const expected = published.docs.map((doc) => `/blog/${doc.articleNumber}`).sort()
    expect((await allPaths('es', 'tlacuache')).sort()).toEqual(expected)
    expect((await allPaths('en', 'tlacuache')).sort()).toEqual(expected)
    expect(draftWords.length).toBeGreaterThan(5)
    for (const word of draftWords) {
      const direct = await payload.find({
        collection: 'posts',
        overrideAccess: false,
        pagination: false,
        where: { and: [{ id: { in: ids } }, { description: { like: word } }] },
      })
      // Words as typed (a misspelling correction may find a neighbouring word: not this comparison).
      const results = await searchContent(payload, 'es', word, 1)
      const found = results.correctedQuery ? [] : results.hits.map((hit) => hit.path)
      expect(found.sort(), word).toEqual(direct.docs.map((doc) => paths.get(doc.id)).sort())
    }
    for (const id of ids) await payload.delete({ collection: 'posts', id })
    expect((await searchContent(payload, 'es', 'tlacuache', 1)).total).toBe(0)
  })
})
