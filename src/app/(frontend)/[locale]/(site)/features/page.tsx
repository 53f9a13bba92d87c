import { setRequestLocale } from 'next-intl/server'

import { Card } from '#src/components/ui/Card.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { getFeatures } from '#src/data/collections.ts'
import { getFeaturesPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import styles from '#src/app/(frontend)/[locale]/(site)/features/page.module.css'

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
      <aside className={styles.notice} aria-labelledby="more-coming">
        <h2 id="more-coming">{copy.moreComing.title}</h2>
        <p>{copy.moreComing.description}</p>
      </aside>
    </main>
  )
}
