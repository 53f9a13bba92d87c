import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startAuthEmulator } from '#scripts/lib/emulator.ts'
import type { Doctor } from '#src/payload-types.ts'
import { requestIn, staffUser, testPayload } from '#tests/int/helpers.ts'

/**
 * «Mi cuenta»'s server side (issue 42) against the Firebase Auth emulator and the real database:
 * closing an account (what goes, what stays, and nothing changed when a step fails), the data
 * export (the doctor's own data only), the form's route (bad input, another account, the bound on
 * open requests) and the mail a doctor gets when staff answer.
 */
let payload: Payload
let stopEmulator: () => Promise<void>
let host: string

beforeAll(async () => {
  const emulator = await startAuthEmulator(process.cwd())
  stopEmulator = emulator.stop
  Object.assign(process.env, emulator.env)
  host = emulator.env.FIREBASE_AUTH_EMULATOR_HOST
  payload = await testPayload()
}, 120_000)

afterAll(async () => {
  await stopEmulator?.()
})

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const password = 'a-good-password'

async function toolkit(path: string, body: unknown, owner = false): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Record<string, unknown>
}

/** A Firebase account and its doctor's record with two acceptances, as a registration leaves them. */
async function doctorWithAccount(
  o: { email?: string; name?: string; language?: 'es' | 'en'; inFirebase?: boolean } = {},
) {
  const email = o.email ?? `cuenta-${tag()}@example.com`
  const uid =
    o.inFirebase === false
      ? `missing-${tag()}`
      : String((await toolkit('/accounts:signUp?key=emulator', { email, password, returnSecureToken: true })).localId)
  const doctor = (await payload.create({
    collection: 'doctors',
    data: {
      firebaseUid: uid,
      name: o.name ?? 'Dra. Prueba',
      email,
      language: o.language ?? 'es',
      registeredAt: new Date().toISOString(),
      trialEndsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    },
    overrideAccess: true,
  })) as Doctor
  for (const kind of ['privacy', 'terms'] as const)
    await payload.create({
      collection: 'legal-acceptances',
      data: {
        doctor: doctor.id,
        doctorEmail: email,
        firebaseUid: uid,
        kind,
        versionDate: '2025-08-20',
        acceptedAt: new Date().toISOString(),
        language: 'es',
        method: 'registration',
      },
      overrideAccess: true,
    })
  return { doctor, email, uid }
}

async function doctorRequest(doctor: Doctor, summary = 'Copia de mis datos') {
  const { createDoctorRequest } = await import('#src/data-rights/doctor-requests.ts')
  const { createLocalReq } = await import('payload')
  return createDoctorRequest(await createLocalReq({}, payload), doctor, {
    right: 'access',
    summary,
    request: 'Quiero una copia.',
    answerBy: 'email',
    postalAddress: null,
  })
}

const acceptancesOf = async (uid: string) =>
  (
    await payload.find({
      collection: 'legal-acceptances',
      where: { firebaseUid: { equals: uid } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('closing an account', () => {
  it('deletes the Firebase account and the record, keeps the acceptances unlinked and the requests with name and e-mail, and mails the doctor', async () => {
    const { closeAccount } = await import('#src/account/server/close.ts')
    const { adminAuth } = await import('#src/auth/server/firebase-admin.ts')
    const { doctor, email, uid } = await doctorWithAccount({ name: 'Dra. Cierra', language: 'en' })
    const request = await doctorRequest(doctor)
    const sent = vi.spyOn(payload, 'sendEmail')
    await closeAccount(doctor)
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' })
    expect(
      await payload.findByID({ collection: 'doctors', id: doctor.id, disableErrors: true, overrideAccess: true }),
    ).toBeNull()
    const kept = await acceptancesOf(uid)
    expect(kept).toHaveLength(2)
    for (const record of kept) expect(record).toMatchObject({ doctor: null, doctorEmail: email, firebaseUid: uid })
    const after = await payload.findByID({
      collection: 'data-rights-requests',
      id: request.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after).toMatchObject({
      requesterKind: 'other',
      doctor: null,
      requesterName: 'Dra. Cierra',
      requesterEmail: email,
    })
    const mail = sent.mock.calls.map(([message]) => message as { to: string; subject: string; text: string })
    expect(mail.find((message) => message.to === email)?.subject).toMatch(/^You closed your .+ account$/)
    sent.mockRestore()
  })

  it('changes nothing when the Firebase deletion fails (the database work is rolled back)', async () => {
    const { closeAccount } = await import('#src/account/server/close.ts')
    const { doctor, uid } = await doctorWithAccount({ inFirebase: false })
    const request = await doctorRequest(doctor)
    await expect(closeAccount(doctor)).rejects.toThrow()
    expect(await payload.findByID({ collection: 'doctors', id: doctor.id, overrideAccess: true })).toMatchObject({
      firebaseUid: uid,
    })
    for (const record of await acceptancesOf(uid)) expect(record.doctor).toBe(doctor.id)
    const after = await payload.findByID({
      collection: 'data-rights-requests',
      id: request.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ requesterKind: 'doctor', doctor: doctor.id })
  })
})

describe('the data export', () => {
  it("holds the doctor's own acceptances, messages (any case of the address) and requests, nobody else's", async () => {
    const { accountData } = await import('#src/account/server/data.ts')
    const mine = await doctorWithAccount({ email: `ana-${tag()}@example.com` })
    const other = await doctorWithAccount()
    const message = (email: string, subject: string) =>
      payload.create({
        collection: 'contact-messages',
        data: { name: 'Ana', email, subject, message: 'Hola', language: 'es', status: 'new' },
        overrideAccess: true,
      })
    await message(mine.email.toUpperCase(), 'mío en mayúsculas')
    await message(`x${mine.email}`, 'de una dirección que contiene la mía')
    await message(other.email, 'de otro médico')
    await doctorRequest(mine.doctor, 'Mi solicitud')
    await doctorRequest(other.doctor, 'Solicitud ajena')
    const data = await accountData(payload, mine.doctor)
    expect(data.profile).toMatchObject({ email: mine.email, accountId: mine.uid })
    expect(data.legalAcceptances).toHaveLength(2)
    expect(data.contactMessages.map((entry) => entry.subject)).toEqual(['mío en mayúsculas'])
    expect(data.dataRightsRequests.map((entry) => entry.summary)).toEqual(['Mi solicitud'])
  })
})

describe('the form route', () => {
  async function sessionCookie(email: string) {
    const { createSession } = await import('#src/auth/server/session.ts')
    const signedIn = await toolkit('/accounts:signInWithPassword?key=emulator', {
      email,
      password,
      returnSecureToken: true,
    })
    return (await createSession(String(signedIn.idToken))).cookie
  }
  async function post(cookie: string, form: Record<string, string>) {
    const { POST } = await import('#src/app/api/account/route.ts')
    return POST(
      new NextRequest('http://localhost:3000/api/account', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          cookie: `__session=${cookie}`,
        },
        body: new URLSearchParams(form).toString(),
      }),
    )
  }
  const request = { form: 'request', locale: 'es', right: 'access', summary: 'Copia', request: 'Quiero una copia.' }

  it('refuses bad input with its message and stores nothing; refuses a field naming another account', async () => {
    const { doctor, email } = await doctorWithAccount()
    const cookie = await sessionCookie(email)
    const count = async () =>
      (
        await payload.count({
          collection: 'data-rights-requests',
          where: { doctor: { equals: doctor.id } },
          overrideAccess: true,
        })
      ).totalDocs
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ summary: 'x'.repeat(201) }, 400, 'summaryTooLong'],
      [{ request: '   ' }, 400, 'requestRequired'],
      [{ answerBy: 'post' }, 400, 'postalAddressRequired'],
      [{ right: 'todo' }, 400, 'rightRequired'],
      [{ doctor: String(doctor.id + 1) }, 403, 'otherAccount'],
    ]
    for (const [change, status, error] of cases) {
      const response = await post(cookie, { ...request, ...change })
      expect(response.status, error).toBe(status)
      expect(await response.json()).toMatchObject({ error })
    }
    expect(await count()).toBe(0)
    const wrong = await post(cookie, {
      form: 'password',
      locale: 'en',
      currentPassword: 'nope-nope',
      newPassword: 'new-one-1',
      confirmPassword: 'new-one-1',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: 'wrongPassword', message: 'The password is incorrect.' })
  })

  it('keeps at most 10 open requests per doctor', async () => {
    const { doctor, email } = await doctorWithAccount()
    const cookie = await sessionCookie(email)
    for (let index = 0; index < 10; index += 1) expect((await post(cookie, request)).status).toBe(200)
    const refused = await post(cookie, request)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: 'tooManyOpenRequests' })
    expect(
      (
        await payload.count({
          collection: 'data-rights-requests',
          where: { doctor: { equals: doctor.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(10)
  })
})

describe('staff answering a doctor', () => {
  it('mails the doctor in their language once the state becomes answered, not again on the next save', async () => {
    const legal = await staffUser(payload, ['legal'])
    const { doctor, email } = await doctorWithAccount({ language: 'en', name: 'Dr. Answered' })
    const created = await doctorRequest(doctor, 'My copy')
    const sent = vi.spyOn(payload, 'sendEmail')
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())
    const update = async (data: Record<string, unknown>) =>
      payload.update({
        collection: 'data-rights-requests',
        id: created.id,
        data,
        user: legal,
        overrideAccess: false,
        req: await requestIn(payload, legal, 'es'),
      })
    await update({ state: 'answered', answer: 'Here is your copy.', answeredOn: `${today}T12:00:00.000Z` })
    await update({ answer: 'Here is your copy, corrected.' })
    const toDoctor = sent.mock.calls
      .map(([message]) => message as { to: string; subject: string; text: string })
      .filter((message) => message.to === email)
    expect(toDoctor).toHaveLength(1)
    expect(toDoctor[0].subject).toBe('Your data-rights request: Answered')
    expect(toDoctor[0].text).toContain('Here is your copy.')
    expect(toDoctor[0].text).toContain('Hello Dr. Answered')
    sent.mockRestore()
  })
})
