import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/**
 * The spec's message for an article that is gone while its page renders (unpublished a moment
 * ago). Made-up ids never get here: the proxy answers them with the server-rendered article 404
 * (src/app/global-not-found.tsx). A server component without client code (see ../../not-found.tsx).
 */
export default async function ArticleNotFound() {
  const t = await getTranslations('blog.notFound')
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
