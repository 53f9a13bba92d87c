import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthMain, AuthPanel } from '#src/auth/components/AuthPanel.tsx'
import { RegisterForm } from '#src/auth/components/RegisterForm.tsx'
import { getAccountPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { metadataFor, privatePage } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/register', privatePage)

/** Doctors' registration (no-index through its SEO record). Prerendered; the form is the only client part. */
export default async function RegisterPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, t] = await Promise.all([getAccountPage(locale), getTranslations('auth')])
  return (
    <AuthMain>
      <AuthPanel
        title={copy.register.title}
        subtitle={copy.register.subtitle}
        footer={
          <p>
            {t('register.haveAccount')} <Link href="/login">{t('register.loginLink')}</Link>
          </p>
        }
      >
        <NextIntlClientProvider>
          <RegisterForm />
        </NextIntlClientProvider>
      </AuthPanel>
    </AuthMain>
  )
}
