import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleBody } from '@/components/blog/ArticleBody'
import { PostBadges, PostDateline } from '@/components/blog/PostMeta'
import { JsonLd } from '@/components/seo/JsonLd'
import { RegisterCta } from '@/components/ui/RegisterCta'
import { getPost, getPosts } from '@/data/collections'
import { getBlogPage, getSiteSettings } from '@/data/globals'
import { type Locale, locales } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/metadata'
import { blogPosting } from '@/lib/seo/structured-data'

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
    article: { publishedTime: post.publishedAt, authors: [post.author] },
  })
}

export default async function ArticlePage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const post = await findPost(locale, id)
  if (!post) notFound()
  const [copy, t, settings] = await Promise.all([getBlogPage(locale), getTranslations('blog'), getSiteSettings(locale)])
  return (
    <main className="page article">
      <JsonLd data={blogPosting(post, locale, settings)} />
      <p>
        <Link href="/blog" className="back-link">
          {t('back')}
        </Link>
      </p>
      <ArticleBody
        post={post}
        locale={locale}
        byLine={t('by', { author: '{author}' })}
        badges={<PostBadges post={post} />}
        dateline={<PostDateline post={post} locale={locale} />}
      />
      <RegisterCta copy={copy.cta} id="blog-cta" />
      <p>
        <Link href="/blog" className="back-link">
          {t('back')}
        </Link>
      </p>
    </main>
  )
}
