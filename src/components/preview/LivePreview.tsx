'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'
import type React from 'react'

import { ArticleBody } from '#src/components/blog/ArticleBody.tsx'
import { Benefits } from '#src/components/landing/Benefits.tsx'
import { Hero } from '#src/components/landing/Hero.tsx'
import { HowItWorks } from '#src/components/landing/HowItWorks.tsx'
import { RegisterCta } from '#src/components/ui/RegisterCta.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import type { Landing, Post } from '#src/payload-types.ts'

/**
 * The admin that frames these previews is this same site: Payload's live preview only accepts
 * messages from, and answers to, the origin given here.
 */
function adminOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin
}

/**
 * Payload's live preview for the admin's post editor: starts from the saved draft and re-renders
 * with each change typed in the admin (sent by the admin, not saved), before any publish.
 */
export function PostLivePreview({
  initial,
  ...rest
}: {
  initial: Post
  locale: Locale
  byLine: string
  badges: React.ReactNode
  dateline: React.ReactNode
}) {
  const { data } = useLivePreview<Post>({ initialData: initial, serverURL: adminOrigin(), depth: 1 })
  return <ArticleBody post={data} {...rest} />
}

/**
 * The landing page's own sections, live from the admin's form. Pricing and the FAQ also read the
 * plans and FAQ collections, so the page renders them on the server (they follow on save).
 */
export function LandingLivePreview({
  initial,
  locale,
  pricing,
  faq,
}: {
  initial: Landing
  locale: Locale
  pricing: React.ReactNode
  faq: React.ReactNode
}) {
  const { data } = useLivePreview<Landing>({ initialData: initial, serverURL: adminOrigin(), depth: 1 })
  return (
    <>
      <Hero hero={data.hero} locale={locale} />
      <HowItWorks section={data.howItWorks} />
      <Benefits section={data.benefits} />
      {pricing}
      {faq}
      <RegisterCta copy={data.closingCta} id="closing-title" as="section" locale={locale} />
    </>
  )
}
