import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '#src/seed/seed.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { testPayload } from '#tests/int/helpers.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // Other files (the access matrix) add and change documents: start from the seeded content.
  await seed(payload, { reset: true })
})

const seeded: CollectionSlug[] = [
  'posts',
  'plans',
  'features',
  'integrations',
  'faq-sections',
  'legal-documents',
  'seo-pages',
  'media',
]

async function counts() {
  const entries = await Promise.all(
    seeded.map(async (collection) => [collection, (await payload.count({ collection })).totalDocs] as const),
  )
  return Object.fromEntries(entries)
}

describe('seed', () => {
  it('writes the spec content: 3 plans, 6 posts, 4 features, 4 integrations, 5 landing questions, 17 SEO records (one per public route with its own metadata)', async () => {
    const c = await counts()
    expect(c).toMatchObject({ plans: 3, posts: 6, features: 4, integrations: 4, 'seo-pages': 17, 'legal-documents': 4 })
    const sections = await payload.find({ collection: 'faq-sections', pagination: false })
    const landing = sections.docs.flatMap((s) => s.questions ?? []).filter((q) => q.showOnLanding)
    expect(landing).toHaveLength(5)
  })

  it('has the spec constants in both languages', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings).toMatchObject({
      brandName: 'CitaYa',
      trialDays: 14,
      replyWithinHours: 24,
      demoCallMinutes: 15,
      firstReminderHours: 24,
      secondReminderHours: 1,
    })
    for (const locale of ['es', 'en'] as const) {
      const plans = await payload.find({ collection: 'plans', locale, sort: 'order' })
      expect(plans.docs.map((p) => [p.key, p.priceAmount, p.currency, p.period, p.numbersIncluded ?? null])).toEqual([
        ['medico', 399, 'MXN', 'month', 1],
        ['clinica', 1699, 'MXN', 'month', 5],
        ['hospital', null, 'MXN', 'none', null],
      ])
      expect(plans.docs.find((p) => p.key === 'clinica')?.mostPopular).toBe(true)
    }
    const en = await payload.find({ collection: 'plans', locale: 'en', sort: 'order' })
    expect(en.docs.map((p) => p.name).join(' ')).not.toMatch(/Basic|Pro\b|Premium/)
  })

  it('gives every post a real article of at least 400 words in each language', async () => {
    for (const locale of ['es', 'en'] as const) {
      const posts = await payload.find({
        collection: 'posts',
        locale,
        fallbackLocale: false,
        pagination: false,
        sort: 'articleNumber',
      })
      expect(posts.docs.map((p) => p.articleNumber)).toEqual([1, 2, 3, 4, 5, 6])
      for (const post of posts.docs) {
        const text =
          JSON.stringify(post.content)
            .match(/"text":"([^"]*)"/g)
            ?.join(' ') ?? ''
        expect(text.split(/\s+/).length, `${locale} post ${post.articleNumber}`).toBeGreaterThanOrEqual(400)
        expect(typeof post.image === 'object' && post.image?.url).toBeTruthy()
      }
    }
  })

  it('is idempotent: seeding twice gives the same documents', async () => {
    const before = await counts()
    const planIds = (await payload.find({ collection: 'plans' })).docs.map((p) => p.id).sort()
    await seed(payload, { reset: false })
    expect(await counts()).toEqual(before)
    expect((await payload.find({ collection: 'plans' })).docs.map((p) => p.id).sort()).toEqual(planIds)
  })

  it('--reset replaces content and keeps staff accounts and contact messages', async () => {
    await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Hola',
        message: 'Quiero una demo.',
        status: 'new',
        language: 'es',
      },
    })
    await payload.create({
      collection: 'features',
      data: { key: 'extra-feature', order: 99, title: 'Extra', description: 'Extra', icon: 'star' },
    })
    const users = (await payload.count({ collection: 'users' })).totalDocs
    const messages = (await payload.count({ collection: 'contact-messages' })).totalDocs
    await seed(payload, { reset: true })
    expect((await payload.count({ collection: 'features' })).totalDocs).toBe(4)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(users)
    expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(messages)
  })
})

describe('localized content', () => {
  it('an English edit leaves the Spanish text unchanged', async () => {
    const [feature] = (await payload.find({ collection: 'features', locale: 'es', sort: 'order', limit: 1 })).docs
    const spanish = feature.title
    await payload.update({ collection: 'features', id: feature.id, locale: 'en', data: { title: 'Edited in English' } })
    expect((await payload.findByID({ collection: 'features', id: feature.id, locale: 'es' })).title).toBe(spanish)
    expect((await payload.findByID({ collection: 'features', id: feature.id, locale: 'en' })).title).toBe(
      'Edited in English',
    )
  })

  it('a missing English field falls back to Spanish', async () => {
    const created = await payload.create({
      collection: 'features',
      locale: 'es',
      data: {
        key: 'solo-espanol',
        order: 50,
        title: 'Solo en español',
        description: 'Descripción en español',
        icon: 'check',
      },
    })
    const english = await payload.findByID({ collection: 'features', id: created.id, locale: 'en' })
    expect(english.title).toBe('Solo en español')
    await payload.delete({ collection: 'features', id: created.id })
  })
})

describe('drafts and scheduled posts', () => {
  const draftData = (slug: string) => ({
    title: 'Borrador secreto',
    description: 'No publicado',
    content: toLexical([{ type: 'p', text: 'Aún no.' }]),
    slug,
    type: 'article' as const,
    readTimeMinutes: 2,
    author: 'Equipo',
    publishedAt: new Date().toISOString(),
    _status: 'draft' as const,
  })

  async function image() {
    return (await payload.find({ collection: 'media', limit: 1 })).docs[0].id
  }

  it('a draft post is invisible to anonymous readers', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { ...draftData('borrador-secreto'), image: await image() },
      draft: true,
    })
    const anonymous = await payload.find({
      collection: 'posts',
      overrideAccess: false,
      where: { slug: { equals: 'borrador-secreto' } },
    })
    expect(anonymous.totalDocs).toBe(0)
    await expect(payload.findByID({ collection: 'posts', id: draft.id, overrideAccess: false })).rejects.toThrow()
    expect(draft.articleNumber).toBe(7)
    await payload.delete({ collection: 'posts', id: draft.id })
  })

  it('a post scheduled for later is published by the jobs queue when its time comes', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { ...draftData('programado'), image: await image() },
      draft: true,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id }, locale: undefined },
      waitUntil: new Date(Date.now() + 1500),
    })
    await payload.jobs.run()
    expect(
      (await payload.find({ collection: 'posts', overrideAccess: false, where: { id: { equals: draft.id } } }))
        .totalDocs,
    ).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 1600))
    await payload.jobs.run()
    expect(
      (await payload.find({ collection: 'posts', overrideAccess: false, where: { id: { equals: draft.id } } }))
        .totalDocs,
    ).toBe(1)
    await payload.delete({ collection: 'posts', id: draft.id })
  })
})

describe('post fields that need no busywork and never break a page', () => {
  const base = async () => ({
    description: 'Resumen',
    content: toLexical([{ type: 'p', text: Array.from({ length: 650 }, (_, i) => `palabra${i}`).join(' ') }]),
    type: 'article' as const,
    readTimeMinutes: 1,
    author: 'Equipo',
    publishedAt: new Date().toISOString(),
    image: (await payload.find({ collection: 'media', limit: 1 })).docs[0].id,
    _status: 'draft' as const,
  })

  it('derives the slug from the title (unique) and computes the reading time from the text', async () => {
    const first = await payload.create({
      collection: 'posts',
      data: { ...(await base()), title: 'Mi Artículo: ¿qué sigue?' } as never,
      draft: true,
    })
    const second = await payload.create({
      collection: 'posts',
      data: { ...(await base()), title: 'Mi artículo: qué sigue' } as never,
      draft: true,
    })
    expect(first.slug).toBe('mi-articulo-que-sigue')
    expect(second.slug).toBe('mi-articulo-que-sigue-2')
    // 650 words at 200 a minute, whatever was sent.
    expect(first.readTimeMinutes).toBe(3)
    for (const post of [first, second]) await payload.delete({ collection: 'posts', id: post.id })
  })

  it('«Duplicar» on a published post makes a new draft with its own number and address', async () => {
    const original = (
      await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 1 })
    ).docs[0]
    const copy = await payload.duplicate({ collection: 'posts', id: original.id, locale: 'es', draft: true })
    expect(copy._status).toBe('draft')
    expect(copy.articleNumber).toBeGreaterThan(0)
    expect(copy.articleNumber).not.toBe(original.articleNumber)
    expect(copy.slug).toBe(`${original.slug}-copia`)
    await payload.delete({ collection: 'posts', id: copy.id })
  })

  it('«Duplicar» on plans, features, integrations and FAQ sections gives the copy a free key', async () => {
    for (const collection of ['plans', 'features', 'integrations', 'faq-sections'] as const) {
      const original = (await payload.find({ collection, limit: 1 })).docs[0] as { id: number; key: string }
      const first = (await payload.duplicate({ collection, id: original.id })) as { id: number; key: string }
      const second = (await payload.duplicate({ collection, id: original.id })) as { id: number; key: string }
      expect([first.key, second.key], collection).toEqual([`${original.key}-copia`, `${original.key}-copia-2`])
      for (const copy of [first, second]) await payload.delete({ collection, id: copy.id })
    }
  })

  it("refuses a slug a URL cannot carry, in a draft too, naming the field and the reason in the admin's language", async () => {
    const error = await payload
      .create({
        collection: 'posts',
        data: { ...(await base()), title: 'Borrador', slug: 'Mi Artículo' } as never,
        draft: true,
      })
      .catch((caught: { data?: { errors?: { path: string; message: string }[] } }) => caught)
    expect((error as { data: { errors: { path: string; message: string }[] } }).data.errors[0]).toMatchObject({
      path: 'slug',
      message: expect.stringContaining('«Mi Artículo» no sirve'),
    })
  })

  it('shows staff what is scheduled for a post, in Mexico City time', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { ...(await base()), title: 'Para programar' } as never,
      draft: true,
    })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      // The admin's dialog stores the id as a string (Payload #10481): query it the same way.
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(post.id) as never } },
      waitUntil: new Date('2030-03-04T15:30:00.000Z'),
    })
    const staff = (await payload.find({ collection: 'users', limit: 1 })).docs[0]
    const seen = await payload.findByID({
      collection: 'posts',
      id: post.id,
      draft: true,
      user: staff,
      overrideAccess: false,
    })
    expect(seen.scheduled).toMatch(/^Publicar: 4 mar 2030, 09:30 .*\(America\/Mexico_City\)$/)
    await payload.delete({ collection: 'payload-jobs', id: job.id })
    await payload.delete({ collection: 'posts', id: post.id })
  })
})
