import { NextIntlClientProvider } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'

import { RegisterLinks } from '#src/auth/components/AuthLinks.tsx'
import { AuthMain, AuthPanel } from '#src/auth/components/AuthPanel.tsx'
import { RegisterForm } from '#src/auth/components/RegisterForm.tsx'
import { registrationLegalLinks } from '#src/legal/consent.ts'
import { getAccountPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor, privatePage } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/register', privatePage)

/**
 * Doctors' registration (no-index through its SEO record). Prerendered (and expired with the legal
 * documents: the consent links name their current versions); the form is the only client part.
 */
export default async function RegisterPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, legal] = await Promise.all([getAccountPage(locale), registrationLegalLinks(locale)])
  return (
    <AuthMain>
      <AuthPanel title={copy.register.title} subtitle={copy.register.subtitle} footer={<RegisterLinks />}>
        <NextIntlClientProvider>
          <RegisterForm legal={legal} />
        </NextIntlClientProvider>
      </AuthPanel>
    </AuthMain>
  )
}
