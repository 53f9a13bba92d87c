import { setRequestLocale } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { PageHeading } from '@/components/ui/PageHeading'
import { getFeatures } from '@/data/collections'
import { getFeaturesPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/features')

export default async function FeaturesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, features] = await Promise.all([getFeaturesPage(locale), getFeatures(locale)])
  return (
    <main className="page">
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      <ul className="cards" data-testid="features">
        {features.map((feature) => (
          <Card key={feature.id} icon={feature.icon} title={feature.title} description={feature.description} />
        ))}
      </ul>
      <aside className="notice" aria-labelledby="more-coming">
        <h2 id="more-coming">{copy.moreComing.title}</h2>
        <p>{copy.moreComing.description}</p>
      </aside>
    </main>
  )
}
