import { setRequestLocale } from 'next-intl/server'

import { Benefits } from '#src/components/landing/Benefits.tsx'
import { Hero } from '#src/components/landing/Hero.tsx'
import { HowItWorks } from '#src/components/landing/HowItWorks.tsx'
import { LandingFaq } from '#src/components/landing/LandingFaq.tsx'
import { PRICING_ANCHOR, Pricing } from '#src/components/landing/Pricing.tsx'
import { LandingScroll } from '#src/components/layout/Interactive.tsx'
import { WhatsAppButton } from '#src/components/layout/WhatsAppButton.tsx'
import { JsonLd } from '#src/seo/components/JsonLd.tsx'
import { RegisterCta } from '#src/components/ui/RegisterCta.tsx'
import { getFaqSections, getPlans } from '#src/data/collections.ts'
import { getLanding, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import { faqPage, planOffers } from '#src/seo/structured-data.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/')

export default async function LandingPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [landing, plans, faq, settings] = await Promise.all([
    getLanding(locale),
    getPlans(locale),
    getFaqSections(locale),
    getSiteSettings(locale),
  ])
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
      <JsonLd
        data={faqPage(faq.flatMap((section) => (section.questions ?? []).filter((question) => question.showOnLanding)))}
      />
    </main>
  )
}
