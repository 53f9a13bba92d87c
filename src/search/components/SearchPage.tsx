import { getTranslations } from 'next-intl/server'

import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { searchResults } from '#src/search/data.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { MAX_QUERY_LENGTH, type SearchInput } from '#src/search/input.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'
import { SearchResultsView } from '#src/search/components/SearchResultsView.tsx'
import styles from '#src/search/components/SearchPage.module.css'

/** /help/search?q=…&page=…: the form, then a clear message for a bad query or the results. */
export async function SearchPage({
  locale,
  input,
  rawQuery,
}: {
  locale: Locale
  input: SearchInput
  rawQuery: string
}) {
  const t = await getTranslations('search')
  const results = input.status === 'ok' ? await searchResults(locale, input.query, input.page) : null
  return (
    <main className="page">
      <PageHeading title={t('title')} subtitle={t('intro')} />
      <SearchForm defaultValue={input.status === 'ok' ? input.query : rawQuery.slice(0, MAX_QUERY_LENGTH)} />
      {input.status === 'invalid' ? (
        <p className={styles.error} role="alert">
          {input.reason === 'tooLong' ? t('tooLong', { max: MAX_QUERY_LENGTH }) : t('noWords')}
        </p>
      ) : null}
      {input.status === 'ok' && results ? (
        <SearchResultsView locale={locale} query={input.query} results={results} />
      ) : null}
    </main>
  )
}
