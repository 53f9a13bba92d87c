import 'server-only'

import { type NextRequest, NextResponse } from 'next/server'
import { createTranslator } from 'next-intl'

import { accountData } from '#src/account/server/data.ts'
import { getDoctor } from '#src/auth/data.ts'
import { verifySessionCookie } from '#src/auth/server/session.ts'
import { SESSION_COOKIE } from '#src/auth/session-cookie.ts'
import { payloadClient } from '#src/data/payload.ts'
import { type Locale, defaultLocale, locales } from '#src/i18n/locales.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'

const catalogues = { es, en }

/**
 * GET /api/account/data[?locale=en]: the signed-in doctor's data as a JSON file (src/account/server/data.ts).
 * Whose data is decided by the session cookie alone: a query naming an account (`doctor`, `uid`,
 * `email`) other than the session's is refused with 403, never followed. Without a valid session
 * (signed out, revoked, or the account closed) 401. Messages in the doctor's language.
 */
export async function downloadAccountData(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams
  const requested = params.get('locale')
  const locale: Locale = locales.includes(requested as Locale) ? (requested as Locale) : defaultLocale
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'myAccount' })
  const refuse = (status: number, key: 'signedOut' | 'otherAccount') =>
    NextResponse.json({ error: key, message: t(`errors.${key}`) }, { status, headers: { 'cache-control': 'no-store' } })
  const session = await verifySessionCookie(request.cookies.get(SESSION_COOKIE)?.value)
  if (!session) return refuse(401, 'signedOut')
  const doctor = await getDoctor(session.uid)
  if (!doctor) return refuse(401, 'signedOut')
  const own = [String(doctor.id), session.uid, session.email, doctor.email]
  for (const field of ['doctor', 'uid', 'email'])
    if (params.has(field) && !own.includes(params.get(field) ?? '')) return refuse(403, 'otherAccount')
  const data = await accountData(await payloadClient(), doctor)
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${t('data.fileName')}-${data.exportedAt.slice(0, 10)}.json"`,
      'cache-control': 'no-store',
    },
  })
}
