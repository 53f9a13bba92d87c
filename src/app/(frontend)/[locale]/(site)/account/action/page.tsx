import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthMain, AuthPanel } from '#src/auth/components/AuthPanel.tsx'
import { ActionView } from '#src/account-actions/components/ActionView.tsx'
import { accountActionsText } from '#src/account-actions/server/text.ts'
import type { Locale } from '#src/i18n/locales.ts'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'accountActions.action' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The site's own action page for the links in account mails (src/account-actions/links.ts).
 * Prerendered and the same for everyone: the code stays in the address and is read by the form.
 */
export default async function AccountActionPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const text = await accountActionsText(locale)
  return (
    <AuthMain>
      <AuthPanel title={text.action.title} subtitle="" footer={null}>
        <ActionView locale={locale} text={text} />
      </AuthPanel>
    </AuthMain>
  )
}
