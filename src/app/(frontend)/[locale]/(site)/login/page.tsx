import { NextIntlClientProvider } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'

import { LoginLinks } from '#src/auth/components/AuthLinks.tsx'
import { AuthMain, AuthPanel } from '#src/auth/components/AuthPanel.tsx'
import { LoginForm } from '#src/auth/components/LoginForm.tsx'
import { getAccountPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor, privatePage } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/login', privatePage)

/** Doctors' sign-in (no-index through its SEO record). Prerendered; the form is the only client part. */
export default async function LoginPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const copy = await getAccountPage(locale)
  return (
    <AuthMain>
      <AuthPanel title={copy.login.title} subtitle={copy.login.subtitle} footer={<LoginLinks />}>
        <NextIntlClientProvider>
          <LoginForm />
        </NextIntlClientProvider>
      </AuthPanel>
    </AuthMain>
  )
}
