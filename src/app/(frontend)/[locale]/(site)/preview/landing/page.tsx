import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { LandingFaqQuestions } from '#src/components/landing/LandingFaq.tsx'
import { PricingPlans } from '#src/components/landing/Pricing.tsx'
import { LandingLivePreview } from '#src/components/preview/LivePreview.tsx'
import { getFaqSections, getPlans } from '#src/data/collections.ts'
import { getLandingPreview } from '#src/data/preview.ts'
import type { Locale } from '#src/i18n/locales.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The landing page in the admin's live preview: what is being typed in the landing's editor shows
 * here before it is saved (and, saved as a draft, on reload), while the public landing (/) stays
 * static and unchanged until it is published.
 * Staff only, per request, never cached; anyone else gets the 404 page.
 */
export default async function LandingPreviewPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const landing = await getLandingPreview(locale, await headers())
  if (!landing) notFound()
  const [plans, faq] = await Promise.all([getPlans(locale), getFaqSections(locale)])
  return (
    <main data-testid="landing-preview">
      <LandingLivePreview
        initial={landing}
        locale={locale}
        plans={<PricingPlans plans={plans} locale={locale} />}
        questions={<LandingFaqQuestions sections={faq} locale={locale} />}
      />
    </main>
  )
}
