import { createLocalReq, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { FaqSection, User } from '#src/payload-types.ts'
import { seed } from '#src/seed/seed.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { markReviewedEndpoint } from '#src/translations/endpoint.ts'
import { plainText } from '#src/translations/fields.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'

let payload: Payload
let marketing: User

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  marketing = await staffUser(payload, ['marketing'])
})

const open = async (entity: string, docId: string, extra: Where[] = []) =>
  (
    await payload.find({
      collection: 'translation-status',
      where: {
        and: [{ entity: { equals: entity } }, { docId: { equals: docId } }, { resolved: { equals: false } }, ...extra],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const as = () => ({ user: marketing, overrideAccess: false })

async function firstSection(): Promise<FaqSection> {
  const { docs } = await payload.find({ collection: 'faq-sections', sort: 'order', limit: 1, locale: 'es' })
  return docs[0]
}

describe('translation status', () => {
  it('a Spanish FAQ answer edit marks that English answer out of date, with the Spanish before and after; the English update clears it', async () => {
    const section = await firstSection()
    const question = section.questions![0]
    const before = plainText(question.answer)
    await payload.update({
      collection: 'faq-sections',
      id: section.id,
      locale: 'es',
      data: {
        questions: section.questions!.map((q) =>
          q.id === question.id ? { ...q, answer: toLexical([{ type: 'p', text: 'Respuesta nueva en español.' }]) } : q,
        ),
      },
      ...as(),
    })
    const records = await open('faq-sections', String(section.id))
    expect(records.map((r) => [r.fieldPath, r.sourceLocale, r.targetLocale])).toEqual([
      [`questions.${question.id}.answer`, 'es', 'en'],
    ])
    expect(plainText(records[0].sourceBefore)).toBe(before)
    expect(plainText(records[0].sourceAfter)).toBe('Respuesta nueva en español.')
    expect(records[0].fieldLabel).toEqual({ es: 'Preguntas › #1 › Respuesta', en: 'Questions › #1 › Answer' })
    expect(records[0].changedBy).toBe(marketing.id)

    // The English update resolves it, and does not mark the Spanish out of date in turn.
    const english = (await payload.findByID({ collection: 'faq-sections', id: section.id, locale: 'en' })) as FaqSection
    await payload.update({
      collection: 'faq-sections',
      id: section.id,
      locale: 'en',
      data: {
        questions: english.questions!.map((q) =>
          q.id === question.id ? { ...q, answer: toLexical([{ type: 'p', text: 'New answer in English.' }]) } : q,
        ),
      },
      ...as(),
    })
    expect(await open('faq-sections', String(section.id))).toEqual([])
    const resolved = await payload.find({
      collection: 'translation-status',
      where: { docId: { equals: String(section.id) }, entity: { equals: 'faq-sections' } },
      overrideAccess: true,
    })
    expect(resolved.docs.map((r) => [r.resolved, r.resolution])).toEqual([[true, 'updated']])
  })

  it('a plan feature item is tracked by its id; a second edit keeps the first "before"; «Marcar revisado» clears it, for staff who can read it', async () => {
    const { docs } = await payload.find({ collection: 'plans', sort: 'order', limit: 1, locale: 'es' })
    const plan = docs[0]
    const item = plan.features![1]
    const edit = (text: string) =>
      payload.update({
        collection: 'plans',
        id: plan.id,
        locale: 'es',
        data: { features: plan.features!.map((f) => (f.id === item.id ? { ...f, text } : f)) },
        ...as(),
      })
    await edit('Primera versión')
    await edit('Segunda versión')
    const [record, ...others] = await open('plans', String(plan.id))
    expect(others).toEqual([])
    expect(record).toMatchObject({
      fieldPath: `features.${item.id}.text`,
      sourceBefore: { value: item.text },
      sourceAfter: { value: 'Segunda versión' },
      targetLocale: 'en',
    })

    const legal = await staffUser(payload, ['legal'])
    const mark = async (user: User) => {
      const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
      req.routeParams = { id: String(record.id) }
      return markReviewedEndpoint.handler(req)
    }
    expect((await mark(legal)).status).toBe(404)
    expect(await open('plans', String(plan.id))).toHaveLength(1)
    expect((await mark(marketing)).status).toBe(200)
    expect(await open('plans', String(plan.id))).toEqual([])
    const after = await payload.findByID({
      collection: 'translation-status',
      id: record.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ resolved: true, resolution: 'reviewed', resolvedBy: marketing.id })
  })

  it('restoring the version a translation matched clears its flag: no «desactualizado» with the same before and after (issue 40)', async () => {
    const { docs } = await payload.find({ collection: 'plans', sort: 'order', limit: 1, page: 2, locale: 'es' })
    const plan = docs[0]
    const item = plan.features![0]
    const [matched] = (
      await payload.findVersions({
        collection: 'plans',
        where: { parent: { equals: plan.id } },
        sort: '-updatedAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    await payload.update({
      collection: 'plans',
      id: plan.id,
      locale: 'es',
      data: { features: plan.features!.map((f) => (f.id === item.id ? { ...f, text: 'Texto que se deshace' } : f)) },
      ...as(),
    })
    const field = [{ fieldPath: { equals: `features.${item.id}.text` } }]
    expect(await open('plans', String(plan.id), field)).toHaveLength(1)
    await payload.restoreVersion({ collection: 'plans', id: String(matched.id), ...as() })
    expect(await open('plans', String(plan.id), field)).toEqual([])
  })

  it('works from English to Spanish too, for a post rich text and a global; legal staff read only legal documents', async () => {
    const { docs } = await payload.find({ collection: 'posts', limit: 1, locale: 'en' })
    const post = docs[0]
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { content: toLexical([{ type: 'p', text: 'Rewritten in English.' }]) },
      ...as(),
    })
    expect((await open('posts', String(post.id))).map((r) => [r.fieldPath, r.sourceLocale, r.targetLocale])).toEqual([
      ['content', 'en', 'es'],
    ])

    await payload.updateGlobal({
      slug: 'landing',
      locale: 'es',
      data: { hero: { title: 'Un título nuevo' } } as never,
      ...as(),
    })
    expect((await open('landing', 'landing')).map((r) => [r.kind, r.fieldPath, r.targetLocale])).toEqual([
      ['global', 'hero.title', 'en'],
    ])

    const legal = await staffUser(payload, ['legal'])
    const seen = await payload.find({
      collection: 'translation-status',
      user: legal,
      overrideAccess: false,
      pagination: false,
    })
    expect(seen.docs.every((r) => r.entity === 'legal-documents')).toBe(true)
    const all = await payload.find({
      collection: 'translation-status',
      user: marketing,
      overrideAccess: false,
      pagination: false,
    })
    expect(all.docs.length).toBeGreaterThan(1)
  })
})
