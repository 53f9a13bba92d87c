import { getTranslations } from 'next-intl/server'

import { MAX_PASSWORD_LENGTH } from '#src/account/limits.ts'
import { AccountFormFields } from '#src/account/components/AccountFormFields.tsx'
import { AccountMessage, type AccountStatus } from '#src/account/components/AccountMessage.tsx'
import { TextField } from '#src/components/ui/TextField.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import styles from '#src/account/components/Account.module.css'

/**
 * Closing the account: first what is deleted and what is kept and why (the same as
 * src/account/server/close.ts does), then the password asked again. A plain form to /api/account.
 */
export async function CloseAccountView({ locale, status }: { locale: Locale; status: AccountStatus }) {
  const t = await getTranslations('myAccount')
  const deleted = (['account', 'profile'] as const).map((key) => <li key={key}>{t(`close.deleted.${key}`)}</li>)
  const kept = (['acceptances', 'requests', 'messages'] as const).map((key) => (
    <li key={key}>{t(`close.kept.${key}`)}</li>
  ))
  return (
    <main className={`page ${styles.account}`} id="content" tabIndex={-1} data-testid="close-account">
      <p>
        <a href={localizedPath(locale, '/dashboard/account')}>{t('backToAccount')}</a>
      </p>
      <h1>{t('close.pageTitle')}</h1>
      <div className={styles.sections}>
        <section className={`card ${styles.section}`} aria-labelledby="deleted-title">
          <h2 id="deleted-title">{t('close.deletedTitle')}</h2>
          <ul>{deleted}</ul>
        </section>
        <section className={`card ${styles.section}`} aria-labelledby="kept-title">
          <h2 id="kept-title">{t('close.keptTitle')}</h2>
          <ul>{kept}</ul>
          <p>{t('close.again')}</p>
        </section>
        <form
          method="post"
          action={`/api/account?locale=${locale}`}
          className={`card ${styles.form} ${styles.danger}`}
          id="close"
        >
          <AccountFormFields form="close" locale={locale} />
          <AccountMessage status={status} form="close" locale={locale} />
          <TextField
            id="close-password"
            name="password"
            label={t('close.password')}
            type="password"
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
          />
          <div>
            <button className="button" type="submit">
              {t('close.submit')}
            </button>
          </div>
        </form>
      </div>
    </main>
  )
}
