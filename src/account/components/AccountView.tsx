import { getTranslations } from 'next-intl/server'

import {
  MAX_NAME_LENGTH,
  MAX_POSTAL_ADDRESS_LENGTH,
  MAX_REQUEST_LENGTH,
  MAX_SUMMARY_LENGTH,
  answerChannels,
  rights,
} from '#src/account/limits.ts'
import { AccountFormFields } from '#src/account/components/AccountFormFields.tsx'
import { AccountMessage, type AccountStatus } from '#src/account/components/AccountMessage.tsx'
import { RequestItem } from '#src/account/components/RequestItem.tsx'
import { TextField } from '#src/components/ui/TextField.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import type { DataRightsRequest } from '#src/payload-types.ts'
import styles from '#src/account/components/Account.module.css'

type Props = {
  locale: Locale
  name: string
  email: string
  requests: DataRightsRequest[]
  status: AccountStatus
}

/**
 * «Mi cuenta»: the name, the password, links to change the e-mail and sign out everywhere, the
 * data (page and JSON download), the data-rights request form with the doctor's requests and their
 * state, and the way to close the account. Plain HTML forms posting to /api/account, so everything
 * works without JavaScript; each form's outcome is shown at its top and announced.
 */
export async function AccountView({ locale, name, email, requests, status }: Props) {
  const t = await getTranslations('myAccount')
  const path = (to: string) => localizedPath(locale, to)
  return (
    <main className={`page ${styles.account}`} id="content" tabIndex={-1} data-testid="my-account">
      <p>
        <a href={path('/dashboard')}>{t('backToDashboard')}</a>
      </p>
      <h1>{t('title')}</h1>
      <p className="page__lead">{t('lead')}</p>
      <div className={styles.sections}>
        <section className={`card ${styles.section}`} id="name" aria-labelledby="name-title">
          <h2 id="name-title">{t('profile.title')}</h2>
          <form method="post" action={`/api/account?locale=${locale}`} className={styles.form}>
            <AccountFormFields form="name" locale={locale} />
            <AccountMessage status={status} form="name" locale={locale} />
            <TextField
              id="account-name"
              name="name"
              label={t('profile.name')}
              type="text"
              autoComplete="name"
              maxLength={MAX_NAME_LENGTH}
              defaultValue={name}
            />
            <p>
              {t('profile.email')}: <strong data-testid="account-email">{email}</strong>
            </p>
            <div>
              <button className="button" type="submit">
                {t('profile.save')}
              </button>
            </div>
          </form>
        </section>

        <section className={`card ${styles.section}`} id="password" aria-labelledby="password-title">
          <h2 id="password-title">{t('password.title')}</h2>
          <form method="post" action={`/api/account?locale=${locale}`} className={styles.form}>
            <AccountFormFields form="password" locale={locale} />
            <AccountMessage status={status} form="password" locale={locale} />
            {(
              [
                ['currentPassword', 'current', 'current-password'],
                ['newPassword', 'new', 'new-password'],
                ['confirmPassword', 'confirm', 'new-password'],
              ] as const
            ).map(([field, label, autoComplete]) => (
              <TextField
                key={field}
                id={`account-${field}`}
                name={field}
                label={t(`password.${label}`)}
                type="password"
                autoComplete={autoComplete}
                hint={field === 'newPassword' ? t('password.hint') : undefined}
              />
            ))}
            <div>
              <button className="button" type="submit">
                {t('password.save')}
              </button>
            </div>
          </form>
        </section>

        <section className={`card ${styles.section}`} id="security" aria-labelledby="security-title">
          <h2 id="security-title">{t('security.title')}</h2>
          <ul className={styles.links}>
            <li>
              <a href={path('/dashboard/account/email')}>{t('security.changeEmail')}</a>
            </li>
            <li>
              <a href={path('/dashboard/account/sessions')}>{t('security.signOutEverywhere')}</a>
            </li>
          </ul>
        </section>

        <section className={`card ${styles.section}`} id="data" aria-labelledby="data-title">
          <h2 id="data-title">{t('data.title')}</h2>
          <p>{t('data.text')}</p>
          <ul className={styles.links}>
            <li>
              <a href={path('/dashboard/account/data')}>{t('data.view')}</a>
            </li>
            <li>
              <a href={`/api/account/data?locale=${locale}`} download>
                {t('data.download')}
              </a>
            </li>
          </ul>
        </section>

        <section className={`card ${styles.section}`} id="request" aria-labelledby="request-title">
          <h2 id="request-title">{t('rights.title')}</h2>
          <p>{t('rights.text')}</p>
          <form method="post" action={`/api/account?locale=${locale}`} className={styles.form}>
            <AccountFormFields form="request" locale={locale} />
            <AccountMessage status={status} form="request" locale={locale} />
            <fieldset className={styles.choices}>
              <legend>{t('rights.right')}</legend>
              {rights.map((right, index) => (
                <label className={styles.choice} key={right}>
                  <input type="radio" name="right" value={right} required={index === 0} />
                  {t(`rights.rights.${right}`)}
                </label>
              ))}
            </fieldset>
            <TextField
              id="account-summary"
              name="summary"
              label={t('rights.summary')}
              type="text"
              maxLength={MAX_SUMMARY_LENGTH}
              hint={t('rights.summaryHint')}
            />
            <TextField
              id="account-request"
              name="request"
              label={t('rights.request')}
              type="textarea"
              rows={6}
              maxLength={MAX_REQUEST_LENGTH}
              hint={t('rights.requestHint')}
            />
            <fieldset className={styles.choices}>
              <legend>{t('rights.answerBy')}</legend>
              {answerChannels.map((channel) => (
                <label className={styles.choice} key={channel}>
                  <input type="radio" name="answerBy" value={channel} defaultChecked={channel === 'email'} />
                  {t(`rights.answerByOptions.${channel}`, { email })}
                </label>
              ))}
            </fieldset>
            <TextField
              id="account-postal-address"
              name="postalAddress"
              label={t('rights.postalAddress')}
              type="textarea"
              rows={3}
              required={false}
              maxLength={MAX_POSTAL_ADDRESS_LENGTH}
              hint={t('rights.postalAddressHint')}
            />
            <div>
              <button className="button" type="submit">
                {t('rights.submit')}
              </button>
            </div>
          </form>
          <h3>{t('rights.mine')}</h3>
          {requests.length ? (
            <ul className={styles.requests} data-testid="my-requests">
              {requests.map((request) => (
                <RequestItem key={request.id} request={request} locale={locale} />
              ))}
            </ul>
          ) : (
            <p>{t('rights.none')}</p>
          )}
        </section>

        <section className={`card ${styles.section}`} id="close" aria-labelledby="close-title">
          <h2 id="close-title">{t('close.title')}</h2>
          <p>{t('close.text')}</p>
          <p>
            <a href={path('/dashboard/account/close')}>{t('close.link')}</a>
          </p>
        </section>
      </div>
    </main>
  )
}
