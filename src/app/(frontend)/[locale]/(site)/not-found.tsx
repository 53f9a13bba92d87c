'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Link } from '@/i18n/navigation'
import { SearchForm } from '@/search/components/SearchForm'

/**
 * The site's 404 page: the spec's message, a link home, and the missing path logged to the
 * browser console (a developer aid, not copy). A client component, so that it never makes the
 * pages around it render per request.
 */
export default function NotFound() {
  const t = useTranslations('notFound')
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
  }, [])
  return (
    <main className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className="page__lead">{t('text')}</p>
      <Link className="button" href="/">
        {t('home')}
      </Link>
      <SearchForm id="not-found-search" className="not-found__search" />
    </main>
  )
}
