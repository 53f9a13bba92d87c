import type React from 'react'

import { Picture } from '#src/components/ui/Picture.tsx'
import { type LinkTargets, RichText } from '#src/components/ui/RichText.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import type { Media, Post } from '#src/payload-types.ts'
import styles from '#src/components/blog/Article.module.css'

type Props = {
  post: Pick<Post, 'title' | 'description' | 'author' | 'image' | 'content'>
  locale: Locale
  /** The author line with `{author}` where the name goes ("Por {author}"), already translated. */
  byLine: string
  /** Badges and dateline, rendered by the page (they read the site's translations on the server). */
  badges: React.ReactNode
  dateline: React.ReactNode
  /** The addresses of the text's internal links, resolved on the server (internalLinkTargets). */
  links?: LinkTargets
}

/**
 * An article's header, picture and text: the public page renders it on the server, and the
 * admin's live preview renders the same markup in the browser from the form being edited.
 */
export function ArticleBody({ post, locale, byLine, badges, dateline, links }: Props) {
  const image = post.image && typeof post.image === 'object' ? (post.image as Media) : null
  const src = image?.sizes?.hero?.url ?? image?.url
  return (
    <article>
      <header className={styles.header}>
        {badges}
        <h1>{post.title}</h1>
        <p className="page__lead">{post.description}</p>
        <p className={styles.author}>{byLine.replace('{author}', post.author ?? '')}</p>
        {dateline}
      </header>
      {src ? (
        <Picture
          className={styles.image}
          src={src}
          alt={image?.alt ?? ''}
          width={1280}
          height={720}
          sizes="(min-width: 48rem) 46rem, 100vw"
          priority
          fetchPriority="high"
        />
      ) : null}
      <RichText data={post.content} locale={locale} className="prose" links={links} />
    </article>
  )
}
