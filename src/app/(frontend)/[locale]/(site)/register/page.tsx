import { setRequestLocale } from 'next-intl/server'

import { RegisterLinks } from '#src/auth/components/AuthLinks.tsx'
import { AuthMain, AuthPanel } from '#src/auth/components/AuthPanel.tsx'
import { RegisterForm } from '#src/auth/components/RegisterForm.tsx'
import { registrationConsent } from '#src/auth/server/consent.tsx'
import { authFormTextFor } from '#src/auth/server/form-text.ts'
import { getAccountPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor, privatePage } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/register', privatePage)

/**
 * Doctors' registration (no-index through its SEO record). Prerendered (and expired with the legal
 * documents: the consent links name their current versions); the form is the only client part,
 * its strings and consent resolved here (no translation code in the browser).
 */
export default async function RegisterPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, text, consent] = await Promise.all([
    getAccountPage(locale),
    authFormTextFor(locale, 'register'),
    registrationConsent(locale),
  ])
  return (
    <AuthMain>
      <AuthPanel title={copy.register.title} subtitle={copy.register.subtitle} footer={<RegisterLinks />}>
        <RegisterForm locale={locale} text={text} consent={consent} />
      </AuthPanel>
    </AuthMain>
  )
}
