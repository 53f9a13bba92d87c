import { getTranslations } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { localizedHref } from '#src/i18n/paths.ts'
import { snippetParts } from '#src/search/highlight.ts'
import { PAGE_SIZE } from '#src/search/input.ts'
import type { SearchResults } from '#src/search/query.ts'
import styles from '#src/search/components/SearchResultsView.module.css'

function Highlighted({ text }: { text: string }) {
  return snippetParts(text).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  )
}

type Props = { locale: Locale; query: string; results: SearchResults }

/** A result's address in the visitor's language, fragment included. */
function resultHref(path: string, locale: Locale): string {
  const [pathname, fragment] = path.split('#', 2)
  return `${localizedHref(pathname, locale)}${fragment ? `#${fragment}` : ''}`
}

/** Ranked results: what each is, its heading and the matching passage with the words marked, linking to the exact place. */
export async function SearchResultsView({ locale, query, results }: Props) {
  const t = await getTranslations('search')
  const pageHref = (page: number): { pathname: string; query: Record<string, string> } => ({
    pathname: '/help/search',
    query: page > 1 ? { q: query, page: String(page) } : { q: query },
  })
  if (!results.total) {
    return (
      <div className="search-empty" role="status">
        <p>{t('none', { query })}</p>
        <p>
          <Link href="/help/faq">{t('faqLink')}</Link> · <Link href="/contact">{t('contactLink')}</Link>
        </p>
      </div>
    )
  }
  return (
    <>
      <p className="search-summary" role="status" data-testid="search-summary">
        {results.correctedQuery ? t('corrected', { query, corrected: results.correctedQuery }) + ' ' : null}
        {t('count', { count: results.total, query: results.correctedQuery ?? query })}
      </p>
      <ol className={styles.results} data-testid="search-results" start={(results.page - 1) * PAGE_SIZE + 1}>
        {results.hits.map((hit) => (
          <li key={hit.path} className={`card ${styles.result}`}>
            <p className={styles.kind}>
              {t(`kind.${hit.kind}`)}
              {hit.context ? ` · ${hit.context}` : null}
            </p>
            <h2 className={styles.title}>
              {/* A full page load, not a client navigation: the browser then opens the FAQ
                  question the fragment points into (see FaqAccordion). */}
              <a href={resultHref(hit.path, locale)}>
                <Highlighted text={hit.heading} />
              </a>
            </h2>
            <p className={styles.snippet}>
              <Highlighted text={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
      {results.pageCount > 1 ? (
        <nav className={`pagination ${styles.pagination}`} aria-label={t('pagination.label')}>
          {results.page > 1 ? (
            <Link href={pageHref(results.page - 1)} rel="prev" className="pagination__link">
              {t('pagination.previous')}
            </Link>
          ) : null}
          <span className={styles.current} aria-current="page">
            {t('pagination.page', { number: results.page, count: results.pageCount })}
          </span>
          {results.page < results.pageCount ? (
            <Link href={pageHref(results.page + 1)} rel="next" className="pagination__link">
              {t('pagination.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
