import { notFound } from 'next/navigation'

import { getPosts } from '#src/data/collections.ts'
import { getBlogPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import type { Post } from '#src/payload-types.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'
import { BlogIndexBody } from '#src/components/blog/BlogIndexBody.tsx'
import { POSTS_PER_PAGE, pageCount } from '#src/components/blog/format.ts'
import { Pagination } from '#src/components/blog/Pagination.tsx'
import { PostCard } from '#src/components/blog/PostCard.tsx'
import styles from '#src/components/blog/BlogIndex.module.css'

/** One page of the blog: six cards, pagination, call to register. */
export async function BlogIndex({ locale, page }: { locale: Locale; page: number }) {
  const [copy, posts] = await Promise.all([getBlogPage(locale), getPosts(locale)])
  const pages = pageCount(posts.length)
  if (!Number.isInteger(page) || page < 1 || page > pages) notFound()
  return (
    <main className="page">
      <BlogIndexBody copy={copy} locale={locale} search={<SearchForm />}>
        <BlogPosts locale={locale} page={page} posts={posts} />
      </BlogIndexBody>
    </main>
  )
}

/** One page's cards and the pagination under them (from the posts collection). */
export function BlogPosts({ locale, page, posts }: { locale: Locale; page: number; posts: Post[] }) {
  const shown = posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
  return (
    <>
      <div className={styles.grid}>
        {shown.map((post, index) => (
          <PostCard key={post.id} post={post} locale={locale} priority={index < 3} lcp={index === 0} />
        ))}
      </div>
      <Pagination page={page} pages={pageCount(posts.length)} />
    </>
  )
}
