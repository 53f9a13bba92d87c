import { PlanCard } from '#src/components/pricing/PlanCard.tsx'
import { PlanComparison } from '#src/components/pricing/PlanComparison.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import type { Landing, Plan } from '#src/payload-types.ts'
import styles from '#src/components/landing/Pricing.module.css'
import { PricingSection } from '#src/components/landing/PricingSection.tsx'
export { PRICING_ANCHOR } from '#src/components/landing/PricingSection.tsx'

/** The plans compared, then one card each. */
export function PricingPlans({
  plans,
  locale,
  headingLevel = 2,
}: {
  plans: Plan[]
  locale: Locale
  headingLevel?: 1 | 2
}) {
  return (
    <>
      <PlanComparison plans={plans} locale={locale} />
      <div className={styles.plans}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} locale={locale} headingLevel={headingLevel === 1 ? 2 : 3} />
        ))}
      </div>
    </>
  )
}

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
  return (
    <PricingSection copy={copy} id={id} headingLevel={headingLevel}>
      <PricingPlans plans={plans} locale={locale} headingLevel={headingLevel} />
    </PricingSection>
  )
}
