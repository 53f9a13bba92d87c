import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { currentDoctor, loginPath } from '#src/auth/server/session.ts'
import { DashboardBody } from '#src/auth/components/DashboardBody.tsx'
import { DashboardHeader } from '#src/auth/components/DashboardHeader.tsx'
import { getDoctor } from '#src/auth/data.ts'
import { getDashboardPage, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { formatDate } from '#src/i18n/formats.ts'
import { hasPassed } from '#src/auth/trial.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { LegalNotice } from '#src/legal/components/LegalUpdateView.tsx'
import { dashboardLegal } from '#src/legal/update.ts'
import { pageMetadata, privatePage } from '#src/seo/metadata.ts'
import { VerifyNotice } from '#src/account-actions/components/VerifyNotice.tsx'
import { accountActionsText } from '#src/account-actions/server/text.ts'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, '/dashboard', privatePage)
}

/**
 * The doctor's dashboard. The proxy (src/proxy.ts) has already refused requests without a valid
 * session before any HTML; the session is verified again here, where the doctor's data is read.
 */
export default async function DashboardPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const session = await currentDoctor()
  if (!session) redirect(loginPath(locale, true))
  const [doctor, copy, settings, t] = await Promise.all([
    getDoctor(session.uid),
    getDashboardPage(locale),
    getSiteSettings(locale),
    getTranslations('dashboard'),
  ])
  // Changed legal documents: a material change is accepted (or declined) before the dashboard.
  const legal = doctor ? await dashboardLegal(doctor, locale) : null
  if (legal?.required.length) redirect(localizedPath(locale, '/dashboard/legal'))
  const trialEnd = doctor?.trialEndsAt
  // Until the doctor opens the confirmation link (src/account-actions): the notice with «Reenviar».
  const unverified = doctor && !doctor.emailVerified ? await accountActionsText(locale) : null
  return (
    <>
      {/* The logout button is the only client part that reads translations. */}
      <NextIntlClientProvider>
        <DashboardHeader
          settings={settings}
          greetingName={doctor?.name || session.name || session.email}
          locale={locale}
        />
      </NextIntlClientProvider>
      <main className="page" id="content" tabIndex={-1}>
        {legal?.notices.length ? <LegalNotice changes={legal.notices} locale={locale} /> : null}
        {unverified ? <VerifyNotice email={doctor!.email} locale={locale} text={unverified} /> : null}
        <DashboardBody
          copy={copy}
          trial={
            trialEnd
              ? t(hasPassed(trialEnd) ? 'trialEnded' : 'trialEnds', { date: formatDate(trialEnd, locale) })
              : null
          }
        />
      </main>
    </>
  )
}
