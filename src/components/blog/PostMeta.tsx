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

export async function PostDateline({ post, locale }: { post: Post; locale: Locale }) {
  const t = await getTranslations('blog')
  return (
    <p className="dateline">
      <time dateTime={post.publishedAt.slice(0, 10)}>{formatDate(post.publishedAt, locale)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('readTime', { minutes: post.readTimeMinutes })}</span>
    </p>
  )
}
