import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { BlogIndex } from '#src/components/blog/BlogIndex.tsx'
import { pageCount } from '#src/components/blog/format.ts'
import { getPosts } from '#src/data/collections.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { pageMetadata } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale; page: string }> }

export async function generateStaticParams() {
  const params: { locale: Locale; page: string }[] = []
  for (const locale of locales) {
    const pages = pageCount((await getPosts(locale)).length)
    for (let page = 2; page <= pages; page += 1) params.push({ locale, page: String(page) })
  }
  return params
}

export async function generateMetadata({ params }: Props) {
  const { locale, page } = await params
  return pageMetadata(locale, '/blog', { path: `/blog/page/${page}` })
}

export default async function BlogPageN({ params }: Props) {
  const { locale, page } = await params
  setRequestLocale(locale)
  if (!/^\d+$/.test(page)) notFound()
  if (page === '1') permanentRedirect(localizedPath(locale, '/blog'))
  return <BlogIndex locale={locale} page={Number(page)} />
}
