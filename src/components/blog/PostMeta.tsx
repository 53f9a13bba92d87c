import { getTranslations } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import { formatDate } from '#src/i18n/formats.ts'
import type { Post } from '#src/payload-types.ts'

export async function PostBadges({ post }: { post: Post }) {
  const t = await getTranslations('blog')
  return (
    <p className="badges">
      <span className="badge">{t(`type.${post.type}`)}</span>
      {post.trending ? <span className="badge badge--trending">{t('trending')}</span> : null}
    </p>
  )
}

/**
 * The post's date and reading time. A published post always has its date (required to publish); a
 * draft seen in a preview (the post's own, or a release's) may not have one yet: then the reading
 * time alone.
 */
export async function PostDateline({ post, locale }: { post: Post; locale: Locale }) {
  const t = await getTranslations('blog')
  const publishedAt = post.publishedAt as string | null | undefined
  return (
    <p className="dateline">
      {publishedAt ? (
        <>
          <time dateTime={publishedAt.slice(0, 10)}>{formatDate(publishedAt, locale)}</time>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      <span>{t('readTime', { minutes: post.readTimeMinutes })}</span>
    </p>
  )
}
