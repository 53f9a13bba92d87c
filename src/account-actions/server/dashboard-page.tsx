import 'server-only'

import { redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import { DashboardHeader } from '#src/auth/components/DashboardHeader.tsx'
import { type DoctorSession, currentDoctor, loginPath } from '#src/auth/server/session.ts'
import { getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'

/**
 * A dashboard page of the account actions: the session verified again (the proxy's gate already
 * refused requests without one), the dashboard's header, then the page's own content.
 */
export async function withDashboard(
  locale: Locale,
  content: (session: DoctorSession) => Promise<ReactNode> | ReactNode,
): Promise<ReactNode> {
  const session = await currentDoctor()
  if (!session) redirect(loginPath(locale, true))
  const settings = await getSiteSettings(locale)
  return (
    <>
      <NextIntlClientProvider>
        <DashboardHeader settings={settings} greetingName={session.name || session.email} locale={locale} />
      </NextIntlClientProvider>
      {await content(session)}
    </>
  )
}
