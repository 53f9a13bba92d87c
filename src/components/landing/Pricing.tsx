import { PlanCard } from '#src/components/pricing/PlanCard.tsx'
import { PlanComparison } from '#src/components/pricing/PlanComparison.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import type { Landing, Plan } from '#src/payload-types.ts'
import styles from '#src/components/landing/Pricing.module.css'

/** Anchor of the landing page's pricing section (spec: "precios", in both languages). */
export const PRICING_ANCHOR = 'precios'

/** Pricing section; on the landing page its anchor is #precios (header link). */
export function Pricing({
  copy,
  plans,
  locale,
  id,
  headingLevel = 2,
}: {
  copy: Landing['pricing']
  plans: Plan[]
  locale: Locale
  id?: string
  headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className={`section ${styles.pricing}`} id={id} aria-labelledby="pricing-title">
      <Heading id="pricing-title">{copy.title}</Heading>
      <p className="section__lead">{copy.subtitle}</p>
      <PlanComparison plans={plans} locale={locale} />
      <div className={styles.plans}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} locale={locale} headingLevel={headingLevel === 1 ? 2 : 3} />
        ))}
      </div>
      <p className="section__note">{copy.note}</p>
    </section>
  )
}
