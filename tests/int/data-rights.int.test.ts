import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import config from '#payload-config'
import { addCalendarDays, businessDaysBetween, mexicoCityDay } from '#src/data-rights/business-days.ts'
import { dueRequests, remindDataRightsDeadlines } from '#src/data-rights/reminders.ts'
import type { DataRightsRequest, User } from '#src/payload-types.ts'
import { refusal, requestIn, staffUser, testPayload } from '#tests/int/helpers.ts'

/**
 * Data-rights (ARCO) requests as legal staff log and track them (issue 42), on the real database:
 * the deadlines in Mexican business days worked out on every save, what each state requires (in
 * the staff member's admin language, nothing saved), and who may see them (never marketing).
 */
let payload: Payload
let legal: User
let marketing: User

beforeAll(async () => {
  payload = await testPayload()
  legal = await staffUser(payload, ['legal'])
  marketing = await staffUser(payload, ['marketing'])
})

const base = {
  summary: 'Copia de mis datos',
  right: 'access',
  channel: 'email',
  requesterKind: 'other',
  requesterName: 'María Pérez',
  requesterEmail: 'maria@example.com',
  receivedOn: '2026-11-13',
  request: 'Quiero saber qué datos míos tienen.',
} as const

const create = async (data: Partial<DataRightsRequest>, language: 'es' | 'en' = 'es') =>
  payload.create({
    collection: 'data-rights-requests',
    data: { ...base, ...data } as never,
    user: legal,
    overrideAccess: false,
    req: await requestIn(payload, legal, language),
  })

const day = (value: string | null | undefined) => value?.slice(0, 10) ?? null

describe('data-rights requests', () => {
  it('work out the answer deadline in business days, and the execution one once answered', async () => {
    const created = await create({})
    expect(day(created.answerDue)).toBe('2026-12-15')
    expect(created.executionDue ?? null).toBeNull()

    const extended = await payload.update({
      collection: 'data-rights-requests',
      id: created.id,
      data: { answerExtension: { extended: true, reason: 'Hay que reunir datos de tres sistemas.' } },
      user: legal,
      overrideAccess: false,
    })
    expect(day(extended.answerDue)).toBe('2027-01-14')

    const answered = await payload.update({
      collection: 'data-rights-requests',
      id: created.id,
      data: {
        state: 'answered',
        identityProof: 'Copia de INE recibida por correo.',
        answer: 'Se envió la copia de sus datos.',
        answeredOn: '2026-11-27',
      },
      user: legal,
      overrideAccess: false,
    })
    // 15 business days after Friday 27 November 2026.
    expect(day(answered.executionDue)).toBe('2026-12-18')
  })

  it('refuse what a state lacks, with each reason in the admin language, saving nothing', async () => {
    const count = async () => (await payload.count({ collection: 'data-rights-requests' })).totalDocs
    const before = await count()
    const es = await refusal(create({ state: 'refused', summary: 'Negada sin motivo' }))
    expect(es).toContain('Una solicitud negada necesita su motivo')
    const en = await refusal(create({ state: 'refused', summary: 'Refused without reason' }, 'en'))
    expect(en).toContain('A refused request needs its reason')
    const answered = await refusal(create({ state: 'answered', identityProof: 'Sesión iniciada.' }))
    expect(answered).toContain('Escribe la respuesta que se dio.')
    expect(answered).toContain('Indica la fecha en que se respondió.')
    const extension = await refusal(create({ answerExtension: { extended: true } }, 'en'))
    expect(extension).toContain('An extension needs its reason.')
    const order = await refusal(
      create({
        state: 'answered',
        identityProof: 'x',
        answer: 'y',
        answeredOn: '2026-11-12',
        receivedOn: '2026-11-13',
      }),
    )
    expect(order).toContain('La respuesta no puede ser anterior a la recepción.')
    const tomorrow = addCalendarDays(mexicoCityDay(new Date()), 1)
    expect(await refusal(create({ receivedOn: tomorrow }, 'en'))).toContain('cannot be later than today')
    const anonymousRequester = await refusal(create({ requesterName: '', requesterEmail: null }))
    expect(anonymousRequester).toContain('Escribe el nombre de quien hace la solicitud.')
    expect(await count()).toBe(before)
  })

  it('are legal staff’s and admins’ only: marketing can neither read nor log one', async () => {
    await create({ summary: 'Visible solo para legal' })
    const read = await payload
      .find({ collection: 'data-rights-requests', user: marketing, overrideAccess: false })
      .then(
        () => 'read',
        (error: Error) => error.name,
      )
    expect(read).toBe('Forbidden')
    const write = await payload
      .create({ collection: 'data-rights-requests', data: base as never, user: marketing, overrideAccess: false })
      .then(
        () => 'created',
        (error: Error) => error.name,
      )
    expect(write).toBe('Forbidden')
    const listed = await payload.find({ collection: 'data-rights-requests', user: legal, overrideAccess: false })
    expect(listed.docs.some((doc) => doc.summary === 'Visible solo para legal')).toBe(true)
  })
})

describe('the morning reminder', () => {
  it('tells legal staff of what is due within three business days or overdue, with links, and of nothing else', async () => {
    const soon = await create({ summary: 'Por vencer', receivedOn: '2026-11-13' }) // answer due 2026-12-15
    const overdue = await create({ summary: 'Vencida', receivedOn: '2026-11-02' })
    const later = await create({ summary: 'Con tiempo', receivedOn: '2026-11-27' })
    const done = await create({
      summary: 'Negada',
      receivedOn: '2026-11-13',
      state: 'refused',
      refusalReason: 'No se acreditó la identidad.',
    })
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined as never)
    try {
      const ours = new Set([soon.id, overdue.id, later.id, done.id])
      const items = (await dueRequests(payload, '2026-12-10')).filter((item) => ours.has(item.id))
      expect(items.map((item) => [item.summary, item.deadline, item.left])).toEqual([
        ['Vencida', 'answer', businessDaysBetween('2026-12-10', day(overdue.answerDue)!)],
        ['Por vencer', 'answer', 3],
      ])
      expect(items[0].left).toBeLessThan(0)

      const outcome = await remindDataRightsDeadlines(payload, '2026-12-10')
      expect(outcome.sentTo).toBeGreaterThan(0)
      const mail = send.mock.calls[0][0] as { to: string[]; subject: string; text: string }
      expect(mail.to).toContain(legal.email)
      expect(mail.to).not.toContain(marketing.email)
      expect(mail.text).toContain(`Por vencer — respuesta 2026-12-15, vence en 3 día(s) hábil(es)`)
      expect(mail.text).toContain(`/admin/collections/data-rights-requests/${soon.id}`)
      expect(mail.text).toContain('overdue by')
      expect(mail.text).not.toContain('Con tiempo')
      expect(mail.text).not.toContain('Negada')
    } finally {
      send.mockRestore()
    }
  })
})

describe('the CSV export', () => {
  it('holds the requests the list shows: its filters and its search, not every request', async () => {
    const tag = `csv-${Date.now().toString(36)}`
    await create({ summary: `Negada ${tag}`, state: 'refused', refusalReason: 'Sin identificación.' })
    await create({ summary: `Recibida ${tag}` })
    await create({ summary: 'Otra solicitud cualquiera' })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: legal.email, password: 'test-password-123' },
    })
    const origin = new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').origin
    const exported = async (query: string) => {
      const url = new URL(`/api/data-rights-requests/export?${query}`, origin)
      const response = await REST_GET(config)(
        new Request(url, { headers: { cookie: `payload-token=${token}`, origin, 'sec-fetch-site': 'same-origin' } }),
        { params: Promise.resolve({ slug: ['data-rights-requests', 'export'] }) },
      )
      expect(response.status).toBe(200)
      return response.text()
    }
    // The list's address as the admin writes it when staff search and filter by state.
    const refused = await exported(`search=${tag}&where[or][0][and][0][state][equals]=refused`)
    expect(refused).toContain(`Negada ${tag}`)
    expect(refused).not.toContain(`Recibida ${tag}`)
    const searched = await exported(`search=${tag}`)
    expect(searched).toContain(`Negada ${tag}`)
    expect(searched).toContain(`Recibida ${tag}`)
    expect(searched).not.toContain('Otra solicitud cualquiera')
  })
})
