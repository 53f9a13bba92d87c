import 'server-only'

import { type NextRequest, NextResponse } from 'next/server'
import { createLocalReq } from 'payload'
import { createTranslator } from 'next-intl'

import {
  MAX_NAME_LENGTH,
  MAX_OPEN_REQUESTS,
  MAX_PASSWORD_LENGTH,
  MAX_POSTAL_ADDRESS_LENGTH,
  MAX_REQUEST_LENGTH,
  MAX_SUMMARY_LENGTH,
  MIN_PASSWORD_LENGTH,
  type AnswerChannel,
  type Right,
  answerChannels,
  rights,
} from '#src/account/limits.ts'
import { closeAccount } from '#src/account/server/close.ts'
import { PasswordCheckError, signInWithPassword } from '#src/account/server/password.ts'
import { getDoctor } from '#src/auth/data.ts'
import { adminAuth } from '#src/auth/server/firebase-admin.ts'
import { sameOrigin } from '#src/auth/server/http.ts'
import { SessionError, createSession, verifySessionCookie } from '#src/auth/server/session.ts'
import { SESSION_COOKIE, sessionCookieOptions } from '#src/auth/session-cookie.ts'
import { inTransaction } from '#src/config/transactions.ts'
import { payloadClient } from '#src/data/payload.ts'
import { createDoctorRequest, openRequestCount } from '#src/data-rights/doctor-requests.ts'
import { dayOfField } from '#src/data-rights/business-days.ts'
import { type Locale, defaultLocale, locales } from '#src/i18n/locales.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'
import { localizedPath } from '#src/i18n/paths.ts'
import type { Doctor } from '#src/payload-types.ts'
import { BODY_LIMITS, BodyTooLargeError, readText } from '#src/server/body-limit.ts'

/** The problems «Mi cuenta» reports; their messages are `myAccount.errors.<key>`. */
export type AccountProblem = keyof (typeof es)['myAccount']['errors']
/** The successes it reports; `myAccount.notices.<key>`. */
export type AccountNotice = keyof (typeof es)['myAccount']['notices']
/** Which form on the page a message belongs to (its section's id). */
export type AccountForm = 'name' | 'password' | 'request' | 'close'

export const accountForms: readonly AccountForm[] = ['name', 'password', 'request', 'close']

type Outcome =
  | { ok: true; notice: AccountNotice; due?: string; cookie?: string }
  | { ok: false; status: number; problem: AccountProblem }

const problem = (status: number, key: AccountProblem): Outcome => ({ ok: false, status, problem: key })
const text = (form: URLSearchParams, name: string) => form.get(name) ?? ''

/** Name: required once trimmed, at most the doctors collection's length; Firebase first, then the record. */
async function changeName(doctor: Doctor, form: URLSearchParams): Promise<Outcome> {
  const name = text(form, 'name').trim()
  if (!name) return problem(400, 'nameRequired')
  if (name.length > MAX_NAME_LENGTH) return problem(400, 'nameTooLong')
  // Firebase first: if the record's update then fails, the next sign-in copies the name from
  // Firebase to the record (src/auth/data.ts), so the two never stay apart.
  await adminAuth().updateUser(doctor.firebaseUid, { displayName: name })
  const payload = await payloadClient()
  await payload.update({ collection: 'doctors', id: doctor.id, data: { name }, overrideAccess: true })
  return { ok: true, notice: 'nameSaved' }
}

/**
 * Password: the spec's rules in the register form's order (confirmation equal, then at least 6
 * characters), the current one checked with Firebase, then changed. Every session of the account
 * is revoked (someone changing a password may fear it leaked) and this browser gets a new one.
 */
async function changePassword(doctor: Doctor, email: string, form: URLSearchParams): Promise<Outcome> {
  const current = text(form, 'currentPassword')
  const next = text(form, 'newPassword')
  if (!current) return problem(400, 'currentPasswordRequired')
  if (next !== text(form, 'confirmPassword')) return problem(400, 'passwordsDoNotMatch')
  if (next.length < MIN_PASSWORD_LENGTH) return problem(400, 'passwordTooShort')
  if (next.length > MAX_PASSWORD_LENGTH || current.length > MAX_PASSWORD_LENGTH) return problem(400, 'passwordTooLong')
  await signInWithPassword(email, current)
  await adminAuth().updateUser(doctor.firebaseUid, { password: next })
  await adminAuth().revokeRefreshTokens(doctor.firebaseUid)
  const { cookie } = await createSession(await signInWithPassword(email, next))
  return { ok: true, notice: 'passwordChanged', cookie }
}

/** A data-rights request from the form: checked, bounded per doctor, recorded in staff's list at once. */
async function sendRequest(doctor: Doctor, form: URLSearchParams): Promise<Outcome> {
  const right = text(form, 'right') as Right
  const summary = text(form, 'summary').trim()
  const request = text(form, 'request').trim()
  const answerBy = (text(form, 'answerBy') || 'email') as AnswerChannel
  const postalAddress = text(form, 'postalAddress').trim()
  if (!rights.includes(right)) return problem(400, 'rightRequired')
  if (!summary) return problem(400, 'summaryRequired')
  if (summary.length > MAX_SUMMARY_LENGTH) return problem(400, 'summaryTooLong')
  if (!request) return problem(400, 'requestRequired')
  if (request.length > MAX_REQUEST_LENGTH) return problem(400, 'requestTooLong')
  if (!answerChannels.includes(answerBy)) return problem(400, 'postalAddressRequired')
  if (answerBy === 'post' && !postalAddress) return problem(400, 'postalAddressRequired')
  if (postalAddress.length > MAX_POSTAL_ADDRESS_LENGTH) return problem(400, 'postalAddressTooLong')
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const created = await inTransaction(req, async () => {
    // Counted inside the transaction that creates it: the bound holds for requests sent at once.
    if ((await openRequestCount(payload, doctor.id)) >= MAX_OPEN_REQUESTS) return null
    return createDoctorRequest(req, doctor, {
      right,
      summary,
      request,
      answerBy,
      postalAddress: postalAddress || null,
    })
  })
  if (!created) return problem(429, 'tooManyOpenRequests')
  return { ok: true, notice: 'requestSent', due: dayOfField(created.answerDue) ?? undefined }
}

async function close(doctor: Doctor, email: string, form: URLSearchParams): Promise<Outcome> {
  const password = text(form, 'password')
  if (!password) return problem(400, 'currentPasswordRequired')
  if (password.length > MAX_PASSWORD_LENGTH) return problem(400, 'passwordTooLong')
  await signInWithPassword(email, password)
  await closeAccount(doctor)
  return { ok: true, notice: 'accountClosed' }
}

const catalogues = { es, en }

/**
 * POST /api/account?locale=es|en: «Mi cuenta»'s plain HTML forms (`form`: name, password, request, close; the
 * language in the address too, so a body refused unread is still answered in the doctor's language),
 * which work without JavaScript. The doctor is the one the session cookie names, never anyone a
 * field names. A browser's form post is answered 303 back to the page with the outcome in the
 * address (the page shows the message in the doctor's language); a client asking for JSON gets the
 * status (4xx for bad input) and the message itself.
 */
export async function accountAction(request: NextRequest): Promise<Response> {
  const wantsJson = request.headers.get('accept')?.includes('application/json') ?? false
  const requested = request.nextUrl.searchParams.get('locale')
  let locale: Locale = locales.includes(requested as Locale) ? (requested as Locale) : defaultLocale
  let formName: AccountForm | null = null
  const answer = (outcome: Outcome): Response => {
    const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'myAccount' })
    // The closing form's messages are shown on its own page, beside the statement it confirms.
    const page = localizedPath(locale, formName === 'close' ? '/dashboard/account/close' : '/dashboard/account')
    if (outcome.ok && outcome.notice === 'accountClosed') {
      const response = wantsJson
        ? NextResponse.json({ ok: true, message: t('notices.accountClosed') })
        : seeOther(`${localizedPath(locale, '/login')}?session=closed`)
      response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0))
      return response
    }
    if (outcome.ok) {
      const message = t(`notices.${outcome.notice}`, { date: outcome.due ?? '' })
      const query = new URLSearchParams({ notice: outcome.notice, form: formName ?? '' })
      if (outcome.due) query.set('due', outcome.due)
      const response = wantsJson
        ? NextResponse.json({ ok: true, message }, { headers: { 'cache-control': 'no-store' } })
        : seeOther(`${page}?${query}#${formName}`)
      if (outcome.cookie) response.cookies.set(SESSION_COOKIE, outcome.cookie, sessionCookieOptions())
      return response
    }
    if (outcome.problem === 'signedOut' && !wantsJson)
      return seeOther(`${localizedPath(locale, '/login')}?session=expired`)
    if (wantsJson)
      return NextResponse.json(
        { error: outcome.problem, message: t(`errors.${outcome.problem}`) },
        { status: outcome.status, headers: { 'cache-control': 'no-store' } },
      )
    const query = new URLSearchParams({ error: outcome.problem, form: formName ?? '' })
    return seeOther(`${page}?${query}#${formName ?? ''}`)
  }

  if (!sameOrigin(request)) return NextResponse.json({ error: 'cross-origin' }, { status: 403 })
  let form: URLSearchParams
  try {
    form = new URLSearchParams(await readText(request, BODY_LIMITS.account))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(problem(413, 'tooLarge'))
    throw error
  }
  const chosen = form.get('locale')
  if (locales.includes(chosen as Locale)) locale = chosen as Locale
  const name = form.get('form') as AccountForm
  if (!accountForms.includes(name)) return answer(problem(400, 'unavailable'))
  formName = name
  const session = await verifySessionCookie(request.cookies.get(SESSION_COOKIE)?.value)
  if (!session) return answer(problem(401, 'signedOut'))
  // Only the session's own account: a field naming another account is refused, never followed.
  for (const field of ['uid', 'doctor', 'email'])
    if (form.has(field) && form.get(field) !== session.uid && form.get(field) !== session.email)
      return answer(problem(403, 'otherAccount'))
  const doctor = await getDoctor(session.uid)
  if (!doctor) return answer(problem(401, 'signedOut'))
  try {
    // The sign-in e-mail as Firebase has it now (it may have changed since the session began).
    const email = (await adminAuth().getUser(session.uid)).email ?? doctor.email
    switch (name) {
      case 'name':
        return answer(await changeName(doctor, form))
      case 'password':
        return answer(await changePassword(doctor, email, form))
      case 'request':
        return answer(await sendRequest(doctor, form))
      case 'close':
        return answer(await close(doctor, email, form))
    }
  } catch (error) {
    if (error instanceof PasswordCheckError)
      return answer(
        problem(error.reason === 'unavailable' ? 503 : error.reason === 'wrongPassword' ? 400 : 429, error.reason),
      )
    if (error instanceof SessionError) return answer(problem(401, 'signedOut'))
    console.error(`«Mi cuenta» (${name}) failed:`, error)
    return answer(problem(503, 'unavailable'))
  }
}

const seeOther = (location: string) =>
  new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
