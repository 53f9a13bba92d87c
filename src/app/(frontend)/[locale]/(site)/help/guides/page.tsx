import { setRequestLocale } from 'next-intl/server'

import { GuidesBody } from '#src/components/pages/GuidesBody.tsx'
import { getGuidesPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/help/guides')

export default async function GuidesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const copy = await getGuidesPage(locale)
  return (
    <main className="page">
      <GuidesBody copy={copy} search={<SearchForm />} />
    </main>
  )
}
