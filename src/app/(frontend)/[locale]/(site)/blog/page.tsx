import { setRequestLocale } from 'next-intl/server'

import { BlogIndex } from '#src/components/blog/BlogIndex.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/blog')

export default async function BlogPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <BlogIndex locale={locale} page={1} />
}
