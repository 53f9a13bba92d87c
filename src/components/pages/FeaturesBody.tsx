import type React from 'react'

import { Card } from '#src/components/ui/Card.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import type { Feature, FeaturesPage } from '#src/payload-types.ts'
import styles from '#src/components/pages/FeaturesBody.module.css'

/** /features: the page global's heading and "more coming" note around the features (`children`, from their collection). */
export function FeaturesBody({ copy, children }: { copy: FeaturesPage; children: React.ReactNode }) {
  return (
    <>
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      {children}
      <aside className={styles.notice} aria-labelledby="more-coming">
        <h2 id="more-coming">{copy.moreComing.title}</h2>
        <p>{copy.moreComing.description}</p>
      </aside>
    </>
  )
}

/** The features, from their collection. */
export function FeatureCards({ features }: { features: Feature[] }) {
  return (
    <ul className="cards" data-testid="features">
      {features.map((feature) => (
        <Card key={feature.id} icon={feature.icon} title={feature.title} description={feature.description} />
      ))}
    </ul>
  )
}
