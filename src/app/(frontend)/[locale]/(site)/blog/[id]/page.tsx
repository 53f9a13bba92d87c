import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleBody } from '#src/components/blog/ArticleBody.tsx'
import styles from '#src/components/blog/Article.module.css'
import { PostBadges, PostDateline } from '#src/components/blog/PostMeta.tsx'
import { JsonLd } from '#src/seo/components/JsonLd.tsx'
import { RegisterCta } from '#src/components/ui/RegisterCta.tsx'
import { internalLinkTargets } from '#src/components/ui/internal-links.ts'
import { getPost, getPosts } from '#src/data/collections.ts'
import { getBlogPage, getSiteSettings } from '#src/data/globals.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { pageMetadata } from '#src/seo/metadata.ts'
import { blogPosting } from '#src/seo/structured-data.ts'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateStaticParams() {
  const params: { locale: Locale; id: string }[] = []
  for (const locale of locales) {
    for (const post of await getPosts(locale)) params.push({ locale, id: String(post.articleNumber) })
  }
  return params
}

async function findPost(locale: Locale, id: string) {
  return /^\d+$/.test(id) ? getPost(locale, Number(id)) : null
}

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params
  const post = await findPost(locale, id)
  if (!post) return {}
  return pageMetadata(locale, '/blog', {
    path: `/blog/${post.articleNumber}`,
    title: post.meta?.title || post.title,
    description: post.meta?.description || post.description,
    keywords: post.meta?.keywords,
    image: post.meta?.image || post.image,
    noIndex: post.meta?.noIndex ?? false,
    article: { publishedTime: post.publishedAt ?? undefined, authors: [post.author] },
  })
}

export default async function ArticlePage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const post = await findPost(locale, id)
  if (!post) notFound()
  const [copy, t, settings, links] = await Promise.all([
    getBlogPage(locale),
    getTranslations('blog'),
    getSiteSettings(locale),
    internalLinkTargets(post.content, locale),
  ])
  return (
    <main className={`page ${styles.article}`}>
      <JsonLd data={blogPosting(post, locale, settings)} />
      <p>
        <Link href="/blog" className={styles.back}>
          {t('back')}
        </Link>
      </p>
      <ArticleBody
        post={post}
        locale={locale}
        byLine={t('by', { author: '{author}' })}
        badges={<PostBadges post={post} />}
        dateline={<PostDateline post={post} locale={locale} />}
        links={links}
      />
      <RegisterCta copy={copy.cta} id="blog-cta" />
      <p>
        <Link href="/blog" className={styles.back}>
          {t('back')}
        </Link>
      </p>
    </main>
  )
}
