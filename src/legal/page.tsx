import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { formatDate } from '#src/i18n/formats.ts'
import { metadataFor, pageMetadata } from '#src/seo/metadata.ts'
import { getCurrentLegalDocument, getLegalVersion, getLegalVersions, legalVersionParams } from '#src/legal/data.ts'
import { type LegalKind, historyPath, isVersionId, legalPaths, versionId, versionPath } from '#src/legal/versions.ts'
import { LegalDocumentView } from '#src/legal/components/LegalDocumentView.tsx'
import { LegalHistory } from '#src/legal/components/LegalHistory.tsx'

type Props = { params: Promise<{ locale: Locale }> }
type VersionProps = { params: Promise<{ locale: Locale; version: string }> }

/** The page and metadata of a legal route: the newest published version of its document. */
export function legalPage(kind: LegalKind) {
  async function LegalPage({ params }: Props) {
    const { locale } = await params
    setRequestLocale(locale)
    const current = await getCurrentLegalDocument(locale, kind)
    if (!current) notFound()
    const found = await getLegalVersion(locale, kind, versionId(current.lastUpdated))
    return <LegalDocumentView document={current} locale={locale} previous={found?.previous ?? null} />
  }
  return { Page: LegalPage, generateMetadata: metadataFor(legalPaths[kind]) }
}

/** The history page: every published version with its date and summary of changes. */
export function legalHistoryPage(kind: LegalKind) {
  async function LegalHistoryPage({ params }: Props) {
    const { locale } = await params
    setRequestLocale(locale)
    const versions = await getLegalVersions(locale, kind)
    if (!versions.length) notFound()
    return <LegalHistory kind={kind} versions={versions} locale={locale} />
  }
  return { Page: LegalHistoryPage, generateMetadata: metadataFor(historyPath(kind)) }
}

async function findVersion(locale: Locale, kind: LegalKind, id: string) {
  return isVersionId(id) ? getLegalVersion(locale, kind, id) : null
}

/**
 * One published version at its own stable address (/privacy/2025-07-15). An older version says it
 * was superseded and links to the current one; the current version's canonical URL is the
 * document's own page.
 */
export function legalVersionPage(kind: LegalKind) {
  const generateStaticParams = () => legalVersionParams(kind)

  async function generateMetadata({ params }: VersionProps): Promise<Metadata> {
    const { locale, version } = await params
    const found = await findVersion(locale, kind, version)
    if (!found) return {}
    if (!found.supersededBy) return pageMetadata(locale, legalPaths[kind])
    const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'legal' }), getSiteSettings(locale)])
    const label = t('version', { date: formatDate(found.document.lastUpdated, locale) })
    return pageMetadata(locale, legalPaths[kind], {
      path: versionPath(kind, version),
      title: `${found.document.title} · ${label} | ${settings.brandName}`,
      description: `${t('supersededTitle')}. ${t('supersededNotice', { date: formatDate(found.supersededBy.lastUpdated, locale) })}`,
    })
  }

  async function LegalVersionPage({ params }: VersionProps) {
    const { locale, version } = await params
    setRequestLocale(locale)
    const found = await findVersion(locale, kind, version)
    if (!found) notFound()
    return (
      <LegalDocumentView
        document={found.document}
        locale={locale}
        supersededBy={found.supersededBy}
        previous={found.previous}
      />
    )
  }

  return { Page: LegalVersionPage, generateMetadata, generateStaticParams }
}
