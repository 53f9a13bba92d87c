import 'server-only'

import { type NextRequest, NextResponse, after } from 'next/server'
import * as z from 'zod/mini'

import { updateDoctorEmail } from '#src/auth/data.ts'
import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from '#src/auth/registration.ts'
import { adminAuth } from '#src/auth/server/firebase-admin.ts'
import { sameOrigin } from '#src/auth/server/http.ts'
import { currentDoctor } from '#src/auth/server/session.ts'
import { SESSION_COOKIE, sessionCookieOptions } from '#src/auth/session-cookie.ts'
import { clientAddress, takeRateLimit } from '#src/contact/rate-limit.ts'
import { getSiteSettings } from '#src/data/globals.ts'
import { payloadClient } from '#src/data/payload.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { BODY_LIMITS, BodyTooLargeError, readText } from '#src/server/body-limit.ts'
import { siteOrigin } from '#src/seo/urls.ts'
import {
  type ActionErrorKey,
  actionErrorKey,
  actionErrorStatus,
  modeOfRequestType,
  wellFormedCode,
} from '#src/account-actions/codes.ts'
import { actionLink } from '#src/account-actions/links.ts'
import { type AccountMailKind, accountMail } from '#src/account-actions/mail.ts'
import { ACCOUNT_RATE_LIMITS, rateLimitKey } from '#src/account-actions/rate-limits.ts'
import { applyCode, checkCode, checkPassword, resetPassword } from '#src/account-actions/server/identity-toolkit.ts'

const noStore = { 'cache-control': 'no-store' }

function refuse(key: ActionErrorKey, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return NextResponse.json(
    { error: key, ...extra },
    { status: actionErrorStatus(key), headers: { ...noStore, ...headers } },
  )
}

/** The JSON body of a same-origin request, bounded like a session's; null: refused (with the answer). */
async function readJson(request: NextRequest): Promise<{ json: unknown } | { refused: Response }> {
  if (!sameOrigin(request)) return { refused: refuse('badRequest') }
  if (!request.headers.get('content-type')?.includes('application/json')) return { refused: refuse('badRequest') }
  try {
    return { json: JSON.parse(await readText(request, BODY_LIMITS.session)) }
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { refused: NextResponse.json({ error: 'badRequest' }, { status: 413, headers: noStore }) }
    return { refused: refuse('badRequest') }
  }
}

/** A wire or admin refusal as the site's own code; anything unexplained is logged and answered 503. */
function refusal(error: unknown, what: string): Response {
  const key = actionErrorKey(error)
  if (key) return refuse(key)
  console.error(`${what} failed:`, error)
  return refuse('unavailable')
}

/** The e-mail as typed: trimmed; `problem` when it cannot be an address at all. */
function emailProblem(email: string): ActionErrorKey | null {
  if (!email) return 'emailRequired'
  if (email.length > MAX_EMAIL_LENGTH) return 'emailTooLong'
  // The provider judges the rest (spec, section 5); this only stops what cannot be an address.
  return /^[^\s@]+@[^\s@]+$/.test(email) ? null : 'invalidEmail'
}

/** Counts one request against each limit; the first one exceeded answers 429 (the others are still counted). */
async function limited(keys: Array<[keyof typeof ACCOUNT_RATE_LIMITS, string]>): Promise<Response | null> {
  const payload = await payloadClient()
  let wait = 0
  for (const [kind, value] of keys) {
    const result = await takeRateLimit(payload, rateLimitKey(kind, value), ACCOUNT_RATE_LIMITS[kind])
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds)
  }
  if (!wait) return null
  return refuse('rateLimited', { minutes: Math.max(1, Math.ceil(wait / 60)) }, { 'retry-after': String(wait) })
}

/** Sends one account mail through the site's mailer (the same SMTP settings as every other mail). */
async function sendAccountMail(
  to: string,
  kind: AccountMailKind,
  locale: Locale,
  o: { link?: string; newEmail?: string },
) {
  const [payload, settings] = await Promise.all([payloadClient(), getSiteSettings(locale)])
  await payload.sendEmail({
    to,
    ...accountMail(kind, locale, { brandName: settings.brandName, supportEmail: settings.supportEmail, ...o }),
  })
}

const forgotBody = z.object({ email: z.string().check(z.maxLength(1000)), locale: z.enum(locales) })

/**
 * POST /api/auth/password-reset {email, locale}: asks for a reset link. The answer is the same
 * 202 whether or not the address has an account, and comes as fast: the lookup, the link
 * (firebase-admin's generatePasswordResetLink) and the mail happen after the answer is sent
 * (Next's `after`), so neither the words nor the time tell who is a customer. Limited per address
 * and per client (the contact form's limiter, its own counters): 429 with the minutes to wait.
 */
export async function requestPasswordReset(request: NextRequest): Promise<Response> {
  const read = await readJson(request)
  if ('refused' in read) return read.refused
  const parsed = forgotBody.safeParse(read.json)
  if (!parsed.success) return refuse('badRequest')
  const email = parsed.data.email.trim()
  const problem = emailProblem(email)
  if (problem) return refuse(problem)
  const locale = parsed.data.locale
  const tooMany = await limited([
    ['resetPerClient', clientAddress(request.headers)],
    ['resetPerAddress', email.toLowerCase()],
  ])
  if (tooMany) return tooMany
  after(async () => {
    let firebaseLink: string
    try {
      firebaseLink = await adminAuth().generatePasswordResetLink(email)
    } catch (error) {
      // No account with that address (or it cannot have one): nothing is sent, nothing is said.
      if (['auth/user-not-found', 'auth/email-not-found', 'auth/invalid-email'].includes(codeOf(error))) return
      console.error('A password reset link could not be made:', error)
      return
    }
    const link = actionLink(firebaseLink, locale, siteOrigin())
    if (!link) return console.error('firebase-admin made a password reset link without a code')
    await sendAccountMail(email, 'resetPassword', locale, { link }).catch((error: unknown) =>
      console.error('A password reset mail could not be sent:', error),
    )
  })
  return NextResponse.json({ ok: true }, { status: 202, headers: noStore })
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : ''

const actionBody = z.object({
  oobCode: z.string().check(z.maxLength(2000)),
  locale: z.enum(locales),
  apply: z.optional(z.boolean()),
  newPassword: z.optional(z.string().check(z.maxLength(4096))),
  confirmPassword: z.optional(z.string().check(z.maxLength(4096))),
})

/** Signs the browser that used the link out as well: its cookie was revoked with the others. */
function withoutSession(response: NextResponse): NextResponse {
  response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0))
  return response
}

/**
 * POST /api/auth/action {oobCode, locale, apply?, newPassword?, confirmPassword?}: the site's action
 * page. Without `apply` it only says what the code is for (and for whom), so the page can ask for
 * the new password; with it, the code is used:
 * - a password reset sets the password (at least 6 characters, confirmation equal), then revokes
 *   every refresh token of the account: every session cookie issued before is refused from then on
 *   (the gate verifies cookies with the revocation check, src/auth/server/session.ts);
 * - an e-mail confirmation marks the doctor's record confirmed;
 * - a change of address makes the change, marks the record (new address, confirmed), signs the
 *   account out everywhere (the old address no longer signs in) and tells the old address.
 * Malformed, used and expired codes and weak passwords answer 4xx with the site's own code.
 */
export async function accountAction(request: NextRequest): Promise<Response> {
  const read = await readJson(request)
  if ('refused' in read) return read.refused
  const parsed = actionBody.safeParse(read.json)
  if (!parsed.success) return refuse('badRequest')
  const { oobCode, locale, apply, newPassword, confirmPassword } = parsed.data
  // Malformed: a bad request (400), never sent to Firebase; a used or expired code is 410.
  if (!wellFormedCode(oobCode)) return NextResponse.json({ error: 'invalidCode' }, { status: 400, headers: noStore })
  let info: Awaited<ReturnType<typeof checkCode>>
  try {
    info = await checkCode(oobCode)
  } catch (error) {
    return refusal(error, 'Checking an action code')
  }
  const mode = modeOfRequestType[info.requestType]
  if (!mode || !info.email) return refuse('invalidCode')
  const shown = mode === 'verifyAndChangeEmail' ? (info.newEmail ?? '') : info.email
  if (!apply) return NextResponse.json({ mode, email: shown }, { headers: noStore })

  try {
    if (mode === 'resetPassword') {
      if ((newPassword ?? '').length < MIN_PASSWORD_LENGTH) return refuse('weakPassword')
      if (newPassword !== confirmPassword) return refuse('passwordsDoNotMatch')
      await resetPassword(oobCode, newPassword!)
      const account = await adminAuth().getUserByEmail(info.email)
      await adminAuth().revokeRefreshTokens(account.uid)
      return withoutSession(NextResponse.json({ mode, email: shown }, { headers: noStore }))
    }
    await applyCode(oobCode)
    const account = await adminAuth().getUserByEmail(shown)
    if (mode === 'verifyEmail') {
      await updateDoctorEmail(account.uid, { emailVerified: true })
      return NextResponse.json({ mode, email: shown }, { headers: noStore })
    }
    await adminAuth().revokeRefreshTokens(account.uid)
    const doctor = await updateDoctorEmail(account.uid, { email: shown, emailVerified: true })
    // The old address may no longer be the doctor's: told in the language the account was made in.
    const language = doctor?.language ?? locale
    // The change is made and recorded; a mail that fails is logged, never undoes it.
    await sendAccountMail(info.email, 'emailChanged', language, { newEmail: shown }).catch((error: unknown) =>
      console.error('The mail to the old address could not be sent:', error),
    )
    return withoutSession(NextResponse.json({ mode, email: shown }, { headers: noStore }))
  } catch (error) {
    return refusal(error, `Using a ${mode} code`)
  }
}

/**
 * The confirmation mail of a new account (after its registration, and again on «Reenviar»): a
 * link from generateEmailVerificationLink, opened by the site's action page.
 */
export async function sendVerificationMail(email: string, locale: Locale): Promise<void> {
  const link = actionLink(await adminAuth().generateEmailVerificationLink(email), locale, siteOrigin())
  if (!link) throw new Error('firebase-admin made an e-mail verification link without a code')
  await sendAccountMail(email, 'verifyEmail', locale, { link })
}

/** The registration's confirmation mail, sent after the session's answer (src/app/api/auth/session). */
export function sendVerificationLater(account: { email: string; locale: Locale }): void {
  const work = () =>
    sendVerificationMail(account.email, account.locale).catch((error: unknown) =>
      console.error('The confirmation mail of a new account could not be sent:', error),
    )
  try {
    after(work)
  } catch {
    // Called outside a request (a script, a test calling the route directly): sent now, not awaited.
    void work()
  }
}

const localeBody = z.object({ locale: z.enum(locales) })

/**
 * POST /api/auth/verification {locale}: «Reenviar», the confirmation mail again, for the signed-in
 * doctor (3 an hour per account). Sent before the answer: the doctor is told it went out.
 * Mails that answer a request are in the language of the page it came from.
 */
export async function resendVerification(request: NextRequest): Promise<Response> {
  const read = await readJson(request)
  if ('refused' in read) return read.refused
  const parsed = localeBody.safeParse(read.json)
  if (!parsed.success) return refuse('badRequest')
  const session = await currentDoctor()
  if (!session) return NextResponse.json({ error: 'sessionEnded' }, { status: 401, headers: noStore })
  try {
    const account = await adminAuth().getUser(session.uid)
    if (account.emailVerified) {
      await updateDoctorEmail(session.uid, { emailVerified: true })
      return NextResponse.json({ ok: true, verified: true, email: account.email }, { headers: noStore })
    }
    const tooMany = await limited([['verificationPerAccount', session.uid]])
    if (tooMany) return tooMany
    // In the language of the page the doctor asked from, as every mail that answers a request.
    await sendVerificationMail(account.email ?? session.email, parsed.data.locale)
    return NextResponse.json({ ok: true, email: account.email }, { headers: noStore })
  } catch (error) {
    return refusal(error, 'Resending the confirmation mail')
  }
}

const emailBody = z.object({
  newEmail: z.string().check(z.maxLength(1000)),
  password: z.string().check(z.maxLength(4096)),
  locale: z.enum(locales),
})

/**
 * POST /api/auth/email {newEmail, password, locale}: the signed-in doctor asks to use another
 * address. The current password is checked first; then a link from
 * generateVerifyAndChangeEmailLink goes to the new address, in the doctor's language. Nothing
 * changes until that link is opened (accountAction); 5 requests an hour per account.
 */
export async function requestEmailChange(request: NextRequest): Promise<Response> {
  const read = await readJson(request)
  if ('refused' in read) return read.refused
  const parsed = emailBody.safeParse(read.json)
  if (!parsed.success) return refuse('badRequest')
  const session = await currentDoctor()
  if (!session) return NextResponse.json({ error: 'sessionEnded' }, { status: 401, headers: noStore })
  const newEmail = parsed.data.newEmail.trim()
  const problem = emailProblem(newEmail)
  if (problem) return refuse(problem)
  if (!parsed.data.password) return refuse('passwordRequired')
  const tooMany = await limited([['emailChangePerAccount', session.uid]])
  if (tooMany) return tooMany
  try {
    const account = await adminAuth().getUser(session.uid)
    const current = account.email ?? session.email
    if (current.toLowerCase() === newEmail.toLowerCase()) return refuse('sameEmail')
    if ((await checkPassword(current, parsed.data.password)) !== session.uid) return refuse('wrongPassword')
    const locale = parsed.data.locale
    const link = actionLink(await adminAuth().generateVerifyAndChangeEmailLink(current, newEmail), locale, siteOrigin())
    if (!link) throw new Error('firebase-admin made a change-of-address link without a code')
    await sendAccountMail(newEmail, 'changeEmail', locale, { link, newEmail })
    return NextResponse.json({ ok: true, email: newEmail }, { status: 202, headers: noStore })
  } catch (error) {
    return refusal(error, 'Asking for a change of address')
  }
}
