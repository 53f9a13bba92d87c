import { setRequestLocale } from 'next-intl/server'

import { LoginLinks } from '#src/auth/components/AuthLinks.tsx'
import { AuthMain, AuthPanel } from '#src/auth/components/AuthPanel.tsx'
import { LoginForm } from '#src/auth/components/LoginForm.tsx'
import { authFormTextFor } from '#src/auth/server/form-text.ts'
import { getAccountPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor, privatePage } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/login', privatePage)

/** Doctors' sign-in (no-index through its SEO record). Prerendered; the form is the only client part, its strings resolved here (no translation code in the browser). */
export default async function LoginPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, text] = await Promise.all([getAccountPage(locale), authFormTextFor(locale, 'signIn')])
  return (
    <AuthMain>
      <AuthPanel title={copy.login.title} subtitle={copy.login.subtitle} footer={<LoginLinks />}>
        <LoginForm locale={locale} text={text} />
      </AuthPanel>
    </AuthMain>
  )
}
