import 'server-only'

import { redirect } from 'next/navigation'

import { getDoctor } from '#src/auth/data.ts'
import { currentDoctor, loginPath } from '#src/auth/server/session.ts'
import { getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import type { Doctor, SiteSetting } from '#src/payload-types.ts'

/**
 * What every «Mi cuenta» page starts from: the session verified again (the proxy already refused
 * requests without one) and the doctor's own record; no record (a closed account) is sent to sign in.
 */
export async function accountPageContext(
  locale: Locale,
): Promise<{ doctor: Doctor; settings: SiteSetting; greetingName: string }> {
  const session = await currentDoctor()
  if (!session) redirect(loginPath(locale, true))
  const [doctor, settings] = await Promise.all([getDoctor(session.uid), getSiteSettings(locale)])
  if (!doctor) redirect(loginPath(locale, true))
  return { doctor, settings, greetingName: doctor.name || session.name || session.email }
}
