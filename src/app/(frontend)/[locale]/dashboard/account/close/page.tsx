import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { accountStatus } from '#src/account/components/AccountMessage.tsx'
import { CloseAccountView } from '#src/account/components/CloseAccountView.tsx'
import { accountPageContext } from '#src/account/server/page.ts'
import { DashboardHeader } from '#src/auth/components/DashboardHeader.tsx'
import type { Locale } from '#src/i18n/locales.ts'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'myAccount' })
  return { title: t('close.pageTitle'), robots: { index: false, follow: false } }
}

/** Closing the account (src/account/components/CloseAccountView.tsx), behind the dashboard's gate. */
export default async function CloseAccountPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { settings, greetingName } = await accountPageContext(locale)
  return (
    <>
      <NextIntlClientProvider>
        <DashboardHeader settings={settings} greetingName={greetingName} locale={locale} />
      </NextIntlClientProvider>
      <CloseAccountView locale={locale} status={accountStatus(await searchParams)} />
    </>
  )
}
