import { getTranslations } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import { formatDate } from '#src/i18n/formats.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import type { LegalChange } from '#src/legal/acceptances.ts'
import { LegalComparison } from '#src/legal/components/LegalComparison.tsx'
import { diffVersions } from '#src/legal/diff.ts'
import { versionId, versionPath } from '#src/legal/versions.ts'
import styles from '#src/legal/components/Legal.module.css'

/**
 * The re-acceptance page, before the dashboard: for each document with a material change since
 * the version the doctor accepted, its summary of changes, a link to the full text and the
 * comparison with what they accepted; then one plain form (no JavaScript needed) to accept or
 * decline (signed out, contact page).
 */
export async function LegalUpdateView({ changes, locale }: { changes: LegalChange[]; locale: Locale }) {
  const t = await getTranslations('legalUpdate')
  const legal = await getTranslations('legal')
  return (
    <main className={`page ${styles.legal}`} id="content" tabIndex={-1} data-testid="legal-update">
      <h1>{t('title')}</h1>
      <p className="page__lead">{t('intro')}</p>
      {changes.map(({ kind, current, accepted, acceptedId }) => {
        const id = versionId(current.lastUpdated)
        return (
          <section
            key={kind}
            className={styles.changes}
            aria-labelledby={`update-${kind}`}
            data-testid={`update-${kind}`}
          >
            <h2 id={`update-${kind}`}>{current.title}</h2>
            <p>
              {t('current', { date: formatDate(current.lastUpdated, locale) })}{' '}
              {acceptedId
                ? t('accepted', { date: formatDate(`${acceptedId}T12:00:00.000Z`, locale) })
                : t('neverAccepted')}
            </p>
            <h3>{legal('changeSummaryTitle')}</h3>
            <p data-testid="update-summary">{current.changeSummary || legal('firstVersion')}</p>
            <p>
              <a href={localizedPath(locale, versionPath(kind, id))} target="_blank" rel="noopener">
                {t('readFull', { title: current.title })}
              </a>
            </p>
            <h3>{t('comparison')}</h3>
            <LegalComparison diff={diffVersions(accepted, current)} level={4} />
          </section>
        )
      })}
      <form method="post" action="/api/auth/legal" className={styles.actions}>
        <input type="hidden" name="locale" value={locale} />
        {changes.map(({ kind, current }) => (
          <input key={kind} type="hidden" name={kind} value={versionId(current.lastUpdated)} />
        ))}
        <button className="button" type="submit" name="action" value="accept">
          {t('accept')}
        </button>
        <button className="button button--secondary" type="submit" name="action" value="decline">
          {t('decline')}
        </button>
      </form>
      <p className={styles.updated}>{t('declineHint')}</p>
    </main>
  )
}

/** The dashboard's notice of unmarked changes: each document's summary, a link, and a button to hide it. */
export async function LegalNotice({ changes, locale }: { changes: LegalChange[]; locale: Locale }) {
  const t = await getTranslations('legalUpdate')
  return (
    <aside className={styles.changes} aria-labelledby="legal-notice" data-testid="legal-notice">
      {changes.map(({ kind, current }, index) => (
        <div key={kind}>
          <h2 id={index === 0 ? 'legal-notice' : undefined}>{t('noticeTitle', { title: current.title })}</h2>
          <p>
            {t('noticeBody', { date: formatDate(current.lastUpdated, locale) })} {current.changeSummary}
          </p>
          <p>
            <a href={localizedPath(locale, versionPath(kind, versionId(current.lastUpdated)))}>{t('noticeRead')}</a>
          </p>
        </div>
      ))}
      <form method="post" action="/api/auth/legal">
        <input type="hidden" name="locale" value={locale} />
        {changes.map(({ kind, current }) => (
          <input key={kind} type="hidden" name={kind} value={versionId(current.lastUpdated)} />
        ))}
        <button className="button button--secondary" type="submit" name="action" value="dismiss">
          {t('dismiss')}
        </button>
      </form>
    </aside>
  )
}
