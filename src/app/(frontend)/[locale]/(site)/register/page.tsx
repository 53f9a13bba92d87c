import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { RegisterForm } from '@/components/auth/RegisterForm'
import { getAccountPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { metadataFor, privatePage } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/register', privatePage)

/** Doctors' registration (no-index through its SEO record). Prerendered; the form is the only client part. */
export default async function RegisterPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, t] = await Promise.all([getAccountPage(locale), getTranslations('auth')])
  return (
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
  )
}
