import { getTranslations } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { formatDate } from '#src/i18n/formats.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { currentVersion } from '#src/legal/effective.ts'
import { type LegalKind, legalPaths, versionId, versionPath, versionPdfPath } from '#src/legal/versions.ts'
import type { LegalDocument } from '#src/payload-types.ts'
import styles from '#src/legal/components/Legal.module.css'

/**
 * Every public version of one document, newest first: date, status (current, superseded, or
 * withdrawn with its date and reason), what changed, page and PDF links.
 */
export async function LegalHistory({
  kind,
  versions,
  locale,
}: {
  kind: LegalKind
  versions: LegalDocument[]
  locale: Locale
}) {
  const t = await getTranslations('legal')
  const current = currentVersion(versions)
  return (
    <main className={`page ${styles.legal}`}>
      <header className={styles.header}>
        <h1>{t('historyTitle', { title: (current ?? versions[0]).title })}</h1>
        <p className="page__lead">{t('historyIntro')}</p>
      </header>
      <ol className={styles.history} data-testid="legal-history">
        {versions.map((version) => {
          const id = versionId(version.lastUpdated)
          const date = formatDate(version.lastUpdated, locale)
          const label = t('version', { date })
          const isCurrent = version === current
          return (
            <li key={version.id} className={styles.version} data-testid="legal-version" data-version={id}>
              <h2>
                <time dateTime={id}>{label}</time>{' '}
                <span className={isCurrent ? 'badge' : `badge ${styles.muted}`}>
                  {isCurrent ? t('current') : version.withdrawnAt ? t('withdrawn') : t('superseded')}
                </span>
              </h2>
              {version.withdrawnAt ? (
                <p className={styles.summary} data-testid="legal-withdrawn">
                  {t('withdrawnNotice', {
                    date: formatDate(version.withdrawnAt, locale),
                    reason: version.withdrawalReason ?? '',
                  })}
                </p>
              ) : null}
              {version.changeSummary ? (
                <>
                  <h3>{t('changes')}</h3>
                  <p className={styles.summary}>{version.changeSummary}</p>
                </>
              ) : (
                <p className={styles.summary}>{t('firstVersion')}</p>
              )}
              <p className={styles.actions}>
                <Link href={isCurrent ? legalPaths[kind] : versionPath(kind, id)} aria-label={`${t('read')}: ${label}`}>
                  {t('read')}
                </Link>
                <a
                  href={localizedPath(locale, versionPdfPath(kind, id))}
                  download
                  aria-label={t('pdfLabel', { title: version.title, date })}
                >
                  {t('downloadPdf')}
                </a>
              </p>
            </li>
          )
        })}
      </ol>
    </main>
  )
}
