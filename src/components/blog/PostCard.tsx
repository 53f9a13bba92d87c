import { Picture } from '#src/components/ui/Picture.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import type { Media, Post } from '#src/payload-types.ts'
import { PostBadges, PostDateline } from '#src/components/blog/PostMeta.tsx'
import styles from '#src/components/blog/PostCard.module.css'

/**
 * `priority`: above the fold (loaded at once and preloaded); `lcp`: the page's largest paint on a
 * phone (the first card), fetched ahead of the other images.
 */
export function PostCard({
  post,
  locale,
  priority,
  lcp,
}: {
  post: Post
  locale: Locale
  priority?: boolean
  lcp?: boolean
}) {
  const image = typeof post.image === 'object' ? (post.image as Media) : null
  const src = image?.sizes?.card?.url ?? image?.url
  return (
    <article className={styles.card} data-testid="post-card">
      {src ? (
        <Picture
          className={styles.image}
          src={src}
          alt={image?.alt ?? ''}
          width={768}
          height={432}
          sizes="(min-width: 60rem) 22rem, (min-width: 40rem) 45vw, 100vw"
          priority={priority}
          fetchPriority={lcp ? 'high' : undefined}
        />
      ) : null}
      <div className={styles.body}>
        <PostBadges post={post} />
        <h2 className={styles.title}>
          <Link href={`/blog/${post.articleNumber}`} className={`card-link ${styles.link}`}>
            {post.title}
          </Link>
        </h2>
        <p>{post.description}</p>
        <PostDateline post={post} locale={locale} />
      </div>
    </article>
  )
}
