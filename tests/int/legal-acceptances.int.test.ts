import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import config from '#payload-config'
import type * as SessionRouteModule from '#src/app/api/auth/session/route.ts'
import type * as AcceptancesModule from '#src/legal/acceptances.ts'
import { todayVersionDate } from '#src/legal/collection/versionStatus.ts'
import { versionId } from '#src/legal/versions.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { startAuthEmulator } from '#scripts/lib/emulator.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'

/**
 * Issue 29, consent: a registration (the first session of an account) is refused without the
 * privacy notice and terms accepted; with them, one record per document names the versions
 * current at that moment. The records are append-only through Payload's REST handler for every
 * role (admin, marketing, legal, a signed-in doctor, anonymous); legal staff and admins export
 * them as CSV with formulas defused; a version marked "requires new acceptance" asks again.
 */
vi.mock('next/cache', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  unstable_cache: <T>(read: T) => read,
}))

let payload: Payload
let stopEmulator: () => Promise<void>
let host: string
let sessionRoute: typeof SessionRouteModule
let acceptances: typeof AcceptancesModule
const origin = new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').origin
const rest = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }

beforeAll(async () => {
  const emulator = await startAuthEmulator(process.cwd())
  stopEmulator = emulator.stop
  Object.assign(process.env, emulator.env)
  host = emulator.env.FIREBASE_AUTH_EMULATOR_HOST
  payload = await testPayload()
  sessionRoute = await import('#src/app/api/auth/session/route.ts')
  acceptances = await import('#src/legal/acceptances.ts')
}, 120_000)

afterAll(async () => {
  await stopEmulator?.()
})

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=emulator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-good-password', returnSecureToken: true }),
  })
  const json = (await response.json()) as { localId: string; idToken: string }
  return { uid: json.localId, idToken: json.idToken }
}

function openSession(body: Record<string, unknown>) {
  return sessionRoute.POST(
    new NextRequest(`${origin}/api/auth/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: new URL(origin).host, origin },
      body: JSON.stringify(body),
    }),
  )
}

async function currentIds() {
  const current = await acceptances.currentVersions('es')
  return { privacy: versionId(current.privacy?.lastUpdated), terms: versionId(current.terms?.lastUpdated) }
}

const recordsOf = async (uid: string) =>
  (
    await payload.find({
      collection: 'legal-acceptances',
      where: { firebaseUid: { equals: uid } },
      sort: 'kind',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const doctorOf = async (uid: string) =>
  (await payload.find({ collection: 'doctors', where: { firebaseUid: { equals: uid } }, overrideAccess: true })).docs[0]

/** A doctor registered through the session route, with acceptance: their uid, record and session cookie. */
async function registeredDoctor(locale: 'es' | 'en' = 'es') {
  const { uid, idToken } = await signUp(`registro-${tag()}@example.com`)
  const response = await openSession({ idToken, locale, acceptedLegal: await currentIds() })
  expect(response.status).toBe(200)
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
  return { uid, doctor: await doctorOf(uid), cookie }
}

describe('registration needs the privacy notice and terms accepted', () => {
  it('without acceptance the first session is refused and nothing is recorded', async () => {
    const { uid, idToken } = await signUp(`sin-${tag()}@example.com`)
    const response = await openSession({ idToken, locale: 'es' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'legal-acceptance-required' })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await doctorOf(uid)).toBeUndefined()
    expect(await recordsOf(uid)).toEqual([])
  })

  it('acceptance of versions that are no longer current is refused (409), nothing recorded', async () => {
    const { uid, idToken } = await signUp(`vieja-${tag()}@example.com`)
    const response = await openSession({
      idToken,
      locale: 'es',
      acceptedLegal: { privacy: '2025-07-15', terms: '2025-07-15' },
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'legal-versions-changed' })
    expect(await doctorOf(uid)).toBeUndefined()
  })

  it.each(['es', 'en'] as const)(
    'with acceptance (%s) one record per document names the current version',
    async (locale) => {
      const ids = await currentIds()
      expect(ids.privacy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const { uid, doctor } = await registeredDoctor(locale)
      const records = await recordsOf(uid)
      const current = await acceptances.currentVersions(locale)
      expect(
        records.map((record) => [record.kind, record.versionDate, record.version, record.language, record.method]),
      ).toEqual([
        ['privacy', ids.privacy, current.privacy!.id, locale, 'registration'],
        ['terms', ids.terms, current.terms!.id, locale, 'registration'],
      ])
      expect(records.every((record) => record.doctor === doctor.id && record.doctorEmail === doctor.email)).toBe(true)
      expect(Date.now() - new Date(records[0].acceptedAt).getTime()).toBeLessThan(60_000)
    },
  )

  it('a later session of a recorded doctor needs no acceptance and records nothing more', async () => {
    const { uid } = await registeredDoctor()
    const signIn = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: (await doctorOf(uid)).email,
          password: 'a-good-password',
          returnSecureToken: true,
        }),
      },
    )
    const { idToken } = (await signIn.json()) as { idToken: string }
    expect((await openSession({ idToken, locale: 'es' })).status).toBe(200)
    expect(await recordsOf(uid)).toHaveLength(2)
  })
})

describe('acceptance records are append-only through REST, for every role', () => {
  type Who = 'admin' | 'marketing' | 'legal' | 'doctor' | 'anonymous'
  const roles: Who[] = ['admin', 'marketing', 'legal', 'doctor', 'anonymous']
  const cookies: Partial<Record<Who, string>> = {}

  beforeAll(async () => {
    for (const role of ['admin', 'marketing', 'legal'] as const) {
      const user = await staffUser(payload, [role])
      const { token } = await payload.login({
        collection: 'users',
        data: { email: user.email, password: 'test-password-123' },
      })
      cookies[role] = `payload-token=${token}`
    }
    // A doctor's own session cookie: the site's, not Payload's; it gives no rights in Payload.
    cookies.doctor = (await registeredDoctor()).cookie
  })

  function call(method: keyof typeof rest, path: string, who: Who, json?: unknown) {
    const url = new URL(`/api/${path}`, origin)
    const headers = new Headers({ origin, 'sec-fetch-site': 'same-origin' })
    if (cookies[who]) headers.set('cookie', cookies[who]!)
    if (json !== undefined) headers.set('content-type', 'application/json')
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    return rest[method](
      new Request(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }),
      {
        params: Promise.resolve({ slug }),
      },
    )
  }

  it.each(roles)('%s cannot create, change or delete a record; only legal staff and admins read them', async (who) => {
    const { uid } = await registeredDoctor()
    const [record] = await recordsOf(uid)
    const created = await call('POST', 'legal-acceptances', who, {
      ...record,
      id: undefined,
      versionDate: '2020-01-01',
    })
    expect(created.status).toBeGreaterThanOrEqual(400)
    const patched = await call('PATCH', `legal-acceptances/${record.id}`, who, {
      versionDate: '2020-01-01',
      method: 'reacceptance',
    })
    expect(patched.status).toBeGreaterThanOrEqual(400)
    const bulkPatch = await call('PATCH', `legal-acceptances?where[id][equals]=${record.id}`, who, {
      versionDate: '2020-01-01',
    })
    expect((await bulkPatch.json()).docs ?? []).toEqual([])
    const deleted = await call('DELETE', `legal-acceptances/${record.id}`, who)
    expect(deleted.status).toBeGreaterThanOrEqual(400)
    const bulkDelete = await call('DELETE', `legal-acceptances?where[id][equals]=${record.id}`, who)
    expect((await bulkDelete.json()).docs ?? []).toEqual([])
    // Still there, unchanged.
    const after = await payload.findByID({
      collection: 'legal-acceptances',
      id: record.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after).toEqual(record)
    expect(await recordsOf(uid)).toHaveLength(2)
    const read = await call('GET', `legal-acceptances/${record.id}`, who)
    expect(read.status).toBe(who === 'admin' || who === 'legal' ? 200 : 403)
  })

  it.each(roles)('the CSV export answers %s as its role allows', async (who) => {
    const response = await call('GET', 'legal-acceptances/export', who)
    expect(response.status).toBe(who === 'admin' || who === 'legal' ? 200 : 403)
  })

  it('the CSV lists the records of a version, with formula-like cells defused', async () => {
    const { doctor } = await registeredDoctor()
    const current = await acceptances.currentVersions('es')
    const hostile = await payload.create({
      collection: 'legal-acceptances',
      data: {
        doctor: doctor.id,
        doctorEmail: '=HYPERLINK("http://evil.example","x")@example.com',
        firebaseUid: `+${tag()}`,
        kind: 'privacy',
        version: current.privacy!.id,
        versionDate: versionId(current.privacy!.lastUpdated),
        acceptedAt: new Date().toISOString(),
        language: 'es',
        method: 'registration',
      },
      overrideAccess: true,
    })
    const response = await call('GET', `legal-acceptances/export?version=${current.privacy!.id}`, 'legal')
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    // A byte-order mark: Excel reads the file as UTF-8 only with it («Médico», not «MÃ©dico»).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n')
    // Headed and filled as the Spanish admin shows them: labels, options' names, Mexico City time.
    expect(lines[0]).toBe(
      '"Aceptada el","Médico","Correo del médico","UID de Firebase","Documento","Versión","Fecha de la versión","Idioma","Cómo"',
    )
    expect(
      lines
        .slice(1)
        .every((line) => line.includes(`"${current.privacy!.id}"`) && line.includes('"Aviso de privacidad"')),
    ).toBe(true)
    const row = lines.find((line) => line.includes(hostile.firebaseUid))
    const mexicoCity = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Mexico_City',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(hostile.acceptedAt))
    expect(row).toMatch(new RegExp(`^"${mexicoCity}",`))
    expect(row).toContain('"Español","Al registrarse"')
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")@example.com"`)
    expect(row).toContain(`"'${hostile.firebaseUid}"`)
    expect((await call('GET', 'legal-acceptances/export?version=abc', 'legal')).status).toBe(400)
  })
})

describe('a version that requires new acceptance', () => {
  it('asks doctors who accepted an older one, until they accept again; unmarked changes only notify', async () => {
    const { doctor } = await registeredDoctor()
    expect(await acceptances.legalStatus(doctor, 'es')).toEqual({ required: [], notices: [] })
    const accepted = (await acceptances.currentVersions('es')).privacy!
    const rich = toLexical([{ type: 'p', text: 'Texto nuevo del aviso.' }])
    const newer = await payload.create({
      collection: 'legal-documents',
      data: {
        kind: 'privacy',
        lastUpdated: todayVersionDate(),
        title: 'Aviso de privacidad',
        changeSummary: 'Cambio sustancial de prueba.',
        requiresAcceptance: true,
        sections: [{ anchor: 'uno', heading: 'Uno', body: rich }],
        _status: 'published',
      },
      overrideAccess: true,
    })
    const status = await acceptances.legalStatus(doctor, 'es')
    expect(status.notices).toEqual([])
    expect(status.required.map((change) => [change.kind, change.current.id, change.accepted?.id])).toEqual([
      ['privacy', newer.id, accepted.id],
    ])
    await acceptances.recordAcceptances(doctor, [status.required[0].current], 'en', 'reacceptance')
    expect(await acceptances.legalStatus(doctor, 'es')).toEqual({ required: [], notices: [] })

    // Unmarked: the same change only brings a notice.
    await payload.update({
      collection: 'legal-documents',
      id: newer.id,
      data: { requiresAcceptance: false },
      overrideAccess: true,
    })
    const other = await registeredDoctor()
    await payload.delete({
      collection: 'legal-acceptances',
      where: { doctor: { equals: other.doctor.id }, kind: { equals: 'privacy' } },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'legal-acceptances',
      data: {
        ...(await recordsOf(other.uid))[0],
        id: undefined,
        kind: 'privacy',
        version: accepted.id,
        versionDate: versionId(accepted.lastUpdated),
      } as never,
      overrideAccess: true,
    })
    const unmarked = await acceptances.legalStatus(other.doctor, 'es')
    expect(unmarked.required).toEqual([])
    expect(unmarked.notices.map((change) => change.kind)).toEqual(['privacy'])
  })
})
