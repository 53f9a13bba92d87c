import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { getCurrentLegalDocument } from '@/data/collections'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'

import { LegalDocumentView } from './LegalDocumentView'

type Props = { params: Promise<{ locale: Locale }> }

/** The page and metadata of a legal route: the newest published version of its document. */
export function legalPage(kind: 'privacy' | 'terms', route: '/privacy' | '/terms-of-service') {
  async function LegalPage({ params }: Props) {
    const { locale } = await params
    setRequestLocale(locale)
    const document = await getCurrentLegalDocument(locale, kind)
    if (!document) notFound()
    return <LegalDocumentView document={document} locale={locale} />
  }
  return { Page: LegalPage, generateMetadata: metadataFor(route) }
}
