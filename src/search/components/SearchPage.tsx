import { getTranslations } from 'next-intl/server'

import { PageHeading } from '@/components/ui/PageHeading'
import { searchResults } from '@/data/search'
import type { Locale } from '@/i18n/locales'

import { MAX_QUERY_LENGTH, type SearchInput } from '../input'
import { SearchForm } from './SearchForm'
import { SearchResultsView } from './SearchResultsView'

/** /help/search?q=…&page=…: the form, then a clear message for a bad query or the results. */
export async function SearchPage({ locale, input, rawQuery }: { locale: Locale; input: SearchInput; rawQuery: string }) {
  const t = await getTranslations('search')
  const results = input.status === 'ok' ? await searchResults(locale, input.query, input.page) : null
  return (
    <main className="page search-page">
      <PageHeading title={t('title')} subtitle={t('intro')} />
      <SearchForm defaultValue={input.status === 'ok' ? input.query : rawQuery.slice(0, MAX_QUERY_LENGTH)} />
      {input.status === 'invalid' ? (
        <p className="form-error search-error" role="alert">
          {input.reason === 'tooLong' ? t('tooLong', { max: MAX_QUERY_LENGTH }) : t('noWords')}
        </p>
      ) : null}
      {input.status === 'ok' && results ? <SearchResultsView locale={locale} query={input.query} results={results} /> : null}
    </main>
  )
}
