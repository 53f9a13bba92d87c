import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import styles from '#src/components/blog/Article.module.css'
import { PostBadges, PostDateline } from '#src/components/blog/PostMeta.tsx'
import { PostLivePreview } from '#src/components/preview/LivePreview.tsx'
import { internalLinkTargets } from '#src/components/ui/internal-links.ts'
import { getPostPreview } from '#src/data/preview.ts'
import type { Locale } from '#src/i18n/locales.ts'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * A post as the admin sees it: its latest saved state (draft or scheduled included), rendered
 * like the public article and updated live from the admin's editor. Staff only (the admin session
 * cookie), rendered per request and never cached; anyone else gets the 404 page. The public
 * article (/blog/{number}) stays static and shows only what is published.
 */
export default async function PostPreviewPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const post = await getPostPreview(locale, id, await headers())
  if (!post) notFound()
  const [t, links] = await Promise.all([getTranslations('blog'), internalLinkTargets(post.content, locale)])
  return (
    <main className={`page ${styles.article}`} data-testid="post-preview">
      <PostLivePreview
        initial={post}
        locale={locale}
        byLine={t('by', { author: '{author}' })}
        badges={<PostBadges post={post} />}
        dateline={<PostDateline post={post} locale={locale} />}
        links={links}
      />
    </main>
  )
}
