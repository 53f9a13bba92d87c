import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { Plan } from '@/payload-types'

import { formatPrice } from './format'

/** One plan; its name is a heading one level under the section's (h2 on /plans, h3 on the landing). */
export async function PlanCard({ plan, locale, headingLevel = 3 }: { plan: Plan; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('pricing')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`plan${plan.mostPopular ? ' plan--popular' : ''}`} aria-labelledby={`plan-${plan.key}`} data-testid={`plan-${plan.key}`}>
      {plan.mostPopular ? <p className="plan__badge">{t('mostPopular')}</p> : null}
      <Heading id={`plan-${plan.key}`}>{plan.name}</Heading>
      <p className="plan__price">
        {plan.priceAmount != null ? (
          <>
            <span data-testid="plan-price">{formatPrice(plan.priceAmount, plan.currency, locale)}</span>{' '}
            <span className="plan__currency">{plan.currency}</span>
            {plan.period !== 'none' ? <span className="plan__period"> {t(`period.${plan.period}`)}</span> : null}
          </>
        ) : (
          <span data-testid="plan-price">{plan.customPriceLabel}</span>
        )}
      </p>
      <p className="plan__description">{plan.description}</p>
      <ul className="plan__features">
        {plan.features?.map((feature) => (
          <li key={feature.id}>{feature.text}</li>
        ))}
      </ul>
      <Link className="button" href={plan.ctaHref}>
        {plan.ctaLabel}
      </Link>
    </article>
  )
}
