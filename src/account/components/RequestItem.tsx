import { getTranslations } from 'next-intl/server'

import type { Right } from '#src/account/limits.ts'
import { formatDate } from '#src/i18n/formats.ts'
import type { Locale } from '#src/i18n/locales.ts'
import type { DataRightsRequest } from '#src/payload-types.ts'
import styles from '#src/account/components/Account.module.css'

/** What a doctor is shown of one of their requests: the record or its copy in «Mis datos». */
type RequestFacts = Pick<DataRightsRequest, 'summary' | 'request' | 'receivedOn'> & {
  right: string
  state: string
  answerDue?: string | null
  refusalReason?: string | null
  answer?: string | null
}

const open = new Set(['received', 'identityVerified'])

/**
 * One data-rights request as its doctor sees it, on «Mi cuenta» and on «Mis datos» alike: what
 * was asked, the right, its state, when it arrived, the legal deadline while it is open, and the
 * answer or the reason for a refusal.
 */
export async function RequestItem({ request, locale }: { request: RequestFacts; locale: Locale }) {
  const t = await getTranslations('myAccount.rights')
  return (
    <li className={styles.request}>
      <strong>{request.summary}</strong> — {t(`rights.${request.right as Right}`)}
      <p>
        <span className={styles.state}>{t(`states.${request.state as DataRightsRequest['state']}`)}</span>
        {' · '}
        {t('receivedOn', { date: formatDate(request.receivedOn, locale) })}
        {request.answerDue && open.has(request.state)
          ? ` · ${t('answerDue', { date: formatDate(request.answerDue, locale) })}`
          : null}
      </p>
      <p className={styles.pre}>{request.request}</p>
      {request.refusalReason && request.state === 'refused' ? (
        <p className={styles.pre}>
          {t('refusalReason')}: {request.refusalReason}
        </p>
      ) : null}
      {request.answer ? (
        <p className={styles.pre}>
          {t('answer')}: {request.answer}
        </p>
      ) : null}
    </li>
  )
}
