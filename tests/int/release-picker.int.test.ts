import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { initI18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '#payload-config'
import type { Release, User } from '#src/payload-types.ts'
import { releaseTranslations } from '#src/releases/messages.ts'
import { staffLabel } from '#src/releases/staff.ts'
import { releasableSlugs, targetOptions } from '#src/releases/targets.ts'
import { staffUser, testPayload, unique } from '#tests/int/helpers.ts'

/**
 * Issue 40: a release item is picked from lists that show names (the collection or global by its
 * admin label, the document by its title), and the server refuses what the lists would never offer,
 * an API client's slug a release cannot hold or an id that is no document, saying so in the
 * request's language; «Añadido por» and the other people fields name the staff member.
 */
let payload: Payload
let marketing: User
let token: string
const origin = new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').origin
type Language = 'es' | 'en'
type Item = NonNullable<Release['items']>[number]
type Answer = { status: number; body: { doc?: Release; errors?: Array<{ message: string; data?: unknown }> } }

beforeAll(async () => {
  payload = await testPayload()
  marketing = await staffUser(payload, ['marketing'])
  marketing = await payload.update({ collection: 'users', id: marketing.id, data: { name: 'Ana Marketing' } })
  ;({ token } = (await payload.login({
    collection: 'users',
    data: { email: marketing.email, password: 'test-password-123' },
  })) as { token: string })
})

afterAll(async () => {
  await payload.delete({ collection: 'releases', where: { id: { exists: true } }, overrideAccess: true })
})

/** A call to Payload's REST API as the marketing staff member, in `language`, as an API client makes it. */
async function rest(method: 'POST' | 'PATCH', slug: string[], body: unknown, language: Language): Promise<Answer> {
  const handler = method === 'POST' ? REST_POST(config) : REST_PATCH(config)
  const response = await handler(
    new Request(new URL(`/api/${slug.join('/')}`, origin), {
      method,
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, 'accept-language': language },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const createRelease = (name: string, items: Partial<Item>[], language: Language = 'es') =>
  rest('POST', ['releases'], { name, status: 'draft', items }, language)

/** Every message of a refusal, the field's own included (Payload's ValidationError carries them in data). */
const messagesOf = (answer: Answer) => JSON.stringify(answer.body.errors ?? [])

const savedNamed = async (name: string) =>
  (await payload.count({ collection: 'releases', where: { name: { equals: name } }, overrideAccess: true })).totalDocs

async function aPlan(index = 0) {
  const { docs } = await payload.find({ collection: 'plans', sort: 'id', limit: 2, depth: 0, overrideAccess: true })
  return docs[index]
}

/** A message of src/releases/messages.ts with its values filled, as Payload's translator fills them. */
const text = (language: Language, key: keyof (typeof releaseTranslations)['es'], values: Record<string, string>) =>
  Object.entries(values).reduce<string>(
    (message, [name, value]) => message.replace(`{{${name}}}`, value),
    releaseTranslations[language][key],
  )
const inJson = (message: string) => JSON.stringify(message).slice(1, -1)

describe('what a release item may point at (issue 40)', () => {
  it.each(['es', 'en'] as const)(
    'a target a release cannot hold is refused with 400 in the request language (%s), and nothing is saved',
    async (language) => {
      for (const [targetType, target] of [
        ['collection', 'users'],
        ['collection', 'no-such-collection'],
        ['global', 'plans'],
      ] as const) {
        const name = unique('Destino no publicable')
        const answer = await createRelease(name, [{ targetType, target, docId: '1' }], language)
        expect(answer.status).toBe(400)
        expect(messagesOf(answer)).toContain(inJson(text(language, 'targetNotReleasable', { target })))
        expect(await savedNamed(name)).toBe(0)
      }
    },
  )

  it.each(['es', 'en'] as const)(
    'an id that is no document of the collection is refused with 400 in the request language (%s), naming the collection, and nothing is saved',
    async (language) => {
      const plans = language === 'es' ? 'Planes' : 'Plans'
      for (const docId of ['987654', 'abc', '99999999999']) {
        const name = unique('Documento inexistente')
        const answer = await createRelease(name, [{ targetType: 'collection', target: 'plans', docId }], language)
        expect(answer.status).toBe(400)
        expect(messagesOf(answer)).toContain(inJson(text(language, 'documentUnknown', { target: plans, id: docId })))
        expect(await savedNamed(name)).toBe(0)
      }
      // Added to a release that exists: refused the same way, the release as it was.
      const plan = await aPlan()
      const kept = await createRelease(unique('Con un plan'), [
        { targetType: 'collection', target: 'plans', docId: String(plan.id) },
      ])
      expect(kept.status).toBe(201)
      const release = kept.body.doc!
      const refused = await rest(
        'PATCH',
        ['releases', String(release.id)],
        { items: [...(release.items ?? []), { targetType: 'collection', target: 'plans', docId: '987654' }] },
        language,
      )
      expect(refused.status).toBe(400)
      expect(messagesOf(refused)).toContain(inJson(text(language, 'documentUnknown', { target: plans, id: '987654' })))
      const after = await payload.findByID({ collection: 'releases', id: release.id, depth: 0, overrideAccess: true })
      expect(after.items?.map((item) => item.docId)).toEqual([String(plan.id)])
    },
  )

  it('a valid pick saves: the document of a collection (its draft captured, who added it) and a global', async () => {
    const plan = await aPlan()
    const name = unique('Elegido de la lista')
    const answer = await createRelease(name, [
      { targetType: 'collection', target: 'plans', docId: String(plan.id) },
      // A global is one document: an id sent with it is not kept.
      { targetType: 'global', target: 'landing', docId: '5' },
    ])
    expect(answer.status).toBe(201)
    const items = answer.body.doc?.items ?? []
    expect(items.map((item) => [item.targetType, item.target, item.docId ?? null])).toEqual([
      ['collection', 'plans', String(plan.id)],
      ['global', 'landing', null],
    ])
    expect(items.every((item) => Boolean(item.versionId))).toBe(true)
    expect(items.map((item) => (typeof item.addedBy === 'object' ? item.addedBy?.id : item.addedBy))).toEqual([
      marketing.id,
      marketing.id,
    ])
  })

  it("an item pointed at another document captures that document's draft", async () => {
    const [first, second] = [await aPlan(0), await aPlan(1)]
    const created = await createRelease(unique('Cambio de documento'), [
      { targetType: 'collection', target: 'plans', docId: String(first.id) },
    ])
    const release = created.body.doc!
    const moved = await rest(
      'PATCH',
      ['releases', String(release.id)],
      { items: [{ ...release.items![0], docId: String(second.id) }] },
      'es',
    )
    expect(moved.status).toBe(200)
    const item = moved.body.doc!.items![0]
    const { docs } = await payload.findVersions({
      collection: 'plans',
      where: { id: { equals: item.versionId } },
      depth: 0,
      overrideAccess: true,
    })
    expect(String(docs[0]?.parent)).toBe(String(second.id))
  })

  it('an item whose document was deleted stays as it was, and the release still saves', async () => {
    // A plan made for this test, added, then deleted; the release is saved again with its items as
    // read, as the editor sends them.
    const doomed = await payload.create({
      collection: 'plans',
      draft: true,
      overrideAccess: true,
      data: { key: unique('plan-borrado'), name: 'Plan borrado', _status: 'draft' } as never,
    })
    const withDoomed = await createRelease(unique('Documento borrado'), [
      { targetType: 'collection', target: 'plans', docId: String(doomed.id) },
    ])
    expect(withDoomed.status).toBe(201)
    await payload.delete({ collection: 'plans', id: doomed.id, overrideAccess: true })
    const renamed = await rest(
      'PATCH',
      ['releases', String(withDoomed.body.doc!.id)],
      {
        name: unique('Renombrada'),
        items: (
          await payload.findByID({
            collection: 'releases',
            id: withDoomed.body.doc!.id,
            depth: 0,
            overrideAccess: true,
          })
        ).items,
      },
      'es',
    )
    expect(renamed.status).toBe(200)
    expect(renamed.body.doc?.items?.map((entry) => entry.docId)).toEqual([String(doomed.id)])
  })
})

describe("the editor's lists and names (issue 40)", () => {
  it.each(['es', 'en'] as const)(
    '«Colección o global» lists the releasable types by their admin names in %s, never a slug',
    async (language) => {
      const i18n = await initI18n({ config: payload.config.i18n, context: 'client', language })
      const collections = targetOptions(payload.config, 'collection', i18n)
      const globals = targetOptions(payload.config, 'global', i18n)
      expect(collections.map((option) => option.value).sort()).toEqual(
        releasableSlugs(payload.config, 'collection').sort(),
      )
      expect(collections.map((option) => option.value)).not.toContain('releases')
      expect(collections.map((option) => option.value)).not.toContain('users')
      // A name as the menu shows it: never the slug (in English «Features» is the word, not «features»).
      for (const option of [...collections, ...globals]) {
        expect(option.label).not.toBe(option.value)
        expect(option.label).not.toMatch(/^[a-z0-9-]*$/)
      }
      const labels = [...collections, ...globals].map((option) => option.label)
      expect(labels).toEqual(
        expect.arrayContaining(
          language === 'es'
            ? ['Planes', 'Blog', 'Documentos legales', 'Página de inicio', 'Encabezado']
            : ['Plans', 'Blog', 'Legal documents', 'Landing page', 'Header'],
        ),
      )
    },
  )

  it.each(['es', 'en'] as const)(
    '«Añadido por» and the other people columns name the staff member (%s), whoever reads them',
    async (language) => {
      const i18n = await initI18n({ config: payload.config.i18n, context: 'client', language })
      // What the field and the list's column show (src/releases/components/StaffMember.tsx).
      const shown = async (value: unknown) =>
        (await staffLabel(payload, i18n.t as Parameters<typeof staffLabel>[1], value))?.label ?? ''
      expect(await shown(marketing.id)).toBe('Ana Marketing')
      expect(await shown({ id: marketing.id, email: marketing.email })).toBe('Ana Marketing')
      const unnamed = await staffUser(payload, ['legal'])
      expect(await shown(unnamed.id)).toBe(unnamed.email)
      expect(await shown(987654)).toBe(text(language, 'staffDeleted', { id: '987654' }))
      expect(await shown(null)).toBe('')
    },
  )
})
