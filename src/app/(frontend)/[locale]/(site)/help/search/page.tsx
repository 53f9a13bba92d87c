import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import { parseSearchInput } from '#src/search/input.ts'
import { SearchPage } from '#src/search/components/SearchPage.tsx'

type SearchParams = { q?: string | string[]; page?: string | string[] }
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** Results depend on the query: never indexed by search engines (each query would be a page). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'search' })
  return { title: t('title'), description: t('metaDescription'), robots: { index: false, follow: true } }
}

export default async function HelpSearchPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams])
  setRequestLocale(locale)
  const raw = Array.isArray(query.q) ? (query.q[0] ?? '') : (query.q ?? '')
  return <SearchPage locale={locale} input={parseSearchInput(query)} rawQuery={raw} />
}
