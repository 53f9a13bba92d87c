import type React from 'react'

import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { RegisterCta } from '#src/components/ui/RegisterCta.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import type { BlogPage } from '#src/payload-types.ts'

/**
 * A blog page's content from the blog page global (heading, call to register) around the search
 * box and the posts with their pagination (`children`, from the posts collection).
 */
export function BlogIndexBody({
  copy,
  locale,
  search,
  children,
}: {
  copy: BlogPage
  locale: Locale
  search: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <>
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      {search}
      {children}
      <RegisterCta copy={copy.cta} id="blog-cta" locale={locale} />
    </>
  )
}
