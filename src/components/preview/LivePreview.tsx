'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'
import type React from 'react'

import { ArticleBody } from '@/components/blog/ArticleBody'
import { Benefits } from '@/components/landing/Benefits'
import { Hero } from '@/components/landing/Hero'
import { HowItWorks } from '@/components/landing/HowItWorks'
import { RegisterCta } from '@/components/ui/RegisterCta'
import type { Locale } from '@/i18n/locales'
import type { Landing, Post } from '@/payload-types'

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
export function PostLivePreview({ initial, ...rest }: { initial: Post; locale: Locale; byLine: string; badges: React.ReactNode; dateline: React.ReactNode }) {
  const { data } = useLivePreview<Post>({ initialData: initial, serverURL: adminOrigin(), depth: 1 })
  return <ArticleBody post={data} {...rest} />
}

/**
 * The landing page's own sections, live from the admin's form. Pricing and the FAQ also read the
 * plans and FAQ collections, so the page renders them on the server (they follow on save).
 */
export function LandingLivePreview({ initial, locale, pricing, faq }: { initial: Landing; locale: Locale; pricing: React.ReactNode; faq: React.ReactNode }) {
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
