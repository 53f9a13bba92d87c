'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/**
 * Unknown article id: the spec's message, a link back, status 404. A client component, so that
 * reading the locale does not make the article pages render per request.
 */
export default function ArticleNotFound() {
  const t = useTranslations('blog.notFound')
  return (
    <main className="page not-found">
      <h1>{t('title')}</h1>
      <p className="page__lead">{t('text')}</p>
      <Link className="button" href="/blog">
        {t('back')}
      </Link>
    </main>
  )
}
