import { setRequestLocale } from 'next-intl/server'

import { BlogIndex } from '@/components/blog/BlogIndex'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/blog')

export default async function BlogPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <BlogIndex locale={locale} page={1} />
}
