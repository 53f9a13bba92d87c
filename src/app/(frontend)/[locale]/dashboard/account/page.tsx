import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { accountStatus } from '#src/account/components/AccountMessage.tsx'
import { AccountView } from '#src/account/components/AccountView.tsx'
import { accountPageContext } from '#src/account/server/page.ts'
import { DashboardHeader } from '#src/auth/components/DashboardHeader.tsx'
import { payloadClient } from '#src/data/payload.ts'
import { doctorRequests } from '#src/data-rights/doctor-requests.ts'
import type { Locale } from '#src/i18n/locales.ts'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'myAccount' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** «Mi cuenta» (src/account/components/AccountView.tsx), behind the dashboard's gate. */
export default async function AccountPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { doctor, settings, greetingName } = await accountPageContext(locale)
  const requests = await doctorRequests(await payloadClient(), doctor.id)
  return (
    <>
      <NextIntlClientProvider>
        <DashboardHeader settings={settings} greetingName={greetingName} locale={locale} />
      </NextIntlClientProvider>
      <AccountView
        locale={locale}
        name={doctor.name ?? ''}
        email={doctor.email}
        requests={requests}
        status={accountStatus(await searchParams)}
      />
    </>
  )
}
