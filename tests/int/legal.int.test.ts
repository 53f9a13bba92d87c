import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { todayVersionDate } from '#src/legal/collection/versionStatus.ts'
import { getLegalDocumentPreview } from '#src/legal/data.ts'
import { currentVersion, effectiveMoment } from '#src/legal/effective.ts'
import { lexicalToPlainText } from '#src/seo/plain-text.ts'
import type { LegalDocument, User } from '#src/payload-types.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'

let payload: Payload
let legal: User
let marketing: User
const created: number[] = []

const text = (document: LegalDocument) =>
  document.sections!.map((section) => `${section.heading}\n${lexicalToPlainText(section.body as never)}`).join('\n')

async function published(kind: 'privacy' | 'terms', locale: 'es' | 'en') {
  return (
    await payload.find({
      collection: 'legal-documents',
      where: { kind: { equals: kind } },
      sort: '-lastUpdated',
      locale,
      overrideAccess: false,
      depth: 0,
      pagination: false,
    })
  ).docs
}

const newVersion = (date: string, status: 'draft' | 'published', marker = 'Texto nuevo') => ({
  kind: 'terms' as const,
  lastUpdated: date,
  title: 'Términos y condiciones',
  changeSummary: 'Cambio de prueba.',
  sections: [{ anchor: 'aceptacion', heading: 'Aceptación', body: toLexical([{ type: 'p', text: marker }]) as never }],
  _status: status,
})

beforeAll(async () => {
  payload = await testPayload()
  ;[legal, marketing] = await Promise.all([staffUser(payload, ['legal']), staffUser(payload, ['marketing'])])
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'legal-documents', id, overrideAccess: true })
})

describe('seeded legal documents', () => {
  it('has July and August 2025 versions of each document, 13 privacy and 22 terms sections, in both languages', async () => {
    for (const [kind, count] of [
      ['privacy', 13],
      ['terms', 22],
    ] as const) {
      // Other test files publish versions of their own; the seeded ones are those of 2025.
      const seeded = (documents: LegalDocument[]) =>
        documents.filter((document) => document.lastUpdated.startsWith('2025'))
      const [es, en] = (await Promise.all([published(kind, 'es'), published(kind, 'en')])).map(seeded)
      expect(es.map((document) => document.lastUpdated.slice(0, 10))).toEqual(['2025-08-20', '2025-07-15'])
      for (const version of [...es, ...en]) expect(version.sections).toHaveLength(count)
      expect(es[0].changeSummary).toBeTruthy()
      expect(en[0].changeSummary).toBeTruthy()
      expect(en[0].changeSummary).not.toBe(es[0].changeSummary)
      expect(en[0].title).not.toBe(es[0].title)
      expect(es[0].sections!.map((section) => section.anchor)).toEqual(en[0].sections!.map((section) => section.anchor))
    }
  })

  it('states the spec’s legal facts in the current versions', async () => {
    const august = async (kind: 'privacy' | 'terms', locale: 'es' | 'en') =>
      (await published(kind, locale)).find((document) => document.lastUpdated.startsWith('2025-08-20'))!
    const [privacyEs, termsEs, privacyEn, termsEn] = await Promise.all([
      august('privacy', 'es'),
      august('terms', 'es'),
      august('privacy', 'en'),
      august('terms', 'en'),
    ])
    const privacy = text(privacyEs)
    expect(privacy).toMatch(/Responsable:.*profesional de la salud/)
    expect(privacy).toMatch(/Encargado:.*CitaYa/)
    for (const category of [
      'Nombre completo del paciente',
      'Número de teléfono celular',
      'Nombre y ubicación del médico o de la clínica',
      'Fechas y horarios de las citas',
      'Contenido completo de los mensajes',
      'Referencias a la salud',
      'Dirección IP y datos técnicos de cookies',
    ]) {
      expect(privacy).toContain(category)
    }
    expect(privacy).toContain('20 días hábiles')
    expect(privacy).toContain('15 días hábiles')
    expect(text(privacyEn)).toContain('20 business days')
    const terms = text(termsEs)
    for (const fact of [
      'hasta 3 años después de su terminación',
      'dentro de los 15 días hábiles',
      'Los pagos no son reembolsables',
      'dentro del mismo mes calendario',
      'suspende el servicio de forma automática',
      'prueba gratis de 14 días',
      'cancelar en cualquier momento',
      'tribunales competentes de la Ciudad de México',
    ]) {
      expect(terms).toContain(fact)
    }
    for (const fact of [
      'for 3 years after it ends',
      'within 15 business days',
      'non-refundable',
      'within the same calendar month',
      'suspends the service automatically',
      '14-day free trial',
      'cancel at any time',
      'courts of Mexico City',
    ]) {
      expect(text(termsEn)).toContain(fact)
    }
  })

  it('keeps the July text of the changed sections in the July version', async () => {
    const versions = await published('terms', 'es')
    const august = versions.find((document) => document.lastUpdated.startsWith('2025-08-20'))!
    const july = versions.find((document) => document.lastUpdated.startsWith('2025-07-15'))!
    const section = (document: LegalDocument, anchor: string) =>
      lexicalToPlainText(document.sections!.find((item) => item.anchor === anchor)!.body as never)
    expect(section(august, 'facturacion')).toContain('mismo mes calendario')
    expect(section(july, 'facturacion')).not.toContain('mismo mes calendario')
  })
})

describe('legal workflow', () => {
  it('lets legal staff draft and publish; the draft stays private until published', async () => {
    const draft = await payload.create({
      collection: 'legal-documents',
      data: newVersion('2026-04-10T03:00:00.000Z', 'draft', 'Borrador legal'),
      draft: true,
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(draft.id)
    expect(draft.lastUpdated).toBe('2026-04-10T12:00:00.000Z')
    expect((await published('terms', 'es')).some((document) => document.id === draft.id)).toBe(false)
    const live = await payload.update({
      collection: 'legal-documents',
      id: draft.id,
      data: { _status: 'published' },
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    expect(live._status).toBe('published')
    expect((await published('terms', 'es'))[0].id).toBe(draft.id)
  })

  it('publishes a draft translated in two steps with both languages', async () => {
    const draft = await payload.create({
      collection: 'legal-documents',
      data: newVersion('2026-04-20T12:00:00.000Z', 'draft', 'Texto en español'),
      draft: true,
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(draft.id)
    await payload.update({
      collection: 'legal-documents',
      id: draft.id,
      data: {
        title: 'Terms of service',
        changeSummary: 'Test change.',
        sections: [
          {
            id: draft.sections![0].id,
            anchor: 'aceptacion',
            heading: 'Acceptance',
            body: toLexical([{ type: 'p', text: 'English text' }]) as never,
          },
        ],
      },
      draft: true,
      locale: 'en',
      overrideAccess: false,
      user: legal,
    })
    await payload.update({
      collection: 'legal-documents',
      id: draft.id,
      data: { _status: 'published' },
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    const [es] = await published('terms', 'es')
    const [en] = await published('terms', 'en')
    expect(es.id).toBe(draft.id)
    expect(text(es)).toContain('Texto en español')
    expect(text(en)).toContain('English text')
    expect(en.title).toBe('Terms of service')
  })

  it('refuses marketing staff any write: create, edit or publish', async () => {
    await expect(
      payload.create({
        collection: 'legal-documents',
        data: newVersion('2026-05-01T12:00:00.000Z', 'published'),
        locale: 'es',
        overrideAccess: false,
        user: marketing,
      }),
    ).rejects.toThrow(/not allowed|permiso/i)
    const current = (await published('privacy', 'es')).find((document) =>
      document.lastUpdated.startsWith('2025-08-20'),
    )!
    await expect(
      payload.update({
        collection: 'legal-documents',
        id: current.id,
        data: { title: 'Marketing' },
        locale: 'es',
        overrideAccess: false,
        user: marketing,
      }),
    ).rejects.toThrow(/not allowed|permiso/i)
    const draft = await payload.create({
      collection: 'legal-documents',
      data: newVersion('2026-05-02T12:00:00.000Z', 'draft'),
      draft: true,
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(draft.id)
    await expect(
      payload.update({
        collection: 'legal-documents',
        id: draft.id,
        data: { _status: 'published' },
        locale: 'es',
        overrideAccess: false,
        user: marketing,
      }),
    ).rejects.toThrow(/not allowed|permiso/i)
    await expect(
      payload.delete({ collection: 'legal-documents', id: draft.id, overrideAccess: false, user: marketing }),
    ).rejects.toThrow(/not allowed|permiso/i)
    expect((await payload.findByID({ collection: 'legal-documents', id: current.id, locale: 'es' })).title).toBe(
      current.title,
    )
  })

  it("lets legal staff delete their own unpublished drafts, never a published version or a colleague's draft", async () => {
    const otherLegal = await staffUser(payload, ['legal'])
    const mine = await payload.create({
      collection: 'legal-documents',
      data: newVersion('2026-05-03T12:00:00.000Z', 'draft'),
      draft: true,
      depth: 0,
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    const theirs = await payload.create({
      collection: 'legal-documents',
      data: newVersion('2026-05-04T12:00:00.000Z', 'draft'),
      draft: true,
      depth: 0,
      locale: 'es',
      overrideAccess: false,
      user: otherLegal,
    })
    created.push(theirs.id)
    expect(mine.createdBy).toBe(legal.id)
    await expect(
      payload.delete({ collection: 'legal-documents', id: theirs.id, overrideAccess: false, user: legal }),
    ).rejects.toThrow(/not allowed|permiso/i)
    const current = (await published('privacy', 'es')).find((document) =>
      document.lastUpdated.startsWith('2025-08-20'),
    )!
    await expect(
      payload.delete({ collection: 'legal-documents', id: current.id, overrideAccess: false, user: legal }),
    ).rejects.toThrow(/not allowed|permiso/i)
    await payload.delete({ collection: 'legal-documents', id: mine.id, overrideAccess: false, user: legal })
    await expect(payload.findByID({ collection: 'legal-documents', id: mine.id, draft: true })).rejects.toThrow()
  })

  it("duplicates a version as the next one: today's date (Mexico City), no summary of changes, created by whoever duplicated it", async () => {
    const current = (await published('terms', 'es')).find((document) => document.lastUpdated.startsWith('2025-08-20'))!
    const copy = await payload.duplicate({
      collection: 'legal-documents',
      id: current.id,
      draft: true,
      depth: 0,
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(copy.id)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())
    expect(copy.lastUpdated.slice(0, 10)).toBe(today)
    expect(copy.changeSummary ?? '').toBe('')
    expect(copy.sections).toHaveLength(current.sections!.length)
    expect(copy.createdBy).toBe(legal.id)
    expect(copy._status).toBe('draft')
  })

  it('marks in the list which version is current, which ones it replaced, and the drafts', async () => {
    const list = await payload.find({
      collection: 'legal-documents',
      where: { kind: { equals: 'privacy' } },
      sort: '-lastUpdated',
      draft: true,
      depth: 0,
      pagination: false,
      user: legal,
      overrideAccess: false,
    })
    const published = list.docs.filter((document) => document._status === 'published')
    expect(published[0].versionStatus).toBe('Vigente')
    expect(published.slice(1).every((document) => document.versionStatus === 'Reemplazada')).toBe(true)
  })

  it('refuses to publish a second version of a document with the same date (the date is its address), but allows a draft', async () => {
    const draft = await payload.create({
      collection: 'legal-documents',
      data: newVersion('2025-08-20T20:00:00.000Z', 'draft'),
      draft: true,
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(draft.id)
    await expect(
      payload.update({
        collection: 'legal-documents',
        id: draft.id,
        data: { _status: 'published' },
        locale: 'es',
        overrideAccess: false,
        user: legal,
      }),
    ).rejects.toThrow(/Last updated|Última actualización|lastUpdated/)
    const error = await payload
      .create({
        collection: 'legal-documents',
        data: newVersion('2025-08-20T12:00:00.000Z', 'published'),
        locale: 'es',
        overrideAccess: false,
        user: legal,
      })
      .catch((caught: { data?: { errors?: { message: string; path: string }[] } }) => caught)
    expect((error as { data: { errors: { message: string; path: string }[] } }).data.errors[0]).toMatchObject({
      path: 'lastUpdated',
      message: expect.stringContaining('2025-08-20'),
    })
    // Another document kind may share the date.
    const privacy = await payload.create({
      collection: 'legal-documents',
      data: { ...newVersion('2025-08-21T12:00:00.000Z', 'published'), kind: 'privacy' },
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(privacy.id)
    const sameDayTerms = await payload.create({
      collection: 'legal-documents',
      data: newVersion('2025-08-21T12:00:00.000Z', 'published'),
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(sameDayTerms.id)
  })

  it('keeps a published version at its address: its date and kind cannot change', async () => {
    const version = await payload.create({
      collection: 'legal-documents',
      data: newVersion('2026-06-01T12:00:00.000Z', 'published'),
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(version.id)
    await expect(
      payload.update({
        collection: 'legal-documents',
        id: version.id,
        data: { lastUpdated: '2026-06-02T12:00:00.000Z' },
        locale: 'es',
        overrideAccess: false,
        user: legal,
      }),
    ).rejects.toThrow(/Last updated|Última actualización/)
    await expect(
      payload.update({
        collection: 'legal-documents',
        id: version.id,
        data: { kind: 'privacy' },
        draft: true,
        locale: 'es',
        overrideAccess: false,
        user: legal,
      }),
    ).rejects.toThrow(/Document|Documento/)
    // The text may still be corrected; the same date is fine.
    const corrected = await payload.update({
      collection: 'legal-documents',
      id: version.id,
      data: { title: 'Términos y condiciones corregidos', lastUpdated: '2026-06-01T08:00:00.000Z' },
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    expect(corrected.title).toBe('Términos y condiciones corregidos')
    expect(corrected.lastUpdated).toBe('2026-06-01T12:00:00.000Z')
  })

  it('previews the latest draft for signed-in staff only', async () => {
    const current = (await published('privacy', 'es')).find((document) =>
      document.lastUpdated.startsWith('2025-08-20'),
    )!
    await payload.update({
      collection: 'legal-documents',
      id: current.id,
      data: { title: 'Aviso en revisión' },
      draft: true,
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: marketing.email, password: 'test-password-123' },
    })
    const preview = await getLegalDocumentPreview(
      'es',
      String(current.id),
      new Headers({ authorization: `JWT ${token}` }),
    )
    expect(preview?.title).toBe('Aviso en revisión')
    expect(await getLegalDocumentPreview('es', String(current.id), new Headers())).toBeNull()
    expect(await getLegalDocumentPreview('es', 'abc', new Headers({ authorization: `JWT ${token}` }))).toBeNull()
    // The published text is unchanged for visitors.
    expect((await published('privacy', 'es')).find((document) => document.id === current.id)!.title).toBe(current.title)
  })
})

describe('a version takes effect on its date (Mexico City), not when it is published', () => {
  it('dated tomorrow: published now, invisible to the public, not current, with a job at 00:00 Mexico City', async () => {
    const tomorrow = new Date(Date.parse(todayVersionDate()) + 86_400_000).toISOString()
    const version = await payload.create({
      collection: 'legal-documents',
      data: { ...newVersion(tomorrow, 'published', 'Texto de mañana'), kind: 'privacy' },
      depth: 0,
      locale: 'es',
      overrideAccess: false,
      user: legal,
    })
    created.push(version.id)
    expect(version.effectiveAt).toBe(effectiveMoment(tomorrow))
    expect(new Date(version.effectiveAt!).getTime()).toBeGreaterThan(Date.now())
    const publicIds = (await published('privacy', 'es')).map((document) => document.id)
    expect(publicIds).not.toContain(version.id)
    const all = (
      await payload.find({
        collection: 'legal-documents',
        where: { kind: { equals: 'privacy' } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs
    expect(currentVersion(all)?.id).not.toBe(version.id)
    expect(currentVersion(all, new Date(Date.parse(version.effectiveAt!) + 1))?.id).toBe(version.id)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'legalVersionTakesEffect' } },
      overrideAccess: true,
      pagination: false,
    })
    expect(jobs.docs.map((job) => new Date(job.waitUntil!).toISOString())).toContain(version.effectiveAt)
  })

  it('an effective time moves the moment within the day; a bad one is refused with the message', async () => {
    expect(effectiveMoment('2026-11-24T12:00:00.000Z', '19:30:15')).toBe('2026-11-25T01:30:15.000Z')
    expect(effectiveMoment('2026-12-01T12:00:00.000Z')).toBe('2026-12-01T06:00:00.000Z')
    await expect(
      payload.create({
        collection: 'legal-documents',
        data: { ...newVersion('2026-05-09T12:00:00.000Z', 'published'), effectiveTime: '25:00' },
        locale: 'es',
        overrideAccess: false,
        user: legal,
      }),
    ).rejects.toThrow(/Hora de entrada en vigor|Effective time/)
  })
})
