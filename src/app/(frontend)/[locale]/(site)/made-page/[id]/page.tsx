import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { type Locale, defaultLocale, locales } from '#src/i18n/locales.ts'
import { PageView } from '#src/page-builder/components/PageView.tsx'
import { getPlacedPage, getPlacedPages } from '#src/page-builder/data.ts'
import { pageMetadata } from '#src/seo/metadata.ts'
import { absoluteUrl } from '#src/seo/urls.ts'

/**
 * A page staff made (src/page-builder), by id. Visitors reach it at its own address in each
 * language: the proxy rewrites that address here, and answers this route's own address with 404.
 */
type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateStaticParams() {
  const params: { locale: Locale; id: string }[] = []
  for (const locale of locales) {
    for (const { page } of await getPlacedPages(locale)) params.push({ locale, id: String(page.id) })
  }
  return params
}

const find = (locale: Locale, id: string) => (/^\d+$/.test(id) ? getPlacedPage(locale, Number(id)) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const placed = await find(locale, id)
  if (!placed) return {}
  const { page, path } = placed
  const metadata = await pageMetadata(locale, '/', {
    path,
    title: page.meta?.title || page.title,
    description: page.meta?.description || page.hero.text || undefined,
    keywords: page.meta?.keywords,
    image: page.meta?.image,
    noIndex: page.meta?.noIndex ?? false,
  })
  // Each language has its own address: the alternates name each one (reciprocal hreflang).
  const languages: Record<string, string> = {}
  for (const other of locales) {
    const twin = await getPlacedPage(other, page.id)
    if (twin) languages[other] = absoluteUrl(other, twin.path)
  }
  if (languages[defaultLocale]) languages['x-default'] = languages[defaultLocale]
  return { ...metadata, alternates: { canonical: absoluteUrl(locale, path), languages } }
}

export default async function MadePage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const placed = await find(locale, id)
  if (!placed) notFound()
  return <PageView placed={placed} locale={locale} />
}
