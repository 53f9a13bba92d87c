import { getTranslations } from 'next-intl/server'

import { Link } from '#src/i18n/navigation.tsx'
import { SearchForm } from '#src/search/components/SearchForm.tsx'
import styles from '#src/app/not-found.module.css'

/**
 * The site's 404 inside a page that called notFound() (a page unpublished a moment ago, an
 * anonymous staff preview). Unknown addresses never get here: the proxy sends them to
 * src/app/global-not-found.tsx, which Next renders on the server. A server component: the locale
 * comes from the layout's setRequestLocale, so the pages around it stay static.
 */
export default async function NotFound() {
  const t = await getTranslations('notFound')
  return (
    <main className={`page ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className="page__lead">{t('text')}</p>
      <Link className="button" href="/">
        {t('home')}
      </Link>
      <SearchForm id="not-found-search" className={styles.search} />
    </main>
  )
}
