import type * as FirebaseAuthSdk from 'firebase/auth'

import type { Locale } from '#src/i18n/locales.ts'
import { firebaseAuth } from '#src/auth/client/firebase.ts'

/** The server refused to open a session (its message is the flow's fallback). */
export class ServerSessionError extends Error {
  constructor(
    readonly status: number,
    /** The server's error code (src/auth/server/http.ts), e.g. legal-acceptance-required. */
    readonly code: string | null = null,
  ) {
    super(`The server did not open a session (HTTP ${status}${code ? `, ${code}` : ''}).`)
  }
}

/** The privacy notice and terms versions (their dates) a registration accepted. */
export type AcceptedLegal = { privacy: string; terms: string }

type Sdk = typeof FirebaseAuthSdk

/** Exchanges the user's ID token for the server's session cookie; signs the browser out again if that fails. */
async function openServerSession(
  sdk: Sdk,
  auth: Awaited<ReturnType<typeof firebaseAuth>>,
  idToken: string,
  locale: Locale,
  acceptedLegal?: AcceptedLegal,
): Promise<void> {
  try {
    await postSession(idToken, locale, acceptedLegal)
  } catch (error) {
    await sdk.signOut(auth).catch(() => {})
    throw error
  }
}

async function postSession(idToken: string, locale: Locale, acceptedLegal?: AcceptedLegal): Promise<void> {
  const response = await fetch('/api/auth/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, locale, acceptedLegal }),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null
    throw new ServerSessionError(response.status, typeof body?.error === 'string' ? body.error : null)
  }
}

/** Signs in with Firebase, then opens the server session. */
export async function signIn(email: string, password: string, locale: Locale): Promise<void> {
  const [auth, sdk] = await Promise.all([firebaseAuth(), import('firebase/auth')])
  const { user } = await sdk.signInWithEmailAndPassword(auth, email, password)
  await openServerSession(sdk, auth, await user.getIdToken(), locale)
}

/**
 * Creates the account, sets its display name to the trimmed name, then opens the server session
 * with a token that carries the name and the accepted legal versions (the server records the
 * doctor and the acceptance from them).
 */
export async function register(
  name: string,
  email: string,
  password: string,
  locale: Locale,
  acceptedLegal: AcceptedLegal,
): Promise<void> {
  const [auth, sdk] = await Promise.all([firebaseAuth(), import('firebase/auth')])
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password)
  await sdk.updateProfile(user, { displayName: name.trim() })
  const idToken = await user.getIdToken(true)
  try {
    await postSession(idToken, locale, acceptedLegal)
  } catch (error) {
    // The site refused the registration (the legal versions changed meanwhile): the account just
    // created is removed again, so registering after reading the new version is not "e-mail in use".
    if (error instanceof ServerSessionError && error.code?.startsWith('legal-')) await user.delete().catch(() => {})
    await sdk.signOut(auth).catch(() => {})
    throw error
  }
}

/** Ends the server session (all devices), then the browser's. Throws if the server could not be told. */
export async function signOut(): Promise<void> {
  const response = await fetch('/api/auth/session', { method: 'DELETE' })
  if (!response.ok) throw new ServerSessionError(response.status)
  const [auth, sdk] = await Promise.all([firebaseAuth(), import('firebase/auth')])
  await sdk.signOut(auth)
}

/** Signs the browser out after the server ended the session (revoked, disabled or expired). */
export async function forgetBrowserSession(): Promise<void> {
  const [auth, sdk] = await Promise.all([firebaseAuth(), import('firebase/auth')])
  await sdk.signOut(auth)
}
