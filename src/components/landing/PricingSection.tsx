import type React from 'react'

import type { Landing } from '#src/payload-types.ts'
import styles from '#src/components/landing/Pricing.module.css'

/** Anchor of the landing page's pricing section (spec: "precios", in both languages). */
export const PRICING_ANCHOR = 'precios'

/**
 * The pricing section's frame: its heading, lead and note (the landing global's pricing copy)
 * around the plans (`children`, from the plans collection). Also rendered in the browser by the
 * landing's live preview, so the copy follows what staff type.
 */
export function PricingSection({
  copy,
  id,
  headingLevel = 2,
  children,
}: {
  copy: Landing['pricing']
  id?: string
  headingLevel?: 1 | 2
  children: React.ReactNode
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className={`section ${styles.pricing}`} id={id} aria-labelledby="pricing-title">
      <Heading id="pricing-title">{copy.title}</Heading>
      <p className="section__lead">{copy.subtitle}</p>
      {children}
      <p className="section__note">{copy.note}</p>
    </section>
  )
}
