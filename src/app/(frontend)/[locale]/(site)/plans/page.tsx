import { setRequestLocale } from 'next-intl/server'

import { Pricing } from '@/components/landing/Pricing'
import { getPlans } from '@/data/collections'
import { JsonLd } from '@/components/seo/JsonLd'
import { getLanding, getSiteSettings } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'
import { planOffers } from '@/lib/seo/structured-data'

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
