import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as SessionRouteModule from '#src/app/api/auth/session/route.ts'
import { MAX_NAME_LENGTH, registrationProblem } from '#src/auth/registration.ts'
import { versionId } from '#src/legal/versions.ts'

type SessionRoute = typeof SessionRouteModule

import { startAuthEmulator } from '#scripts/lib/emulator.ts'

/**
 * Issue 15, finding 6: every account the Auth service accepts opens a session, against the
 * Firebase Auth emulator and the real session route: names over 200 characters, e-mails that
 * Payload's e-mail check refuses. The doctors collection keeps the address as is and the name
 * cut to its limit; the register form's checks refuse the long name up front.
 */
// Outside a Next server there is no data cache: the site settings (trial days) are read directly.
vi.mock('next/cache', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  unstable_cache: <T>(read: T) => read,
}))

let payload: Payload
let stopEmulator: () => Promise<void>
let project: string
let host: string
let sessionRoute: SessionRoute

beforeAll(async () => {
  const emulator = await startAuthEmulator(process.cwd())
  stopEmulator = emulator.stop
  Object.assign(process.env, emulator.env)
  host = emulator.env.FIREBASE_AUTH_EMULATOR_HOST
  project = emulator.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? 'demo-citaya'
  const [{ default: config }, { getPayload }] = await Promise.all([import('#payload-config'), import('payload')])
  payload = await getPayload({ config })
  sessionRoute = await import('#src/app/api/auth/session/route.ts')
}, 120_000)

afterAll(async () => {
  await stopEmulator?.()
})

async function identityToolkit(path: string, body: unknown, owner = true): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown>
  expect(response.ok, `${path}: ${JSON.stringify(json)}`).toBe(true)
  return json
}

/** An account created in the Auth service as the browser's SDK would, then signed in: its fresh ID token. */
async function signUp(email: string, displayName: string): Promise<{ uid: string; idToken: string }> {
  const created = await identityToolkit(
    '/accounts:signUp?key=emulator',
    { email, password: 'a-good-password', returnSecureToken: true },
    false,
  )
  await identityToolkit(`/projects/${project}/accounts:update`, { localId: created.localId, displayName })
  const signedIn = await identityToolkit(
    '/accounts:signInWithPassword?key=emulator',
    { email, password: 'a-good-password', returnSecureToken: true },
    false,
  )
  return { uid: String(signedIn.localId), idToken: String(signedIn.idToken) }
}

/** Opens a session as the register form does: with the current privacy notice and terms accepted. */
async function openSession(idToken: string, locale: 'es' | 'en' = 'es') {
  const { currentVersions } = await import('#src/legal/acceptances.ts')
  const current = await currentVersions(locale)
  const acceptedLegal = {
    privacy: versionId(current.privacy?.lastUpdated),
    terms: versionId(current.terms?.lastUpdated),
  }
  const request = new NextRequest('http://localhost:3000/api/auth/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000' },
    body: JSON.stringify({ idToken, locale, acceptedLegal }),
  })
  return sessionRoute.POST(request)
}

const doctorOf = async (uid: string) =>
  (await payload.find({ collection: 'doctors', where: { firebaseUid: { equals: uid } }, overrideAccess: true })).docs[0]
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe('accounts the Auth service accepts open a session', () => {
  it.each([
    ['an e-mail with a non-ASCII local part', () => `müller-${tag()}@example.com`],
    ['an e-mail on a host without a dot', () => `x-${tag()}@localhost`],
  ])('%s is stored as Firebase has it', async (_case, email) => {
    const address = email()
    const { uid, idToken } = await signUp(address, 'Dra. Müller')
    const response = await openSession(idToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/__session=[^;]+/)
    expect(await doctorOf(uid)).toMatchObject({ email: address, name: 'Dra. Müller' })
  })

  it('a display name over 200 characters is kept cut to 200, and the next session works too', async () => {
    const name = `Dra. ${'Á'.repeat(150)} ${'👩‍⚕️'.repeat(40)}`
    const { uid, idToken } = await signUp(`largo-${tag()}@example.com`, name)
    const first = await openSession(idToken, 'en')
    expect(first.status).toBe(200)
    const stored = await doctorOf(uid)
    expect(stored.name?.length).toBeLessThanOrEqual(MAX_NAME_LENGTH)
    expect(stored.name?.length).toBeGreaterThanOrEqual(MAX_NAME_LENGTH - 1) // an emoji's two halves are never split
    expect(name.startsWith(stored.name ?? '-')).toBe(true)
    expect(stored.language).toBe('en')
    // Signing in again (the record exists now) neither fails nor rewrites the name.
    const again = await identityToolkit(
      '/accounts:signInWithPassword?key=emulator',
      { email: stored.email, password: 'a-good-password', returnSecureToken: true },
      false,
    )
    expect((await openSession(String(again.idToken))).status).toBe(200)
    expect((await doctorOf(uid)).updatedAt).toBe(stored.updatedAt)
  })

  it('the register form refuses a name over 200 characters before any call, and accepts 200', () => {
    const valid = {
      name: 'Dra. Ana',
      email: 'ana@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      acceptLegal: true,
    }
    expect(registrationProblem({ ...valid, name: 'a'.repeat(MAX_NAME_LENGTH + 1) })).toBe('nameTooLong')
    expect(registrationProblem({ ...valid, name: 'a'.repeat(MAX_NAME_LENGTH) })).toBeNull()
    expect(registrationProblem({ ...valid, name: '👩‍⚕️'.repeat(40) })).toBeNull()
    expect(registrationProblem({ ...valid, name: '👩‍⚕️'.repeat(41) })).toBe('nameTooLong')
  })
})
