import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DashboardHeader } from '#src/auth/components/DashboardHeader.tsx'
import { getDoctor } from '#src/auth/data.ts'
import { currentDoctor, loginPath } from '#src/auth/server/session.ts'
import { getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { legalStatus } from '#src/legal/acceptances.ts'
import { LegalUpdateView } from '#src/legal/components/LegalUpdateView.tsx'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'legalUpdate' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The re-acceptance page (behind the dashboard's gate, src/proxy.ts): shown when a version marked
 * "requires new acceptance" replaced the one the doctor accepted; otherwise on to the dashboard.
 */
export default async function LegalUpdatePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const session = await currentDoctor()
  if (!session) redirect(loginPath(locale, true))
  const doctor = await getDoctor(session.uid)
  const { required } = doctor ? await legalStatus(doctor, locale) : { required: [] }
  if (!required.length) redirect(localizedPath(locale, '/dashboard'))
  const settings = await getSiteSettings(locale)
  return (
    <>
      <NextIntlClientProvider>
        <DashboardHeader
          settings={settings}
          greetingName={doctor?.name || session.name || session.email}
          locale={locale}
        />
      </NextIntlClientProvider>
      <LegalUpdateView changes={required} locale={locale} />
    </>
  )
}
