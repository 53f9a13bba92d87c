import { getTranslations } from 'next-intl/server'

import type { AccountData } from '#src/account/server/data.ts'
import { formatDate, formatDateTime } from '#src/i18n/formats.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { RequestItem } from '#src/account/components/RequestItem.tsx'
import styles from '#src/account/components/Account.module.css'

const MEXICO_CITY = 'America/Mexico_City'

/** «Mis datos»: the same data as the JSON download (src/account/server/data.ts), to read. */
export async function AccountDataView({ data, brand, locale }: { data: AccountData; brand: string; locale: Locale }) {
  const t = await getTranslations('myAccount')
  const moment = (iso: string) => formatDateTime(iso, locale, MEXICO_CITY)
  const none = <p>{t('data.none')}</p>
  return (
    <main className={`page ${styles.account}`} id="content" tabIndex={-1} data-testid="my-data">
      <p>
        <a href={localizedPath(locale, '/dashboard/account')}>{t('backToAccount')}</a>
      </p>
      <h1>{t('data.pageTitle')}</h1>
      <p className="page__lead">{t('data.pageLead', { brand, date: moment(data.exportedAt) })}</p>
      <p>
        <a href={`/api/account/data?locale=${locale}`} download>
          {t('data.download')}
        </a>
      </p>
      <div className={styles.sections}>
        <section className={`card ${styles.section}`} aria-labelledby="profile-title" data-testid="data-profile">
          <h2 id="profile-title">{t('data.profile')}</h2>
          <dl className={styles.facts}>
            <dt>{t('data.name')}</dt>
            <dd>{data.profile.name ?? '—'}</dd>
            <dt>{t('data.email')}</dt>
            <dd>{data.profile.email}</dd>
            <dt>{t('data.language')}</dt>
            <dd>{data.profile.language}</dd>
            <dt>{t('data.registeredAt')}</dt>
            <dd>{moment(data.profile.registeredAt)}</dd>
            <dt>{t('data.accountId')}</dt>
            <dd>{data.profile.accountId}</dd>
            <dt>{t('data.trial')}</dt>
            <dd>
              {t(data.trial.ended ? 'data.trialEnded' : 'data.trialEnds', {
                date: formatDate(data.trial.endsAt, locale),
              })}
            </dd>
          </dl>
        </section>

        <section
          className={`card ${styles.section}`}
          aria-labelledby="acceptances-title"
          data-testid="data-acceptances"
        >
          <h2 id="acceptances-title">{t('data.acceptances')}</h2>
          {data.legalAcceptances.length ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('data.document')}</th>
                    <th scope="col">{t('data.version')}</th>
                    <th scope="col">{t('data.acceptedAt')}</th>
                    <th scope="col">{t('data.method')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.legalAcceptances.map((record) => (
                    <tr key={`${record.document}-${record.versionDate}-${record.acceptedAt}`}>
                      <td>{t(`data.documents.${record.document}`)}</td>
                      <td>{formatDate(record.versionDate, locale)}</td>
                      <td>{moment(record.acceptedAt)}</td>
                      <td>{t(`data.methods.${record.method}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            none
          )}
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="messages-title" data-testid="data-messages">
          <h2 id="messages-title">{t('data.contactMessages')}</h2>
          {data.contactMessages.length ? (
            <ul className={styles.requests}>
              {data.contactMessages.map((message) => (
                <li className={styles.request} key={message.sentAt}>
                  <strong>{message.subject}</strong>
                  <p>
                    {t('data.sentAt')}: {moment(message.sentAt)}
                  </p>
                  <p className={styles.pre}>{message.message}</p>
                  {message.replies.length ? (
                    <>
                      <p className={styles.state}>{t('data.replies')}</p>
                      {message.replies.map((reply) => (
                        <p className={styles.pre} key={reply.sentAt}>
                          {moment(reply.sentAt)}: {reply.text}
                        </p>
                      ))}
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="requests-title" data-testid="data-requests">
          <h2 id="requests-title">{t('data.requests')}</h2>
          {data.dataRightsRequests.length ? (
            <ul className={styles.requests}>
              {data.dataRightsRequests.map((request) => (
                <RequestItem key={`${request.receivedOn}-${request.summary}`} request={request} locale={locale} />
              ))}
            </ul>
          ) : (
            none
          )}
        </section>
      </div>
    </main>
  )
}
