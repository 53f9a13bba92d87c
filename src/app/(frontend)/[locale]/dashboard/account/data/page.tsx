import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AccountDataView } from '#src/account/components/AccountDataView.tsx'
import { accountData } from '#src/account/server/data.ts'
import { accountPageContext } from '#src/account/server/page.ts'
import { DashboardHeader } from '#src/auth/components/DashboardHeader.tsx'
import { payloadClient } from '#src/data/payload.ts'
import type { Locale } from '#src/i18n/locales.ts'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'myAccount' })
  return { title: t('data.pageTitle'), robots: { index: false, follow: false } }
}

/** «Mis datos»: the signed-in doctor's own data, as in the JSON download (src/account/server/data.ts). */
export default async function AccountDataPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { doctor, settings, greetingName } = await accountPageContext(locale)
  const data = await accountData(await payloadClient(), doctor)
  return (
    <>
      <NextIntlClientProvider>
        <DashboardHeader settings={settings} greetingName={greetingName} locale={locale} />
      </NextIntlClientProvider>
      <AccountDataView data={data} brand={settings.brandName} locale={locale} />
    </>
  )
}
