import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { publicRead } from '#src/data/collections.ts'
import { publicGlobalRead } from '#src/data/globals.ts'
import type { FaqSection, Landing, Plan, User } from '#src/payload-types.ts'
import { seed } from '#src/seed/seed.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'

/**
 * Drafts, versions, scheduling and restore for the content staff edit (issue 30), read the way the
 * site reads (the data layer's own arguments): a draft changes nothing public, publishing does
 * (and expires the pages of both languages through the revalidation helper), an older version
 * can be restored, and a scheduled publish goes live through the jobs queue.
 */
let payload: Payload
let marketing: User
let server: Server
const expired: string[][] = []

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  marketing = await staffUser(payload, ['marketing'])
  // Stands in for the web server's /api/revalidate, which Local API changes call once committed.
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      expired.push((JSON.parse(body) as { tags: string[] }).tags)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"expired":0}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.INTERNAL_SERVER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  delete process.env.INTERNAL_SERVER_URL
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  expired.length = 0
})

const asMarketing = () => ({ user: marketing, overrideAccess: false })

async function publicPlan(key: string, locale: 'es' | 'en' = 'es'): Promise<Plan | undefined> {
  const { docs } = await payload.find({ ...publicRead, collection: 'plans', locale, where: { key: { equals: key } } })
  return docs[0]
}

async function publicFaq(key: string, locale: 'es' | 'en'): Promise<FaqSection | undefined> {
  const { docs } = await payload.find({
    ...publicRead,
    collection: 'faq-sections',
    locale,
    where: { key: { equals: key } },
  })
  return docs[0]
}

const publicLanding = (locale: 'es' | 'en' = 'es'): Promise<Landing> =>
  payload.findGlobal({ ...publicGlobalRead, slug: 'landing', locale, depth: 0 })

describe('a plan', () => {
  it('saved as a draft changes nothing public; published, it does, in both languages’ pages', async () => {
    const plan = (await payload.find({ collection: 'plans', sort: 'order', limit: 1 })).docs[0]
    const before = (await publicPlan(plan.key))?.priceAmount
    const changed = (before ?? 0) + 50

    await payload.update({
      collection: 'plans',
      id: plan.id,
      draft: true,
      data: { priceAmount: changed },
      ...asMarketing(),
    })
    expect((await publicPlan(plan.key))?.priceAmount).toBe(before)
    // Anonymous `?draft=true` (as the REST API takes it) still gets the published version.
    const anonymousDraft = await payload.findByID({
      collection: 'plans',
      id: plan.id,
      draft: true,
      overrideAccess: false,
    })
    expect(anonymousDraft.priceAmount).toBe(before)
    // Staff see the draft in the admin.
    const staffDraft = await payload.findByID({ collection: 'plans', id: plan.id, draft: true, ...asMarketing() })
    expect(staffDraft.priceAmount).toBe(changed)
    expect(staffDraft._status).toBe('draft')

    expired.length = 0
    await payload.update({ collection: 'plans', id: plan.id, data: { _status: 'published' }, ...asMarketing() })
    expect((await publicPlan(plan.key))?.priceAmount).toBe(changed)
    expect(expired.flat()).toEqual(expect.arrayContaining(['collection:plans:es', 'collection:plans:en']))

    await payload.update({ collection: 'plans', id: plan.id, data: { priceAmount: before, _status: 'published' } })
  })

  it('created as a draft stays off the site until published', async () => {
    const draft = await payload.create({
      collection: 'plans',
      draft: true,
      data: {
        key: `draft-plan-${Date.now()}`,
        order: 99,
        name: 'Borrador',
        description: 'Aún no',
        currency: 'MXN',
        period: 'month',
        features: [{ text: 'Uno' }],
        ctaLabel: 'Ir',
        ctaHref: '/register',
        _status: 'draft',
      },
      ...asMarketing(),
    })
    expect(await publicPlan(draft.key)).toBeUndefined()
    await payload.update({ collection: 'plans', id: draft.id, data: { _status: 'published' }, ...asMarketing() })
    expect((await publicPlan(draft.key))?.name).toBe('Borrador')
    await payload.delete({ collection: 'plans', id: draft.id })
  })

  it('restores an earlier version, which goes live again', async () => {
    const plan = (await payload.find({ collection: 'plans', sort: 'order', limit: 1 })).docs[0]
    const original = plan.priceAmount
    await payload.update({ collection: 'plans', id: plan.id, data: { priceAmount: 1234, _status: 'published' } })
    expect((await publicPlan(plan.key))?.priceAmount).toBe(1234)

    const { docs: versions } = await payload.findVersions({
      collection: 'plans',
      where: { and: [{ parent: { equals: plan.id } }, { 'version.priceAmount': { equals: original } }] },
      sort: '-updatedAt',
      limit: 1,
    })
    expect(versions).toHaveLength(1)
    expired.length = 0
    await payload.restoreVersion({ collection: 'plans', id: versions[0].id, ...asMarketing() })
    expect((await publicPlan(plan.key))?.priceAmount).toBe(original)
    expect(expired.flat()).toEqual(expect.arrayContaining(['collection:plans:es', 'collection:plans:en']))
  })

  it('scheduled to publish goes live when the jobs queue runs it', async () => {
    const plan = (await payload.find({ collection: 'plans', sort: 'order', limit: 1 })).docs[0]
    const before = plan.priceAmount
    await payload.update({
      collection: 'plans',
      id: plan.id,
      draft: true,
      data: { priceAmount: 777 },
      ...asMarketing(),
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'plans', value: plan.id } },
      waitUntil: new Date(Date.now() + 60_000),
    })
    await payload.jobs.run()
    expect((await publicPlan(plan.key))?.priceAmount).toBe(before)

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'plans', value: plan.id } },
      waitUntil: new Date(Date.now() - 1),
    })
    expired.length = 0
    await payload.jobs.run()
    expect((await publicPlan(plan.key))?.priceAmount).toBe(777)
    expect(expired.flat()).toEqual(expect.arrayContaining(['collection:plans:es', 'collection:plans:en']))
    await payload.update({ collection: 'plans', id: plan.id, data: { priceAmount: before, _status: 'published' } })
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })
  })
})

describe('an FAQ section', () => {
  it('a draft answer in English changes nothing public; publishing from Spanish makes it live in English', async () => {
    const section = (await payload.find({ collection: 'faq-sections', sort: 'order', limit: 1, locale: 'en' })).docs[0]
    const rows = section.questions ?? []
    const question = rows[0].question
    const draftQuestion = `${question} (borrador)`
    const questions = rows.map((row, index) => (index === 0 ? { ...row, question: draftQuestion } : row))

    await payload.update({
      collection: 'faq-sections',
      id: section.id,
      locale: 'en',
      draft: true,
      data: { questions },
      ...asMarketing(),
    })
    expect((await publicFaq(section.key, 'en'))?.questions?.[0]?.question).toBe(question)

    // Publishing from the Spanish editor publishes the whole draft, English included, and expires
    // the English pages too.
    expired.length = 0
    await payload.update({
      collection: 'faq-sections',
      id: section.id,
      locale: 'es',
      data: { _status: 'published' },
      ...asMarketing(),
    })
    expect((await publicFaq(section.key, 'en'))?.questions?.[0]?.question).toBe(draftQuestion)
    expect(expired.flat()).toEqual(expect.arrayContaining(['collection:faq-sections:en']))

    const { docs } = await payload.findVersions({
      collection: 'faq-sections',
      where: { parent: { equals: section.id } },
      sort: '-updatedAt',
      locale: 'en',
      limit: 10,
    })
    const older = docs.find((version) => version.version.questions?.[0]?.question === question)
    expect(older).toBeDefined()
    await payload.restoreVersion({ collection: 'faq-sections', id: older!.id, ...asMarketing() })
    expect((await publicFaq(section.key, 'en'))?.questions?.[0]?.question).toBe(question)
  })
})

describe('the landing global', () => {
  it('a draft changes nothing public; publishing does; an older version restores', async () => {
    const title = (await publicLanding()).hero.title
    await payload.updateGlobal({
      slug: 'landing',
      draft: true,
      locale: 'es',
      data: { hero: { title: 'Título en borrador' } },
      ...asMarketing(),
    })
    expect((await publicLanding()).hero.title).toBe(title)
    // Anonymous readers asking for the draft get the published global.
    const anonymous = await payload.findGlobal({ slug: 'landing', draft: true, overrideAccess: false, locale: 'es' })
    expect(anonymous.hero.title).toBe(title)
    const staff = await payload.findGlobal({ slug: 'landing', draft: true, locale: 'es', ...asMarketing() })
    expect(staff.hero.title).toBe('Título en borrador')

    expired.length = 0
    await payload.updateGlobal({ slug: 'landing', locale: 'es', data: { _status: 'published' }, ...asMarketing() })
    expect((await publicLanding()).hero.title).toBe('Título en borrador')
    expect(expired.flat()).toEqual(expect.arrayContaining(['global:landing:es', 'global:landing:en']))

    const { docs } = await payload.findGlobalVersions({
      slug: 'landing',
      where: { 'version.hero.title': { equals: title } },
      sort: '-updatedAt',
      locale: 'es',
      limit: 1,
    })
    expect(docs).toHaveLength(1)
    await payload.restoreGlobalVersion({ slug: 'landing', id: docs[0].id, ...asMarketing() })
    expect((await publicLanding()).hero.title).toBe(title)
  })

  it('scheduled to publish goes live when the jobs queue runs it', async () => {
    const title = (await publicLanding()).hero.title
    await payload.updateGlobal({
      slug: 'landing',
      draft: true,
      locale: 'es',
      data: { hero: { title: 'Título programado' } },
      ...asMarketing(),
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', global: 'landing' },
      waitUntil: new Date(Date.now() - 1),
    })
    expired.length = 0
    await payload.jobs.run()
    expect((await publicLanding()).hero.title).toBe('Título programado')
    expect(expired.flat()).toEqual(expect.arrayContaining(['global:landing:es', 'global:landing:en']))
    await payload.updateGlobal({ slug: 'landing', locale: 'es', data: { hero: { title }, _status: 'published' } })
  })

  it('every seeded global and content document is published', async () => {
    for (const slug of ['site-settings', 'header', 'footer', 'landing', 'help-page', 'contact-page'] as const) {
      expect((await payload.findGlobal({ slug, depth: 0 }))._status, slug).toBe('published')
    }
    for (const collection of ['plans', 'features', 'integrations', 'faq-sections', 'seo-pages'] as const) {
      const drafts = await payload.count({ collection, where: { _status: { not_equals: 'published' } } })
      expect(drafts.totalDocs, collection).toBe(0)
    }
  })
})
