import { setRequestLocale } from 'next-intl/server'

import { Benefits } from '@/components/landing/Benefits'
import { Hero } from '@/components/landing/Hero'
import { HowItWorks } from '@/components/landing/HowItWorks'
import { LandingFaq } from '@/components/landing/LandingFaq'
import { PRICING_ANCHOR, Pricing } from '@/components/landing/Pricing'
import { LandingScroll } from '@/components/layout/LandingScroll'
import { WhatsAppButton } from '@/components/layout/WhatsAppButton'
import { JsonLd } from '@/components/seo/JsonLd'
import { RegisterCta } from '@/components/ui/RegisterCta'
import { getFaqSections, getPlans } from '@/data/collections'
import { getLanding, getSiteSettings } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'
import { faqPage, planOffers } from '@/lib/seo/structured-data'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/')

export default async function LandingPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [landing, plans, faq, settings] = await Promise.all([getLanding(locale), getPlans(locale), getFaqSections(locale), getSiteSettings(locale)])
  return (
    <main>
      <Hero hero={landing.hero} />
      <HowItWorks section={landing.howItWorks} />
      <Benefits section={landing.benefits} />
      <Pricing copy={landing.pricing} plans={plans} locale={locale} id={PRICING_ANCHOR} />
      <LandingFaq copy={landing.faq} sections={faq} locale={locale} />
      <RegisterCta copy={landing.closingCta} id="closing-title" as="section" />
      <WhatsAppButton settings={settings} />
      <LandingScroll />
      <JsonLd data={planOffers(plans, locale, settings)} />
      <JsonLd data={faqPage(faq.flatMap((section) => (section.questions ?? []).filter((question) => question.showOnLanding)))} />
    </main>
  )
}
