import { expect } from '@playwright/test'

/**
 * The Firebase Auth emulator the end-to-end run started (scripts/run.ts passes its host on), driven
 * through its REST API as the project owner: what an administrator would do in the Firebase console.
 */
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${process.env.FIREBASE_AUTH_EMULATOR_PORT || 9099}`
const project = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-citaya'
const base = `http://${host}/identitytoolkit.googleapis.com/v1`
const owner = { 'content-type': 'application/json', authorization: 'Bearer owner' }

async function call(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: owner, body: JSON.stringify(body) })
  const json = (await response.json()) as Record<string, unknown>
  expect(response.ok, `${path}: ${JSON.stringify(json)}`).toBe(true)
  return json
}

let counter = 0
/** An e-mail address no other test uses. */
export function uniqueEmail(label: string): string {
  counter += 1
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`
}

const siteUrl = process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT || 3100}`

/**
 * The privacy notice and terms versions the register page offers now (the dates in its consent
 * links): what a registration accepts.
 */
export async function currentLegalVersions(): Promise<{ privacy: string; terms: string }> {
  const html = await (await fetch(`${siteUrl}/register`)).text()
  const privacy = /href="\/privacy\/(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1]
  const terms = /href="\/terms-of-service\/(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1]
  expect(privacy && terms, 'the register page links the current legal versions').toBeTruthy()
  return { privacy: privacy!, terms: terms! }
}

/**
 * Creates an account in the emulator and registers it on the site as the register form would
 * (its first session, accepting the current privacy notice and terms), so it can sign in later;
 * returns its uid.
 */
export async function createAccount(email: string, password: string, displayName?: string): Promise<string> {
  const json = await call(`/projects/${project}/accounts`, { email, password, displayName })
  const signedIn = (await (
    await fetch(`${base}/accounts:signInWithPassword?key=emulator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    })
  ).json()) as { idToken: string }
  const opened = await fetch(`${siteUrl}/api/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: signedIn.idToken, locale: 'es', acceptedLegal: await currentLegalVersions() }),
  })
  expect(opened.status, `registering ${email} on the site`).toBe(200)
  return String(json.localId)
}

export async function uidOf(email: string): Promise<string> {
  const json = await call(`/projects/${project}/accounts:lookup`, { email: [email] })
  const users = json.users as Array<{ localId: string }> | undefined
  expect(users?.length, `account ${email}`).toBe(1)
  return users![0].localId
}

export async function disableAccount(uid: string): Promise<void> {
  await call(`/projects/${project}/accounts:update`, { localId: uid, disableUser: true })
}

/** Revokes every session of the account, as firebase-admin's revokeRefreshTokens does. */
export async function revokeSessions(uid: string): Promise<void> {
  await call(`/projects/${project}/accounts:update`, {
    localId: uid,
    validSince: String(Math.floor(Date.now() / 1000)),
  })
}
