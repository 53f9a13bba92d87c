import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AccountActionPage } from '#src/account-actions/components/AccountActionPage.tsx'
import { EmailChangeForm } from '#src/account-actions/components/EmailChangeForm.tsx'
import { withDashboard } from '#src/account-actions/server/dashboard-page.tsx'
import { accountActionsText } from '#src/account-actions/server/text.ts'
import { fill } from '#src/account-actions/text.ts'
import type { Locale } from '#src/i18n/locales.ts'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'accountActions.email' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The change of e-mail (src/account-actions), behind the dashboard's gate. */
export default async function EmailPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const text = await accountActionsText(locale)
  return withDashboard(locale, (session) => (
    <AccountActionPage
      title={text.email.title}
      lead={fill(text.email.lead, { email: session.email })}
      back={text.email.back}
    >
      <EmailChangeForm locale={locale} text={text} />
    </AccountActionPage>
  ))
}
