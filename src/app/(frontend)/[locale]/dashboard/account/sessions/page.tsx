import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AccountActionPage } from '#src/account-actions/components/AccountActionPage.tsx'
import { SignOutEverywhere } from '#src/account-actions/components/SignOutEverywhere.tsx'
import { withDashboard } from '#src/account-actions/server/dashboard-page.tsx'
import { accountActionsText } from '#src/account-actions/server/text.ts'
import type { Locale } from '#src/i18n/locales.ts'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'accountActions.sessions' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** «Cerrar sesión en todos los dispositivos» (src/account-actions), behind the dashboard's gate. */
export default async function SessionsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const text = await accountActionsText(locale)
  return withDashboard(locale, () => (
    <AccountActionPage title={text.sessions.title} lead={text.sessions.lead} back={text.sessions.back}>
      <SignOutEverywhere locale={locale} text={text} />
    </AccountActionPage>
  ))
}
