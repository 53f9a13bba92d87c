import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { LoginForm } from '@/components/auth/LoginForm'
import { getAccountPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { metadataFor, privatePage } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/login', privatePage)

/** Doctors' sign-in (no-index through its SEO record). Prerendered; the form is the only client part. */
export default async function LoginPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, t] = await Promise.all([getAccountPage(locale), getTranslations('auth')])
  return (
    <AuthPanel
      title={copy.login.title}
      subtitle={copy.login.subtitle}
      footer={
        <>
          <p>
            {t('login.noAccount')} <Link href="/register">{t('login.registerLink')}</Link>
          </p>
          <p>
            <Link href="/">{t('login.home')}</Link>
          </p>
        </>
      }
    >
      <NextIntlClientProvider>
        <LoginForm />
      </NextIntlClientProvider>
    </AuthPanel>
  )
}
