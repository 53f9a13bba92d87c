import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthMain, AuthPanel } from '#src/auth/components/AuthPanel.tsx'
import { ForgotPasswordForm } from '#src/account-actions/components/ForgotPasswordForm.tsx'
import { accountActionsText } from '#src/account-actions/server/text.ts'
import { Link } from '#src/i18n/navigation.tsx'
import type { Locale } from '#src/i18n/locales.ts'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'accountActions.forgot' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** «¿Olvidaste tu contraseña?» (src/account-actions): prerendered, the same page for everyone. */
export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [text, t] = await Promise.all([accountActionsText(locale), getTranslations({ locale, namespace: 'auth' })])
  return (
    <AuthMain>
      <AuthPanel
        title={text.forgot.title}
        subtitle={text.forgot.subtitle}
        footer={
          <p>
            <Link href="/login">{text.forgot.backToLogin}</Link>
          </p>
        }
      >
        <ForgotPasswordForm locale={locale} text={text} fieldLabel={t('fields.email')} />
      </AuthPanel>
    </AuthMain>
  )
}
