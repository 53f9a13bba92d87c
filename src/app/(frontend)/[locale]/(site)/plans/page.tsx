import { setRequestLocale } from 'next-intl/server'

import { Pricing } from '#src/components/landing/Pricing.tsx'
import { getPlans } from '#src/data/collections.ts'
import { JsonLd } from '#src/seo/components/JsonLd.tsx'
import { getLanding, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import { planOffers } from '#src/seo/structured-data.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/plans')

export default async function PlansPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [plans, landing, settings] = await Promise.all([getPlans(locale), getLanding(locale), getSiteSettings(locale)])
  return (
    <main className="page">
      <JsonLd data={planOffers(plans, locale, settings)} />
      <Pricing copy={landing.pricing} plans={plans} locale={locale} headingLevel={1} />
    </main>
  )
}
