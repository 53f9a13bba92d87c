import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import { PageView } from '#src/page-builder/components/PageView.tsx'
import { RefreshOnSave } from '#src/page-builder/components/RefreshOnSave.tsx'
import { getMadePagePreview } from '#src/page-builder/preview.ts'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * A page staff made as the admin sees it: its latest saved state, rendered like the public page
 * and rendered again after each save in the editor beside it. Staff only, per request, never
 * cached; anyone else gets the 404 page. The public page stays as published.
 */
export default async function MadePagePreview({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const placed = await getMadePagePreview(locale, id, await headers())
  if (!placed) notFound()
  return (
    <>
      <RefreshOnSave />
      <PageView placed={placed} locale={locale} />
    </>
  )
}
