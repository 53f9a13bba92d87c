import { getTranslations } from 'next-intl/server'

import { Link } from '#src/i18n/navigation.tsx'

/* The links under the sign-in and registration forms: on their pages and in the admin's preview. */

export async function LoginLinks() {
  const t = await getTranslations('auth')
  return (
    <>
      <p>
        <Link href="/forgot-password">{t('login.forgotPassword')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link href="/register">{t('login.registerLink')}</Link>
      </p>
      <p>
        <Link href="/">{t('login.home')}</Link>
      </p>
    </>
  )
}

export async function RegisterLinks() {
  const t = await getTranslations('auth')
  return (
    <p>
      {t('register.haveAccount')} <Link href="/login">{t('register.loginLink')}</Link>
    </p>
  )
}
