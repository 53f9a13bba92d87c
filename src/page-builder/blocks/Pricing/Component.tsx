import { PricingPlans } from '#src/components/landing/Pricing.tsx'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** The chosen plans as Plans has them now (read live by the page, in the order chosen), as on /plans. */
export function PricingComponent({ block, id, live, locale }: BlockProps<'pricing'>) {
  const plans = idsOf(block.plans).flatMap((planId) => live.plans.filter((plan) => plan.id === planId))
  // Every chosen plan was deleted or unpublished: the block is left out (content health lists it).
  if (!plans.length) return null
  return (
    <section className="section" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      {block.lead ? <p className="section__lead">{block.lead}</p> : null}
      <PricingPlans plans={plans} locale={locale} />
    </section>
  )
}

/** The ids of a relationship's values, populated or not. */
export function idsOf(values: ReadonlyArray<number | { id: number }> | null | undefined): number[] {
  return (values ?? []).map((value) => (typeof value === 'object' ? value.id : value))
}
