import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { LegalDocumentView } from '#src/legal/components/LegalDocumentView.tsx'
import { getLegalDocumentPreview } from '#src/legal/data.ts'
import type { Locale } from '#src/i18n/locales.ts'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The admin's preview of a legal document: its latest saved text, draft included, rendered like
 * the public page. Staff only (the admin session cookie); anyone else gets the 404 page.
 * Rendered per request and never cached.
 */
export default async function LegalPreviewPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const document = await getLegalDocumentPreview(locale, id, await headers())
  if (!document) notFound()
  return <LegalDocumentView document={document} locale={locale} preview />
}
