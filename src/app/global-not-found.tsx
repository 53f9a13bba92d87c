import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import NextLink from 'next/link'

import { Footer } from '#src/components/layout/Footer.tsx'
import { Header } from '#src/components/layout/Header.tsx'
import { RestoreLanguage } from '#src/components/layout/RestoreLanguage.tsx'
import { getSiteSettings } from '#src/data/globals.ts'
import { brandFont } from '#src/fonts/brand.ts'
import { type Locale, defaultLocale, isLocale } from '#src/i18n/locales.ts'
import { localizedHref } from '#src/i18n/paths.ts'
import { NOT_FOUND_KIND_HEADER } from '#src/not-found/headers.ts'
import { NotFoundLog } from '#src/not-found/NotFoundLog.tsx'
import { SearchForm } from '#src/search/components/SearchForm.tsx'
import '#src/app/(frontend)/globals.css'
import styles from '#src/app/not-found.module.css'

export const metadata: Metadata = { robots: { index: false } }

/**
 * The site's 404 page for every address no page answers: unknown paths in either language, and
 * the made-up articles, blog pages and legal versions the proxy sends here (src/proxy.ts). Next
 * renders it on the server with status 404 (a page calling notFound() would get an empty HTML
 * shell filled in by JavaScript: Next.js issue 62228), per request and never cached. The proxy
 * says which language (next-intl's locale header) and whether it is an article.
 */
export default async function GlobalNotFound() {
  const requestHeaders = await headers()
  const requested = requestHeaders.get('x-next-intl-locale')
  const locale: Locale = isLocale(requested) ? requested : defaultLocale
  const article = requestHeaders.get(NOT_FOUND_KIND_HEADER) === 'article'
  setRequestLocale(locale)
  const [nav, t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: article ? 'blog.notFound' : 'notFound' }),
    getSiteSettings(locale),
  ])
  return (
    // The brand typeface's class, as the site's layout sets it: this page has its own <html>.
    <html lang={locale} className={brandFont.variable}>
      <body>
        <RestoreLanguage />
        <title>{`${t('title')} | ${settings.brandName}`}</title>
        <a className="skip-link" href="#content">
          {nav('skipToContent')}
        </a>
        <Header locale={locale} />
        <div id="content" tabIndex={-1}>
          <main className={`page ${styles.notFound}`} data-testid="not-found">
            {article ? null : (
              <p className={styles.code} aria-hidden="true">
                404
              </p>
            )}
            <h1>{t('title')}</h1>
            <p className="page__lead">{t('text')}</p>
            <NextLink className="button" href={localizedHref(article ? '/blog' : '/', locale)}>
              {t(article ? 'back' : 'home')}
            </NextLink>
            <SearchForm id="not-found-search" className={styles.search} />
            <NotFoundLog />
          </main>
        </div>
        <Footer locale={locale} />
      </body>
    </html>
  )
}
