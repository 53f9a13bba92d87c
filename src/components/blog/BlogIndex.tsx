import { notFound } from 'next/navigation'

import { PageHeading } from '@/components/ui/PageHeading'
import { RegisterCta } from '@/components/ui/RegisterCta'
import { getPosts } from '@/data/collections'
import { getBlogPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { SearchForm } from '@/search/components/SearchForm'

import { POSTS_PER_PAGE, pageCount } from './format'
import { Pagination } from './Pagination'
import { PostCard } from './PostCard'

/** One page of the blog: six cards, pagination, call to register. */
export async function BlogIndex({ locale, page }: { locale: Locale; page: number }) {
  const [copy, posts] = await Promise.all([getBlogPage(locale), getPosts(locale)])
  const pages = pageCount(posts.length)
  if (!Number.isInteger(page) || page < 1 || page > pages) notFound()
  const shown = posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
  return (
    <main className="page">
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      <SearchForm />
      <div className="post-grid">
        {shown.map((post, index) => (
          <PostCard key={post.id} post={post} locale={locale} priority={index < 3} />
        ))}
      </div>
      <Pagination page={page} pages={pages} />
      <RegisterCta copy={copy.cta} id="blog-cta" />
    </main>
  )
}
