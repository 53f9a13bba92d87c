import { setRequestLocale } from 'next-intl/server'

import { HelpBody } from '#src/components/pages/HelpBody.tsx'
import { helpLabels } from '#src/components/pages/labels.ts'
import { getHelpPage, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/help')

export default async function HelpPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, settings, labels] = await Promise.all([getHelpPage(locale), getSiteSettings(locale), helpLabels()])
  return (
    <main className="page">
      <HelpBody copy={copy} contact={settings} labels={labels} locale={locale} search={<SearchForm />} />
    </main>
  )
}
