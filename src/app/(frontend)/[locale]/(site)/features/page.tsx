import { setRequestLocale } from 'next-intl/server'

import { FeatureCards, FeaturesBody } from '#src/components/pages/FeaturesBody.tsx'
import { getFeatures } from '#src/data/collections.ts'
import { getFeaturesPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/features')

export default async function FeaturesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, features] = await Promise.all([getFeaturesPage(locale), getFeatures(locale)])
  return (
    <main className="page">
      <FeaturesBody copy={copy}>
        <FeatureCards features={features} />
      </FeaturesBody>
    </main>
  )
}
