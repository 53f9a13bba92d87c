import { getTranslations } from 'next-intl/server'

import { RichText } from '#src/components/ui/RichText.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { formatDate } from '#src/i18n/formats.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { type LegalKind, historyPath, legalPaths, versionId, versionPdfPath } from '#src/legal/versions.ts'
import type { LegalDocument } from '#src/payload-types.ts'
import styles from '#src/legal/components/Legal.module.css'
import { LegalComparison } from '#src/legal/components/LegalComparison.tsx'
import { diffVersions, hasChanges } from '#src/legal/diff.ts'

type Props = {
  document: LegalDocument
  locale: Locale
  /** The version that replaced this one; shown as a notice with a link to the current version. */
  supersededBy?: LegalDocument | null
  /** A staff preview of unsaved or unpublished text: no PDF or history links, a banner instead. */
  preview?: boolean
  /** The version this one replaced (null for the first): the summary and comparison show what changed. */
  previous?: LegalDocument | null
}

/**
 * A legal document version: title, last-updated date, PDF and history links, table of contents
 * and numbered sections. An older version says it was superseded and links to the current one.
 */
export async function LegalDocumentView({ document, locale, supersededBy, preview, previous = null }: Props) {
  const t = await getTranslations('legal')
  const sections = document.sections ?? []
  const kind = document.kind as LegalKind
  const id = versionId(document.lastUpdated)
  // A draft shown in preview may not have its date yet.
  const date = id ? formatDate(document.lastUpdated, locale) : ''
  return (
    <main className={`page ${styles.legal}`}>
      {preview ? (
        <p className={`${styles.notice} ${styles.preview}`} role="status">
          {t('previewBanner')}
        </p>
      ) : null}
      {document.withdrawnAt && !preview ? (
        <aside className={styles.notice} aria-labelledby="legal-withdrawn" data-testid="withdrawn-notice">
          <h2 id="legal-withdrawn">{t('withdrawnTitle')}</h2>
          <p>
            {t('withdrawnNotice', {
              date: formatDate(document.withdrawnAt, locale),
              reason: document.withdrawalReason ?? '',
            })}
          </p>
          <p>
            <Link href={legalPaths[kind]} className="button">
              {t('readCurrent')}
            </Link>
          </p>
        </aside>
      ) : supersededBy ? (
        <aside className={styles.notice} aria-labelledby="legal-superseded" data-testid="superseded-notice">
          <h2 id="legal-superseded">{t('supersededTitle')}</h2>
          <p>{t('supersededNotice', { date: formatDate(supersededBy.lastUpdated, locale) })}</p>
          <p>
            <Link href={legalPaths[kind]} className="button">
              {t('readCurrent')}
            </Link>
          </p>
        </aside>
      ) : null}
      <header className={styles.header}>
        <h1>{document.title}</h1>
        {id ? (
          <p className={styles.updated} data-testid="legal-updated">
            {t('lastUpdated')} <time dateTime={id}>{date}</time>
          </p>
        ) : null}
        {preview ? null : (
          <p className={styles.actions}>
            <a
              className="button button--secondary"
              href={localizedPath(locale, versionPdfPath(kind, id))}
              download
              aria-label={t('pdfLabel', { title: document.title, date })}
              data-testid="legal-pdf"
            >
              {t('downloadPdf')}
            </a>
            <Link href={historyPath(kind)}>{t('history')}</Link>
          </p>
        )}
      </header>
      {preview ? null : <LegalChanges document={document} previous={previous} locale={locale} />}
      <nav className={styles.toc} aria-labelledby="legal-toc">
        <h2 id="legal-toc">{t('contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className={styles.sections}>
        {sections.map((section, index) => (
          <li key={section.anchor}>
            <section id={section.anchor} aria-labelledby={`${section.anchor}-heading`} className={styles.section}>
              <h2 id={`${section.anchor}-heading`}>
                <span className={styles.number}>{index + 1}.</span> {section.heading}
              </h2>
              <RichText data={section.body} locale={locale} className="prose" />
              <p>
                <a className={styles.top} href="#legal-toc">
                  {t('backToContents')}
                </a>
              </p>
            </section>
          </li>
        ))}
      </ol>
    </main>
  )
}

/** The version's summary of changes and its comparison with the version it replaced. */
async function LegalChanges({
  document,
  previous,
  locale,
}: {
  document: LegalDocument
  previous: LegalDocument | null
  locale: Locale
}) {
  const t = await getTranslations('legal')
  const diff = previous ? diffVersions(previous, document) : []
  const previousDate = previous ? formatDate(previous.lastUpdated, locale) : ''
  return (
    <section className={styles.changes} aria-labelledby="legal-changes" data-testid="legal-changes">
      <h2 id="legal-changes">{t('changeSummaryTitle')}</h2>
      <p data-testid="legal-change-summary">{document.changeSummary || t('firstVersion')}</p>
      <h2 id="legal-comparison">{t('comparisonTitle')}</h2>
      {!previous ? (
        <p>{t('comparisonFirst')}</p>
      ) : hasChanges(diff) ? (
        <>
          <p>{t('comparisonIntro', { date: previousDate })}</p>
          <LegalComparison diff={diff} />
        </>
      ) : (
        <p>{t('comparisonNone', { date: previousDate })}</p>
      )}
    </section>
  )
}
